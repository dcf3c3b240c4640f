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
import { formatPrice } from '@/lib/format';
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

const WHO: Record<NonNullable<OrderView['cancelled_by']>, string> = { buyer: 'the buyer', seller: 'the seller', admin: 'an admin', system: 'ReCell' };

/** Why a closed order ended, for this side: the reason the other side gave, the lapsed deadline, the handover. */
function Ending({ order, status, side }: { order: OrderView; status: OrderView['status']; side: OrderSide | null }) {
  switch (status) {
    case 'completed':
      return (
        <Alert severity="success">
          <AlertTitle>Completed</AlertTitle>
          {side === 'seller' ? 'The buyer’s code was entered: the phone is sold.' : 'The handover is done: the phone is yours.'}
        </Alert>
      );
    case 'declined':
      return (
        <Alert severity="info">
          <AlertTitle>{side === 'seller' ? 'You declined this booking' : 'The seller declined'}</AlertTitle>
          {order.decline_reason ? `Reason: “${order.decline_reason}”` : 'No reason was given.'} The phone is available again.
        </Alert>
      );
    case 'cancelled': {
      const by = order.cancelled_by && order.cancelled_by === side ? 'you' : order.cancelled_by ? WHO[order.cancelled_by] : 'someone';
      return (
        <Alert severity="warning">
          <AlertTitle>Cancelled by {by}</AlertTitle>
          {order.cancel_reason ? `Reason: “${order.cancel_reason}”` : 'No reason was given.'}
        </Alert>
      );
    }
    case 'expired':
      return (
        <Alert severity="info">
          <AlertTitle>Expired</AlertTitle>
          {order.accepted_at || order.meet_at
            ? 'The hold ran out without a handover: the phone is available again.'
            : side === 'seller'
              ? 'You did not answer in time: the phone is available again.'
              : 'The seller did not answer in time: the phone is available again.'}
        </Alert>
      );
    default:
      return null;
  }
}

/** The order page's body for one side (null: an admin reading it): where it stands and what this side may do now. */
export function OrderDetails({ order, side, now }: { order: OrderView; side: OrderSide | null; now: Date }) {
  const status = statusAt(order, now);
  const actions = side ? actionsFor(order, side, now) : [];
  const deadline = side ? deadlineInWords({ ...order, status }, side, now) : null;
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
      <Card label="Order status">
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
                {formatPrice(order.price)}
              </Typography>
              {order.offer_id && order.listed_price !== null && order.listed_price !== order.price ? (
                <Typography variant="body2" color="text.secondary">
                  agreed offer · listed at <s>{formatPrice(order.listed_price)}</s>
                </Typography>
              ) : null}
            </Box>
            {side ? (
              <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
                {isOpenOrderStatus(status) ? 'Next: ' : ''}
                {nextStep({ ...order, status }, side)}
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
        <Card label="Meetup">
          <Box sx={{ display: 'grid', gap: 2 }}>
            <MeetupFact icon={<PlaceIcon />} label="Place">
              {order.meet_spot ? <SpotPlace spot={order.meet_spot} /> : order.meet_location || 'Not said yet'}
            </MeetupFact>
            <MeetupFact icon={<EventIcon />} label={order.meet_at ? 'Time' : 'Times the buyer offered'}>
              {order.meet_at ? (
                <Typography fontWeight={600}>{formatMeetTime(order.meet_at)}</Typography>
              ) : order.slots.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {order.slots.map((slot, index) => {
                    const spot = order.slot_spots[index];
                    return (
                      <li key={slot}>
                        {formatMeetTime(slot)}
                        {spot ? <SpotPlace spot={spot} compact /> : null}
                      </li>
                    );
                  })}
                </Box>
              ) : (
                'None offered'
              )}
            </MeetupFact>
            <MeetupFact icon={<PersonIcon />} label={side === 'seller' ? 'Buyer' : side === 'buyer' ? 'Seller' : 'Buyer and seller'}>
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
                      Their contact shows once they accept.
                    </Typography>
                  ) : null}
                </>
              ) : (
                `${order.buyer_name} and ${order.seller_name}`
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
            <Card label="Answer the booking" tone="highlight">
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Answer {order.buyer_name}
              </Typography>
              <AcceptForm order={order} now={now} />
              {actions.includes('decline') ? (
                <Button color="error" fullWidth onClick={() => setAsking('decline')} sx={{ mt: 1 }}>
                  Decline
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
              Cancel this {status === 'accepted' ? 'meetup' : 'booking'}
            </Button>
          ) : null}
        </Box>
      </Box>

      <ReasonDialog
        open={asking === 'decline'}
        title="Decline this booking?"
        message={`${order.buyer_name}'s booking ends and ${order.item_name} is available to others again.`}
        confirmLabel="Decline booking"
        pending={declineOrder.isPending}
        onClose={() => setAsking(null)}
        cancelLabel="Keep it"
        destructive
        textLabel="Reason (optional)"
        textHelp="The other side sees it."
        maxLength={ORDER_REASON_MAX_LENGTH}
        onConfirm={({ text }) => void onDecline(text)}
      />
      <ReasonDialog
        open={asking === 'cancel'}
        title={status === 'accepted' ? 'Cancel this meetup?' : 'Cancel this booking?'}
        message={`The ${status === 'accepted' ? 'meetup' : 'booking'} is called off and ${order.item_name} becomes available again.`}
        confirmLabel="Cancel booking"
        pending={cancelOrder.isPending}
        onClose={() => setAsking(null)}
        cancelLabel="Keep it"
        destructive
        textLabel="Reason (optional)"
        textHelp="The other side sees it."
        maxLength={ORDER_REASON_MAX_LENGTH}
        onConfirm={({ text }) => void onCancel(text)}
      />
    </Box>
  );
}
