import type { ListingStatus } from '@contract/products';
import { Pill, type PillLook } from '@/components/pill';

const LOOK: Record<ListingStatus, { label: string; look: PillLook }> = {
  available: { label: 'Available', look: 'successOutlined' },
  booked: { label: 'Booked', look: 'warningOutlined' },
  sold: { label: 'Sold', look: 'neutral' },
  pending_review: { label: 'Under review', look: 'warningOutlined' },
  rejected: { label: 'Rejected', look: 'neutral' },
  hidden: { label: 'Hidden', look: 'neutral' },
};

/** A listing's status (available, booked, sold) as a coloured label (MUI's small Chip look, plain: the product page paints it first). */
export function ListingStatusChip({ status }: { status: ListingStatus }) {
  const { label, look } = LOOK[status];
  return <Pill look={look} label={label} />;
}
