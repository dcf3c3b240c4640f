import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/hooks';
import { MeetupFact } from '@/features/orders/components/meetup-fact';
import { SpotPlace } from '@/features/orders/components/spot-place';
import { STATUS_LOOK } from '@/features/orders/lib/order-look';
import { formatMeetTime } from '@/features/orders/lib/meetup-time';
import type { OrderStatus, PublicSafetyCard } from '@contract/orders';

/** The meetup's live status in a friend's words (its colour is the order's: STATUS_LOOK). */
const FRIEND_WORDS: Record<OrderStatus, MessageDescriptor> = {
  booked: msg`Waiting for the seller`,
  accepted: msg`Meetup on`,
  completed: msg`Handover done`,
  cancelled: msg`Cancelled`,
  declined: msg`Cancelled`,
  expired: msg`Over`,
};

/**
 * The safety card a buyer or seller sent a friend: where and when they meet, which phone, who the
 * other person is (first name, photo, verified), and how it stands now. `badge` is the verified
 * badge the page composes in.
 */
export function SafetyCardView({ card, badge }: { card: PublicSafetyCard; badge: ReactNode }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { color } = STATUS_LOOK[card.status];
  const meeting = card.meet_at ? formatMeetTime(card.meet_at, format) : null;
  const until = formatMeetTime(card.expiresAt, format);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <ShieldIcon color="primary" />
          <Typography variant="overline" sx={{ letterSpacing: '0.1em', fontWeight: 700 }}>
            <Trans>ReCell safety card</Trans>
          </Typography>
        </Box>
        <Chip label={i18n._(FRIEND_WORDS[card.status])} color={color} variant={color === 'default' ? 'filled' : 'outlined'} />
      </Box>
      <Typography variant="h4" component="h1" sx={{ mt: 1.5, fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
        {meeting ? t`A phone handover on ${meeting}` : t`A phone handover`}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        <Trans>Someone you know shared this so you know where they are. It updates as the meetup goes on.</Trans>
      </Typography>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3, p: 2, borderRadius: 2, bgcolor: 'grey.50' }}>
        <Avatar src={card.person.image || undefined} alt="" sx={{ width: 64, height: 64, fontSize: '1.6rem' }}>
          {card.person.first_name.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textTransform: 'uppercase', letterSpacing: '0.06em', fontWeight: 600 }}>
            {card.shared_by === 'buyer' ? t`Meeting the seller` : t`Meeting the buyer`}
          </Typography>
          <Typography variant="h6" component="p">
            {card.person.first_name}
          </Typography>
          {badge}
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
        <MeetupFact icon={<PlaceIcon />} label={t`Place`} accent>
          {card.meet_spot ? <SpotPlace spot={card.meet_spot} /> : <Typography fontWeight={600}>{card.meet_location || t`Not said`}</Typography>}
        </MeetupFact>
        <MeetupFact icon={<EventIcon />} label={t`Time`} accent>
          <Typography fontWeight={600}>{meeting ?? t`Not fixed yet`}</Typography>
        </MeetupFact>
        <MeetupFact icon={<PhoneIphoneIcon />} label={t`Phone`} accent>
          <Typography fontWeight={600}>{card.item_name}</Typography>
        </MeetupFact>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        <Trans>This card works until {until}. It never shows phone numbers or emails.</Trans>
      </Typography>
    </Paper>
  );
}
