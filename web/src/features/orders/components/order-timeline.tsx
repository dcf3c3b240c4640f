import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Format } from '@/lib/format';
import { useFormat } from '@/lib/i18n/hooks';
import { formatMeetTime } from '@/features/orders/lib/meetup-time';
import type { OrderStatus, OrderView } from '@contract/orders';

type StepState = 'done' | 'current' | 'todo' | 'stopped';

interface Step {
  /** Also the step's key: one step per title. */
  title: string;
  detail?: string;
  state: StepState;
}

const ENDINGS: Partial<Record<OrderStatus, MessageDescriptor>> = { declined: msg`Declined`, cancelled: msg`Cancelled`, expired: msg`Expired` };

/** Where the order stopped, if it did: after the request (never accepted) or after the acceptance. */
function stepsOf(order: OrderView, status: OrderStatus, i18n: I18n, format: Format): Step[] {
  const accepted = Boolean(order.accepted_at) || status === 'accepted' || status === 'completed';
  const endingWord = ENDINGS[status];
  const ending = endingWord ? i18n._(endingWord) : undefined;
  const closedAt = order.closed_at ? formatMeetTime(order.closed_at, format) : undefined;
  const meeting = order.meet_at ? formatMeetTime(order.meet_at, format) : undefined;
  const booked: Step = { title: i18n._(msg`Booked`), detail: formatMeetTime(order.createdAt, format), state: 'done' };
  if (ending && !accepted) return [booked, { title: ending, detail: closedAt, state: 'stopped' }];
  const acceptedStep: Step = {
    title: i18n._(msg`Accepted`),
    detail: meeting ? i18n._(msg`Meeting ${meeting}`) : undefined,
    state: accepted ? 'done' : 'current',
  };
  if (ending) return [booked, acceptedStep, { title: ending, detail: closedAt, state: 'stopped' }];
  const handover: Step = {
    title: i18n._(msg`Handover`),
    detail: i18n._(status === 'completed' ? (closedAt ? msg`Done ${closedAt}` : msg`Done`) : msg`Code entered at the meeting`),
    state: status === 'completed' ? 'done' : accepted ? 'current' : 'todo',
  };
  return [booked, acceptedStep, handover];
}

const ICONS: Record<StepState, React.ReactNode> = {
  done: <CheckCircleIcon color="success" />,
  current: <TimelapseIcon color="warning" />,
  todo: <RadioButtonUncheckedIcon color="disabled" />,
  stopped: <CancelIcon color="error" />,
};

const STATE_WORDS: Record<StepState, MessageDescriptor> = { done: msg`done`, current: msg`in progress`, todo: msg`to come`, stopped: msg`ended here` };

/** The order's life so far: booked, accepted, handover (or where it ended). */
export function OrderTimeline({ order, status }: { order: OrderView; status: OrderStatus }) {
  const { t, i18n } = useLingui();
  const steps = stepsOf(order, status, i18n, useFormat());
  return (
    <Box
      component="ol"
      aria-label={t`Order timeline`}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))`, gap: 1 }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          aria-label={`${step.title}: ${i18n._(STATE_WORDS[step.state])}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          sx={{ position: 'relative', textAlign: 'center', px: 0.5 }}
        >
          {index > 0 ? (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                top: 12,
                right: 'calc(50% + 16px)',
                width: 'calc(100% - 24px)',
                borderTop: 2,
                borderColor: step.state === 'todo' ? 'divider' : step.state === 'stopped' ? 'error.light' : 'success.light',
              }}
            />
          ) : null}
          <Box sx={{ display: 'flex', justifyContent: 'center', '& svg': { fontSize: 26 } }}>{ICONS[step.state]}</Box>
          <Typography variant="subtitle2" sx={{ mt: 0.5, fontWeight: 700 }}>
            {step.title}
          </Typography>
          {step.detail ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.35 }}>
              {step.detail}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
