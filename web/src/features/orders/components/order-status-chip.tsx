import Chip from '@mui/material/Chip';
import { STATUS_LOOK, STATUS_SHORT } from '@/features/orders/lib/order-look';
import type { OrderStatus } from '@contract/orders';

/** An order's status as a chip; `short` in tables. */
export function OrderStatusChip({ status, short = false, size = 'small' }: { status: OrderStatus; short?: boolean; size?: 'small' | 'medium' }) {
  const { label, color } = STATUS_LOOK[status];
  return <Chip size={size} label={short ? STATUS_SHORT[status] : label} color={color} variant={color === 'default' ? 'filled' : 'outlined'} />;
}
