import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { ORDER_REASON_MAX_LENGTH } from '@contract/constants';
import { ReasonDialog } from '@/components/reason-dialog';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { useDeclineOrder } from '@/features/orders/api/decline-order';
import { AcceptForm } from '@/features/orders/components/accept-form';
import { HandoverCode, HandoverEntry } from '@/features/orders/components/handover';
import { ChecklistSummary, InspectionChecklist } from '@/features/orders/components/inspection-checklist';
import { MeetupFact } from '@/features/orders/components/meetup-fact';
import { OrderStatusChip } from '@/features/orders/components/order-status-chip';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { SafetyCardPanel } from '@/features/orders/components/safety-card-panel';
import { SpotPlace } from '@/features/orders/components/spot-place';
import { DisputePanel } from '@/features/orders/components/dispute-panel';
import { formatMeetTime } from '@/features/orders/lib/meetup-time';
import { actionsFor, statusAt } from '@/features/orders/lib/order-actions';
import { deadlineInWords, nextStep } from '@/features/orders/lib/order-look';
import type { OrderView } from '@contract/orders';
import { isOpenOrderStatus, type OrderSide } from '@contract/order-status';

function Card({ children, label, tone }: { children: ReactNode; label?: string; tone?: 'highlight' }) {
  return (
    <Paper
      component={label ? 'section' : 'div'}
      aria-label={label}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, ...(tone === 'highlight' ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      {children}
    </Paper>
  );
}

/** Who called an order off, as the sentence "Cancelled by …" ends. */
const CANCELLED_BY: Record<NonNullable<OrderView['cancelled_by']> | 'you' | 'someone', MessageDescriptor> = {
  buyer: msg`Cancelled by the buyer`,
  seller: msg`Cancelled by the seller`,
  admin: msg`Cancelled by an admin`,
  system: msg`Cancelled by ReCell`,
  you: msg`Cancelled by you`,
  someone: msg`Cancelled by someone`,
};

/** Why a closed order ended, for this side: the reason the other side gave, the lapsed deadline, the handover. */
function Ending({ order, status, side }: { order: OrderView; status: OrderView['status']; side: OrderSide | null }) {
  const { t, i18n } = useLingui();
  const declineReason = order.decline_reason;
  const cancelReason = order.cancel_reason;
  switch (status) {
    case 'completed':
      return (
        <Alert severity="success">
          <AlertTitle>
            <Trans>Completed</Trans>
          </AlertTitle>
          {side === 'seller' ? t`The buyer’s code was entered: the phone is sold.` : t`The handover is done: the phone is yours.`}
        </Alert>
      );
    case 'declined':
      return (
        <Alert severity="info">
          <AlertTitle>{side === 'seller' ? t`You declined this booking` : t`The seller declined`}</AlertTitle>
          {declineReason ? t`Reason: “${declineReason}” The phone is available again.` : t`No reason was given. The phone is available again.`}
        </Alert>
      );
    case 'cancelled': {
      const by = order.cancelled_by && order.cancelled_by === side ? 'you' : (order.cancelled_by ?? 'someone');
      return (
        <Alert severity="warning">
          <AlertTitle>{i18n._(CANCELLED_BY[by])}</AlertTitle>
          {cancelReason ? t`Reason: “${cancelReason}”` : t`No reason was given.`}
        </Alert>
      );
    }
    case 'expired':
      return (
        <Alert severity="info">
          <AlertTitle>
            <Trans>Expired</Trans>
          </AlertTitle>
          {order.accepted_at || order.meet_at
            ? t`The hold ran out without a handover: the phone is available again.`
            : side === 'seller'
              ? t`You did not answer in time: the phone is available again.`
              : t`The seller did not answer in time: the phone is available again.`}
        </Alert>
      );
    default:
      return null;
  }
}

/** The order page's body for one side (null: an admin reading it): where it stands and what this side may do now. */
export function OrderDetails({ order, side, now }: { order: OrderView; side: OrderSide | null; now: Date }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const status = statusAt(order, now);
  const actions = side ? actionsFor(order, side, now) : [];
  const deadline = side ? deadlineInWords({ ...order, status }, side, now, i18n, format) : null;
  const { buyer_name: buyerName, seller_name: sellerName, item_name: itemName } = order;
  const declineOrder = useDeclineOrder();
  const cancelOrder = useCancelOrder();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const otherName = side === 'seller' ? order.buyer_name : order.seller_name;
  const otherPhone = side === 'seller' ? order.mobile_number : order.seller_mobile_number;
  const otherEmail = side === 'buyer' ? order.seller_email : undefined;

  const onDecline = async (reason: string) => {
    try {
      await declineOrder.mutateAsync({ id: order._id, reason });
    } catch {
      return;
    }
    setAsking(null);
    notifySuccess('bookingDeclined');
  };
  const onCancel = async (reason: string) => {
    try {
      await cancelOrder.mutateAsync({ id: order._id, reason });
    } catch {
      return;
    }
    setAsking(null);
    notifySuccess('bookingCancelled');
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card label={t`Order status`}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Box
            component="img"
            src={order.item_img}
            alt=""
            sx={{ width: { xs: 56, sm: 72 }, height: { xs: 56, sm: 72 }, objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.100', flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <OrderStatusChip status={status} side={side} />
              <Typography fontWeight={800} color="primary.dark">
                {format.formatPrice(order.price)}
              </Typography>
              {order.offer_id && order.listed_price !== null && order.listed_price !== order.price ? (
                <Typography variant="body2" color="text.secondary">
                  <Trans>
                    agreed offer · listed at <s>{format.formatPrice(order.listed_price)}</s>
                  </Trans>
                </Typography>
              ) : null}
            </Box>
            {side ? (
              <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
                {isOpenOrderStatus(status) ? t`Next: ${nextStep({ ...order, status }, side, i18n, format)}` : nextStep({ ...order, status }, side, i18n, format)}
              </Typography>
            ) : null}
            {deadline ? (
              <Typography variant="body2" color="warning.dark" sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mt: 0.25 }}>
                <ScheduleIcon fontSize="inherit" aria-hidden />
                {deadline}
              </Typography>
            ) : null}
          </Box>
        </Box>
        <Box sx={{ mt: 3 }}>
          <OrderTimeline order={order} status={status} />
        </Box>
      </Card>

      <Ending order={order} status={status} side={side} />
      <DisputePanel order={{ _id: order._id, status }} side={side} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <Card label={t`Meetup`}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <MeetupFact icon={<PlaceIcon />} label={t`Place`}>
              {order.meet_spot ? <SpotPlace spot={order.meet_spot} /> : order.meet_location || t`Not said yet`}
            </MeetupFact>
            <MeetupFact icon={<EventIcon />} label={order.meet_at ? t`Time` : t`Times the buyer offered`}>
              {order.meet_at ? (
                <Typography fontWeight={600}>{formatMeetTime(order.meet_at, format)}</Typography>
              ) : order.slots.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {order.slots.map((slot, index) => {
                    const spot = order.slot_spots[index];
                    return (
                      <li key={slot}>
                        {formatMeetTime(slot, format)}
                        {spot ? <SpotPlace spot={spot} compact /> : null}
                      </li>
                    );
                  })}
                </Box>
              ) : (
                t`None offered`
              )}
            </MeetupFact>
            <MeetupFact icon={<PersonIcon />} label={side === 'seller' ? t`Buyer` : side === 'buyer' ? t`Seller` : t`Buyer and seller`}>
              {side ? (
                <>
                  <Typography fontWeight={600}>{otherName}</Typography>
                  {otherPhone ? (
                    <Typography variant="body2">
                      <a href={`tel:${otherPhone}`}>{otherPhone}</a>
                    </Typography>
                  ) : null}
                  {otherEmail ? (
                    <Typography variant="body2">
                      <a href={`mailto:${otherEmail}`}>{otherEmail}</a>
                    </Typography>
                  ) : null}
                  {side === 'buyer' && !otherPhone && status === 'booked' ? (
                    <Typography variant="body2" color="text.secondary">
                      <Trans>Their contact shows once they accept.</Trans>
                    </Typography>
                  ) : null}
                </>
              ) : (
                t`${buyerName} and ${sellerName}`
              )}
            </MeetupFact>
            {order.message ? (
              <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                “{order.message}”
              </Typography>
            ) : null}
          </Box>
        </Card>

        <Box sx={{ display: 'grid', gap: 2 }}>
          {actions.includes('accept') ? (
            <Card label={t`Answer the booking`} tone="highlight">
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                <Trans>Answer {buyerName}</Trans>
              </Typography>
              <AcceptForm order={order} now={now} />
              {actions.includes('decline') ? (
                <Button color="error" fullWidth onClick={() => setAsking('decline')} sx={{ mt: 1 }}>
                  <Trans>Decline</Trans>
                </Button>
              ) : null}
            </Card>
          ) : null}
          {actions.includes('handover') ? (
            <Card tone="highlight">
              <HandoverEntry orderId={order._id} lockedUntil={order.handover_locked_until} />
            </Card>
          ) : null}
          {actions.includes('checklist') ? (
            <Card>
              <InspectionChecklist order={order} />
            </Card>
          ) : order.checklist ? (
            <Card>
              <ChecklistSummary order={order} side={side} />
            </Card>
          ) : null}
          {side === 'buyer' && actions.includes('checklist') && order.handover_code ? (
            <Card tone="highlight">
              <HandoverCode code={order.handover_code} />
            </Card>
          ) : null}
          {actions.includes('safety_card') ? (
            <Card>
              <SafetyCardPanel orderId={order._id} itemName={order.item_name} />
            </Card>
          ) : null}
          {/* A seller answering a request declines it rather than cancelling it. */}
          {actions.includes('cancel') && !actions.includes('decline') ? (
            <Button variant="outlined" color="error" onClick={() => setAsking('cancel')}>
              {status === 'accepted' ? t`Cancel this meetup` : t`Cancel this booking`}
            </Button>
          ) : null}
        </Box>
      </Box>

      <ReasonDialog
        open={asking === 'decline'}
        title={t`Decline this booking?`}
        message={t`${buyerName}'s booking ends and ${itemName} is available to others again.`}
        confirmLabel={t`Decline booking`}
        pending={declineOrder.isPending}
        onClose={() => setAsking(null)}
        cancelLabel={t`Keep it`}
        destructive
        textLabel={t`Reason (optional)`}
        textHelp={t`The other side sees it.`}
        maxLength={ORDER_REASON_MAX_LENGTH}
        onConfirm={({ text }) => void onDecline(text)}
      />
      <ReasonDialog
        open={asking === 'cancel'}
        title={status === 'accepted' ? t`Cancel this meetup?` : t`Cancel this booking?`}
        message={status === 'accepted' ? t`The meetup is called off and ${itemName} becomes available again.` : t`The booking is called off and ${itemName} becomes available again.`}
        confirmLabel={t`Cancel booking`}
        pending={cancelOrder.isPending}
        onClose={() => setAsking(null)}
        cancelLabel={t`Keep it`}
        destructive
        textLabel={t`Reason (optional)`}
        textHelp={t`The other side sees it.`}
        maxLength={ORDER_REASON_MAX_LENGTH}
        onConfirm={({ text }) => void onCancel(text)}
      />
    </Box>
  );
}
