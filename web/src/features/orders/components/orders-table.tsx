import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OrderView } from '@contract/orders';
import { confirm } from '@/components/confirm-dialog';
import { ItemCell } from '@/components/item-cell';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { OrderStatusChip } from '@/features/orders/components/order-status-chip';
import { formatMeetTime } from '@/features/orders/lib/meetup-time';
import { actionsFor, statusAt } from '@/features/orders/lib/order-actions';
import { deadlineInWords, nextStep } from '@/features/orders/lib/order-look';

/**
 * Orders from one side: `buyer` lists the person's own bookings (with the seller's contact
 * while the API shares it), `seller` the bookings on their listings (with the buyer's contact).
 * Each row shows the status, the next step and its deadline, and opens the order page.
 */
export function OrdersTable({
  orders,
  side,
  now,
  afterActions,
}: {
  orders: OrderView[];
  side: 'buyer' | 'seller';
  now: Date;
  /** More for a row's Action cell, given by the screen (a message button, a completed order's review). */
  afterActions?: (order: OrderView) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const paths = usePaths();
  const cancelOrder = useCancelOrder();

  const onCancel = async (order: OrderView) => {
    const { item_name: itemName, buyer_name: buyerName } = order;
    const confirmed = await confirm({
      title: t`Cancel this booking?`,
      message:
        side === 'buyer'
          ? t`Your booking of ${itemName} will be cancelled and the phone becomes available to others.`
          : t`${buyerName}'s booking of ${itemName} will be cancelled and the phone becomes available again.`,
      confirmLabel: t`Cancel booking`,
      destructive: true,
    });
    if (!confirmed) return;
    await cancelOrder.mutateAsync(order._id);
    notifySuccess('bookingCancelled');
  };

  const columns: Column<OrderView>[] = [
    {
      key: 'item',
      header: t`Phone`,
      primary: true,
      // The price sits under the name, and the status over the next step: five columns fit beside the menu.
      render: (order) => <ItemCell image={order.item_img} title={order.item_name} subtitle={t`${format.formatPrice(order.price)} · booked on ${format.formatDate(order.createdAt)}`} />,
    },
    ...(side === 'buyer'
      ? [
          {
            key: 'seller',
            header: t`Seller`,
            minWidth: 130,
            render: (order: OrderView) => <ContactCell name={order.seller_name} phone={order.seller_mobile_number} email={order.seller_email} />,
          },
        ]
      : []),
    ...(side === 'seller'
      ? [
          {
            key: 'buyer',
            header: t`Buyer`,
            minWidth: 130,
            render: (order: OrderView) => <ContactCell name={order.buyer_name} phone={order.mobile_number} />,
          },
        ]
      : []),
    {
      key: 'location',
      header: t`Meetup`,
      minWidth: 160,
      render: (order) => (
        <>
          {order.meet_location || '—'}
          {order.meet_at ? (
            <Typography variant="body2" fontWeight={600}>
              {formatMeetTime(order.meet_at, format)}
            </Typography>
          ) : order.slots.length > 0 && order.status === 'booked' ? (
            <Typography variant="body2" color="text.secondary">
              {order.slots.length === 1 ? formatMeetTime(order.slots[0]!, format) : t`${plural(order.slots.length, { one: '# time', other: '# times' })} offered`}
            </Typography>
          ) : null}
          {/* The buyer's message to the seller, under the place they suggested. */}
          {side === 'seller' && order.message ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontStyle: 'italic' }}>
              “{order.message}”
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: t`Status and next step`,
      minWidth: 170,
      render: (order) => {
        const status = statusAt(order, now);
        const deadline = deadlineInWords({ ...order, status }, side, now, i18n, format);
        return (
          <>
            <OrderStatusChip status={status} side={side} short />
            <Typography variant="body2" fontWeight={600} sx={{ mt: 0.75 }}>
              {nextStep({ ...order, status }, side, i18n, format)}
            </Typography>
            {deadline ? (
              <Typography variant="body2" color="warning.dark">
                {deadline}
              </Typography>
            ) : null}
          </>
        );
      },
    },
    {
      key: 'action',
      header: t`Action`,
      action: true,
      render: (order) => {
        const actions = actionsFor(order, side, now);
        const answer = actions.includes('accept');
        const itemName = order.item_name;
        return (
          // Stacked in the wide table, as wide as its widest button (a review's line wraps under it),
          // so the table fits beside the dashboard's menu and nothing runs past its edge; a row of
          // buttons that wraps on a phone's card.
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'row', lg: 'column' },
              flexWrap: 'wrap',
              alignItems: { xs: 'center', lg: 'stretch' },
              justifyContent: 'flex-end',
              gap: 1,
              maxWidth: { lg: 150 },
            }}
          >
            <Button
              component={RouterLink}
              to={paths.dashboard.order.getHref(order._id)}
              size="small"
              variant={answer ? 'contained' : 'outlined'}
              aria-label={answer ? t`Answer the order for ${itemName}` : t`Open the order for ${itemName}`}
            >
              {answer ? t`Answer` : t`Open`}
            </Button>
            {actions.includes('cancel') ? (
              <Button
                size="small"
                color="error"
                variant="outlined"
                disabled={cancelOrder.isPending && cancelOrder.variables === order._id}
                onClick={() => void onCancel(order).catch(() => undefined)}
              >
                {t`Cancel`}
              </Button>
            ) : null}
            {afterActions?.(order)}
          </Box>
        );
      },
    },
  ];

  return (
    <ResponsiveTable
      label={side === 'buyer' ? t`My bookings` : t`Bookings on my listings`}
      rows={orders}
      columns={columns}
      getRowId={(order) => order._id}
    />
  );
}

/** The other party of a booking: their name, then the contact the order carries (phone numbers and emails as links). */
function ContactCell({ name, phone, email }: { name: string; phone?: string | null; email?: string | null }) {
  return (
    <>
      <Typography variant="body2" fontWeight={600}>
        {name}
      </Typography>
      {phone ? (
        // A phone number on one line: split, it reads as two numbers.
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          <a href={`tel:${phone}`}>{phone}</a>
        </Typography>
      ) : null}
      {email ? (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          <a href={`mailto:${email}`}>{email}</a>
        </Typography>
      ) : null}
    </>
  );
}
