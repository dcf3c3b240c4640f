import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';

const FEATURES = [
  { title: 'Safe delivery', text: 'Meet in a public place or get it delivered', icon: <LocalShippingIcon /> },
  { title: 'Support 24/7', text: 'We answer every question, day and night', icon: <SupportAgentIcon /> },
  { title: '100% safe', text: 'Verified sellers and checked phones', icon: <VerifiedUserIcon /> },
  { title: 'Big savings', text: 'Pay far less than for a new phone', icon: <SavingsIcon /> },
];

/** Safe delivery, Support 24/7, 100% safe, Big savings (spec §1). */
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
