import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyListing } from '@contract/products';
import { canBeAdvertised } from '@contract/listing-status';
import { confirm } from '@/components/confirm-dialog';
import { ItemCell } from '@/components/item-cell';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useDeleteProduct } from '@/features/products/api/delete-product';
import { useToggleAdvertising } from '@/features/products/api/toggle-advertising';
import { editBlockedReason } from '@/features/products/lib/editable';
import { isToggleable, STATUS_ACTION, useSoldToggle } from '@/features/products/lib/sold-toggle';
import { ListingStatusChip } from '@/features/products/components/listing-status-chip';
import { PriceWithDrop } from '@/features/products/components/price-drop';

/**
 * The seller's listings with their status and its action (Mark as sold, Open the order, Make available),
 * Edit, Advertise and Delete. A listing under an admin's decision (review, rejected, hidden) shows
 * `moderationStatus` instead.
 */
export function MyProductsTable({ products, moderationStatus }: { products: MyListing[]; moderationStatus: (listing: MyListing) => ReactNode }) {
  const soldToggle = useSoldToggle();
  const toggleAdvertising = useToggleAdvertising();
  const deleteProduct = useDeleteProduct();
  const paths = usePaths();
  const { formatDate } = useFormat();
  const { t, i18n } = useLingui();

  const onToggleAdvertising = async (product: MyListing) => {
    const { adversite } = await toggleAdvertising.mutateAsync(product._id);
    notifySuccess(adversite ? 'advertised' : 'advertisingStopped');
  };

  const onDelete = async (product: MyListing) => {
    const phoneName = product.phone_details.phone_name;
    const confirmed = await confirm({
      title: t`Delete this listing?`,
      message: t`${phoneName} will be removed from ReCell. An open booking on it will be cancelled.`,
      confirmLabel: t`Delete`,
      destructive: true,
    });
    if (!confirmed) return;
    await deleteProduct.mutateAsync(product._id);
    notifySuccess('deleted');
  };

  const listedOn = (day: string) => t`Listed ${day}`;
  const deleteLabel = (name: string) => t`Delete ${name}`;

  // Errors are toasted by the query client; these handlers only need to not leave a promise unhandled.
  const run = (action: Promise<void>) => void action.catch(() => undefined);
  const busy = (mutation: { isPending: boolean; variables?: string }, id: string) => mutation.isPending && mutation.variables === id;

  const columns: Column<MyListing>[] = [
    {
      key: 'phone',
      header: t`Phone`,
      primary: true,
      render: (product) => (
        <ItemCell image={product.phone_details.phone_img_card || product.phone_details.phone_img} title={product.phone_details.phone_name} subtitle={listedOn(formatDate(product.createdAt))} />
      ),
    },
    { key: 'price', header: t`Price`, render: (product) => <PriceWithDrop product={product} size="small" /> },
    { key: 'camera', header: t`Camera`, render: (product) => product.phone_details.phone_camera },
    { key: 'ram', header: t`RAM / storage`, render: (product) => product.phone_details.phone_ram },
    {
      key: 'status',
      header: t`Status`,
      render: (product) => {
        // Under review, rejected or hidden: an admin's decision, with what the seller can do about it.
        if (!isToggleable(product)) return moderationStatus(product);
        const action = STATUS_ACTION[product.status];
        return (
          <Box sx={{ display: 'grid', gap: 0.75, justifyItems: 'start', width: 'max-content' }}>
            <ListingStatusChip status={product.status} />
            <Button
              size="small"
              variant="outlined"
              color={action.color}
              disabled={soldToggle.busy(product._id)}
              onClick={() => soldToggle.run(product)}
              aria-label={`${i18n._(action.label)}: ${product.phone_details.phone_name}`}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {i18n._(action.label)}
            </Button>
          </Box>
        );
      },
    },
    {
      key: 'edit',
      header: t`Edit`,
      action: true,
      render: (product) => {
        const blocked = editBlockedReason(product);
        const name = product.phone_details.phone_name;
        // A booked phone offers no edit: the button stays, disabled, with the reason under it.
        return blocked ? (
          <Tooltip describeChild title={i18n._(blocked)}>
            <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
              <Button size="small" variant="outlined" startIcon={<EditIcon />} disabled aria-label={t`Edit ${name}`} sx={{ minWidth: 88 }}>
                <Trans>Edit</Trans>
              </Button>
              <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.3, mt: 0.25, maxWidth: 88, textAlign: 'center' }}>
                <Trans>Locked while booked</Trans>
              </Typography>
            </Box>
          </Tooltip>
        ) : (
          <Button
            component={RouterLink}
            to={paths.dashboard.editProduct.getHref(product._id)}
            size="small"
            variant="outlined"
            startIcon={<EditIcon />}
            aria-label={t`Edit ${name}`}
            sx={{ minWidth: 88 }}
          >
            <Trans>Edit</Trans>
          </Button>
        );
      },
    },
    {
      key: 'advertise',
      header: t`Advertise`,
      render: (product) => (
        <Button
          size="small"
          variant={product.adversite ? 'contained' : 'outlined'}
          color={product.adversite ? 'secondary' : 'primary'}
          startIcon={<CampaignIcon />}
          disabled={!canBeAdvertised(product.status) || busy(toggleAdvertising, product._id)}
          onClick={() => run(onToggleAdvertising(product))}
          sx={{ minWidth: 120 }}
        >
          {product.adversite ? t`Running` : t`Advertise`}
        </Button>
      ),
    },
    {
      key: 'delete',
      header: t`Delete`,
      corner: true,
      align: 'center',
      render: (product) => (
        <Tooltip describeChild title={t`Delete listing`}>
          <span>
            <IconButton
              color="error"
              aria-label={deleteLabel(product.phone_details.phone_name)}
              disabled={busy(deleteProduct, product._id)}
              onClick={() => run(onDelete(product))}
            >
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      ),
    },
  ];

  return <ResponsiveTable label={t`My products`} rows={products} columns={columns} getRowId={(product) => product._id} />;
}
