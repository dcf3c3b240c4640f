import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '@/components/document-title';
import { paths } from '@/config/paths';

/** Any unknown path (spec §2). */
export function NotFoundRoute({ title = 'This page does not exist', text = 'The page you are looking for could not be found.' }: { title?: string; text?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, maxWidth: 560, mx: 'auto' }}>
      <DocumentTitle title="Page not found" />
      <Typography aria-hidden="true" sx={{ fontSize: { xs: '5rem', md: '7rem' }, fontWeight: 800, lineHeight: 1, color: '#6366f1', letterSpacing: '-0.04em' }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large" sx={{ mt: 4 }}>
        Go To Home
      </Button>
    </Box>
  );
}
