import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import { STATUS_LOOK, STATUS_SHORT, statusLabel } from '@/features/orders/lib/order-look';
import type { OrderSide } from '@contract/order-status';
import type { OrderStatus } from '@contract/orders';

/** An order's status as a chip, worded for the side that reads it (`null`: an admin); `short` in tables. */
export function OrderStatusChip({
  status,
  side,
  short = false,
  size = 'small',
}: {
  status: OrderStatus;
  side: OrderSide | null;
  short?: boolean;
  size?: 'small' | 'medium';
}) {
  const { i18n } = useLingui();
  const { color } = STATUS_LOOK[status];
  return <Chip size={size} label={i18n._(short ? STATUS_SHORT[status] : statusLabel(status, side))} color={color} variant={color === 'default' ? 'filled' : 'outlined'} />;
}
