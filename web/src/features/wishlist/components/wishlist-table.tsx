import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { WishlistEntry } from '@contract/wishlist';
import type { ListingStatus } from '@contract/products';
import { confirm } from '@/components/confirm-dialog';
import { ItemCell } from '@/components/item-cell';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { useFormat } from '@/lib/i18n/hooks';
import { CONDITION_LABELS } from '@/lib/i18n/labels';
import { notifySuccess } from '@/lib/toasts';
import { useDeleteWishlistItem } from '@/features/wishlist/api/delete-wishlist-item';

const STATUS_COLOUR: Record<ListingStatus, string> = {
  available: 'success.main',
  booked: 'warning.dark',
  sold: 'text.secondary',
  pending_review: 'text.secondary',
  rejected: 'text.secondary',
  hidden: 'text.secondary',
};

/** A saved phone's status, as the word beside its dot. */
const STATUS_WORDS: Record<ListingStatus, MessageDescriptor> = {
  available: msg`Available`,
  booked: msg`Booked`,
  sold: msg`Sold`,
  pending_review: msg`Under review`,
  rejected: msg`Rejected`,
  hidden: msg`Hidden`,
};

/** The saved phones with their current status; `renderBook` supplies the Book Now button of a bookable one (or nothing). */
export function WishlistTable({ items, renderBook }: { items: WishlistEntry[]; renderBook: (item: WishlistEntry) => ReactNode }) {
  const deleteItem = useDeleteWishlistItem();
  const { t, i18n } = useLingui();
  const { formatPrice } = useFormat();

  const onDelete = async (item: WishlistEntry) => {
    const name = item.name;
    const confirmed = await confirm({
      title: t`Are you sure you want to delete this item?`,
      message: t`${name} will be removed from your wishlist.`,
      confirmLabel: t`Delete`,
      destructive: true,
    });
    if (!confirmed) return;
    await deleteItem.mutateAsync(item._id);
    notifySuccess('deleted');
  };

  const columns: Column<WishlistEntry>[] = [
    { key: 'phone', header: t`Phone`, primary: true, render: (item) => <ItemCell image={item.img} title={item.name} subtitle={i18n._(CONDITION_LABELS[item.condition_type])} /> },
    { key: 'price', header: t`Price`, render: (item) => formatPrice(item.price) },
    { key: 'camera', header: t`Camera`, render: (item) => item.camera },
    { key: 'ram', header: t`RAM / storage`, render: (item) => item.ram },
    { key: 'processor', header: t`Processor`, render: (item) => item.processor },
    {
      // The listing's status with Book Now under it where it can be booked.
      key: 'status',
      header: t`Status`,
      render: (item) => (
        <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: { xs: 'flex-end', lg: 'flex-start' }, gap: 1 }}>
          <StatusText status={item.status} />
          {renderBook(item)}
        </Box>
      ),
    },
    {
      key: 'delete',
      header: t`Delete`,
      corner: true,
      align: 'center',
      render: (item) => (
        <Tooltip describeChild title={t`Remove from wishlist`}>
          <span>
            <IconButton
              color="error"
              aria-label={t`Delete ${item.name} from wishlist`}
              disabled={deleteItem.isPending && deleteItem.variables === item._id}
              onClick={() => void onDelete(item).catch(() => undefined)}
            >
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      ),
    },
  ];

  return <ResponsiveTable label={t`Wishlist`} rows={items} columns={columns} getRowId={(item) => item._id} />;
}

/** A coloured dot and the word: available, booked or sold. */
function StatusText({ status }: { status: ListingStatus }) {
  const { i18n } = useLingui();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: STATUS_COLOUR[status] }}>
      <Box component="span" aria-hidden="true" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor' }} />
      {i18n._(STATUS_WORDS[status])}
    </Box>
  );
}
