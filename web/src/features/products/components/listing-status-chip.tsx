import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ListingStatus } from '@contract/products';
import { Pill, type PillLook } from '@/components/pill';

const LOOK: Record<ListingStatus, { label: MessageDescriptor; look: PillLook }> = {
  available: { label: msg`Available`, look: 'successOutlined' },
  booked: { label: msg`Booked`, look: 'warningOutlined' },
  sold: { label: msg`Sold`, look: 'neutral' },
  pending_review: { label: msg`Under review`, look: 'warningOutlined' },
  rejected: { label: msg`Rejected`, look: 'neutral' },
  hidden: { label: msg`Hidden`, look: 'neutral' },
};

/** A listing's status (available, booked, sold) as a coloured label (MUI's small Chip look, plain: the product page paints it first). */
export function ListingStatusChip({ status }: { status: ListingStatus }) {
  const { i18n } = useLingui();
  const { label, look } = LOOK[status];
  return <Pill look={look} label={i18n._(label)} />;
}
