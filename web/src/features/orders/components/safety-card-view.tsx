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
import { MeetupFact } from '@/features/orders/components/meetup-fact';
import { SpotPlace } from '@/features/orders/components/spot-place';
import { STATUS_LOOK } from '@/features/orders/lib/order-look';
import { formatMeetTime } from '@/features/orders/lib/meetup-time';
import type { OrderStatus, PublicSafetyCard } from '@contract/orders';

/** The meetup's live status in a friend's words (its colour is the order's: STATUS_LOOK). */
const FRIEND_WORDS: Record<OrderStatus, string> = {
  booked: 'Waiting for the seller',
  accepted: 'Meetup on',
  completed: 'Handover done',
  cancelled: 'Cancelled',
  declined: 'Cancelled',
  expired: 'Over',
};

/**
 * The safety card a buyer or seller sent a friend: where and when they meet, which phone, who the
 * other person is (first name, photo, verified), and how it stands now. `badge` is the verified
 * badge the page composes in.
 */
export function SafetyCardView({ card, badge }: { card: PublicSafetyCard; badge: ReactNode }) {
  const { color } = STATUS_LOOK[card.status];
  const role = card.shared_by === 'buyer' ? 'Seller' : 'Buyer';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <ShieldIcon color="primary" />
          <Typography variant="overline" sx={{ letterSpacing: '0.1em', fontWeight: 700 }}>
            ReCell safety card
          </Typography>
        </Box>
        <Chip label={FRIEND_WORDS[card.status]} color={color} variant={color === 'default' ? 'filled' : 'outlined'} />
      </Box>
      <Typography variant="h4" component="h1" sx={{ mt: 1.5, fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
        A phone handover{card.meet_at ? ` on ${formatMeetTime(card.meet_at)}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Someone you know shared this so you know where they are. It updates as the meetup goes on.
      </Typography>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3, p: 2, borderRadius: 2, bgcolor: 'grey.50' }}>
        <Avatar src={card.person.image || undefined} alt="" sx={{ width: 64, height: 64, fontSize: '1.6rem' }}>
          {card.person.first_name.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textTransform: 'uppercase', letterSpacing: '0.06em', fontWeight: 600 }}>
            Meeting the {role.toLowerCase()}
          </Typography>
          <Typography variant="h6" component="p">
            {card.person.first_name}
          </Typography>
          {badge}
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
        <MeetupFact icon={<PlaceIcon />} label="Place" accent>
          {card.meet_spot ? <SpotPlace spot={card.meet_spot} /> : <Typography fontWeight={600}>{card.meet_location || 'Not said'}</Typography>}
        </MeetupFact>
        <MeetupFact icon={<EventIcon />} label="Time" accent>
          <Typography fontWeight={600}>{card.meet_at ? formatMeetTime(card.meet_at) : 'Not fixed yet'}</Typography>
        </MeetupFact>
        <MeetupFact icon={<PhoneIphoneIcon />} label="Phone" accent>
          <Typography fontWeight={600}>{card.item_name}</Typography>
        </MeetupFact>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        This card works until {formatMeetTime(card.expiresAt)}. It never shows phone numbers or emails.
      </Typography>
    </Paper>
  );
}
