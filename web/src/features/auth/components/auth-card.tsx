import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/document-title';

/** The frame of the login and register screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 3, md: 6 } }}>
      <DocumentTitle title={title} />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, p: { xs: 2.5, sm: 4 }, borderRadius: 4, boxShadow: '0 20px 45px rgba(17, 24, 39, 0.06)' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
        <Divider sx={{ my: 3 }} />
        <Typography align="center" color="text.secondary">
          {footer}
        </Typography>
      </Paper>
    </Box>
  );
}

/** "or" between the form and the provider buttons. */
export function OrDivider() {
  const { t } = useLingui();
  return (
    <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>
      {t`or`}
    </Divider>
  );
}
