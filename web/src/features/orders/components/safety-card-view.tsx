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
import { formatMeetTime } from '@/features/orders/lib/meetup-time';
import type { OrderStatus, PublicSafetyCard } from '@contract/orders';

/** The meetup's live status as a friend reads it. */
const LIVE: Record<OrderStatus, { label: string; color: 'info' | 'success' | 'default' | 'warning' }> = {
  booked: { label: 'Waiting for the seller', color: 'warning' },
  accepted: { label: 'Meetup on', color: 'info' },
  completed: { label: 'Handover done', color: 'success' },
  cancelled: { label: 'Cancelled', color: 'default' },
  declined: { label: 'Cancelled', color: 'default' },
  expired: { label: 'Over', color: 'default' },
};

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textTransform: 'uppercase', letterSpacing: '0.06em', fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The safety card a buyer or seller sent a friend: where and when they meet, which phone, who the
 * other person is (first name, photo, verified), and how it stands now. `badge` is the verified
 * badge the page composes in.
 */
export function SafetyCardView({ card, badge }: { card: PublicSafetyCard; badge: ReactNode }) {
  const live = LIVE[card.status];
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
        <Chip label={live.label} color={live.color} variant={live.color === 'default' ? 'filled' : 'outlined'} />
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
        <Row icon={<PlaceIcon />} label="Place">
          {card.meet_location || 'Not said'}
        </Row>
        <Row icon={<EventIcon />} label="Time">
          {card.meet_at ? formatMeetTime(card.meet_at) : 'Not fixed yet'}
        </Row>
        <Row icon={<PhoneIphoneIcon />} label="Phone">
          {card.item_name}
        </Row>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        This card works until {formatMeetTime(card.expiresAt)}. It never shows phone numbers or emails.
      </Typography>
    </Paper>
  );
}
