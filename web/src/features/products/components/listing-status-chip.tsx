import Chip from '@mui/material/Chip';
import type { ListingStatus } from '@contract/products';

const LOOK: Record<ListingStatus, { label: string; color: 'success' | 'warning' | 'default' }> = {
  available: { label: 'Available', color: 'success' },
  booked: { label: 'Booked', color: 'warning' },
  sold: { label: 'Sold', color: 'default' },
  pending_review: { label: 'Under review', color: 'warning' },
  rejected: { label: 'Rejected', color: 'default' },
  hidden: { label: 'Hidden', color: 'default' },
};

/** A listing's status (available, booked, sold) as a coloured label. */
export function ListingStatusChip({ status }: { status: ListingStatus }) {
  const { label, color } = LOOK[status];
  return <Chip size="small" label={label} color={color} variant={color === 'default' ? 'filled' : 'outlined'} />;
}
