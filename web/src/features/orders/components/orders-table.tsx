import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Order, OrderStatus } from '@contract/orders';
import { canMoveOrder } from '@contract/order-status';
import { confirm } from '@/components/confirm-dialog';
import { ItemCell } from '@/components/item-cell';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { formatPrice } from '@/lib/format';
import { notifySuccess } from '@/lib/toasts';
import { useCancelOrder } from '@/features/orders/api/cancel-order';

const STATUS_LOOK: Record<OrderStatus, { label: string; color: 'warning' | 'default' | 'success' }> = {
  booked: { label: 'Booked', color: 'warning' },
  accepted: { label: 'Accepted', color: 'warning' },
  declined: { label: 'Declined', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
  completed: { label: 'Completed', color: 'success' },
};

function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { label, color } = STATUS_LOOK[status];
  return <Chip size="small" label={label} color={color} variant={color === 'default' ? 'filled' : 'outlined'} />;
}

/**
 * Orders from one side: `buyer` lists the person's own bookings (with the seller's contact
 * while the API shares it), `seller` the bookings on their listings (with the buyer's contact).
 * Both sides may cancel an open booking.
 */
export function OrdersTable({ orders, side }: { orders: Order[]; side: 'buyer' | 'seller' }) {
  const cancelOrder = useCancelOrder();

  const onCancel = async (order: Order) => {
    const confirmed = await confirm({
      title: 'Cancel this booking?',
      message:
        side === 'buyer'
          ? `Your booking of ${order.item_name} will be cancelled and the phone becomes available to others.`
          : `${order.buyer_name}'s booking of ${order.item_name} will be cancelled and the phone becomes available again.`,
      confirmLabel: 'Cancel booking',
      destructive: true,
    });
    if (!confirmed) return;
    await cancelOrder.mutateAsync(order._id);
    notifySuccess('bookingCancelled');
  };

  const columns: Column<Order>[] = [
    {
      key: 'item',
      header: 'Phone',
      primary: true,
      render: (order) => <ItemCell image={order.item_img} title={order.item_name} subtitle={`Booked on ${order.date}`} />,
    },
    ...(side === 'buyer'
      ? [
          {
            key: 'seller',
            header: 'Seller',
            minWidth: 150,
            render: (order: Order) => <ContactCell name={order.seller_name} phone={order.seller_mobile_number} email={order.seller_email} />,
          },
        ]
      : []),
    ...(side === 'seller'
      ? [
          {
            key: 'buyer',
            header: 'Buyer',
            minWidth: 130,
            render: (order: Order) => <ContactCell name={order.buyer_name} phone={order.mobile_number} />,
          },
        ]
      : []),
    {
      key: 'location',
      header: side === 'seller' ? 'Meeting and message' : 'Meeting location',
      minWidth: 160,
      render: (order) => (
        <>
          {order.meet_location || '—'}
          {/* The buyer's message to the seller, under the place they suggested. */}
          {side === 'seller' && order.message ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontStyle: 'italic' }}>
              “{order.message}”
            </Typography>
          ) : null}
        </>
      ),
    },
    { key: 'price', header: 'Price', render: (order) => formatPrice(order.price) },
    { key: 'status', header: 'Status', render: (order) => <OrderStatusChip status={order.status} /> },
    {
      key: 'action',
      header: 'Action',
      action: true,
      render: (order) =>
        canMoveOrder(order.status, 'cancelled') ? (
          <Button
            size="small"
            color="error"
            variant="outlined"
            disabled={cancelOrder.isPending && cancelOrder.variables === order._id}
            onClick={() => void onCancel(order).catch(() => undefined)}
          >
            Cancel
          </Button>
        ) : null,
    },
  ];

  return (
    <ResponsiveTable
      label={side === 'buyer' ? 'My bookings' : 'Bookings on my listings'}
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
        <Typography variant="body2" color="text.secondary">
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
