import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';

/** The ReCell mark and wordmark, linking home. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Box component={RouterLink} to={paths.home.getHref()} aria-label="ReCell home" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: light ? '#fff' : 'text.primary' }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 32, height: 32, flexShrink: 0 }}>
        <rect x="2" y="2" width="28" height="28" rx="8" fill="#4f46e5" />
        <rect x="11" y="7" width="10" height="18" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M9 14a7 7 0 0 1 3-5.2M23 18a7 7 0 0 1-3 5.2" fill="none" stroke="#f59e0b" strokeWidth="2" strokeLinecap="round" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.35rem', letterSpacing: '-0.02em' }}>
        Re<Box component="span" sx={{ color: light ? '#c7d2fe' : 'primary.main' }}>Cell</Box>
      </Typography>
    </Box>
  );
}
