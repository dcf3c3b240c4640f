import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { paths } from '@/config/paths';

const POINTS = ['Sellers verified by our admins', 'Condition, age and specs on every listing', 'You meet the seller and see the phone before you pay'];

/** About us (spec §1–2): why ReCell can be trusted, in claims that are true of it, with "Buy a phone". */
export function AboutSection() {
  return (
    <Box component="section" id="about" aria-labelledby="about-title" sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, gap: { xs: 3, md: 6 }, alignItems: 'center', scrollMarginTop: 88 }}>
      <Box>
        <Typography variant="overline" color="primary" sx={{ letterSpacing: '0.12em', fontWeight: 700 }}>
          About us
        </Typography>
        <Typography id="about-title" variant="h4" component="h2" sx={{ mt: 0.5, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          A marketplace you can trust with your next phone
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          ReCell connects people who want a good phone for less with people who have one to sell. Every seller is verified
          by our team before they can list, and you see the phone in person before you pay, so you know what you are getting.
        </Typography>
        <Button component={RouterLink} to={paths.products.getHref()} variant="contained" size="large" sx={{ mt: 3 }}>
          Buy a phone
        </Button>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {POINTS.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
            <CheckCircleIcon color="success" />
            <Typography fontWeight={600}>{point}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
