import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SiteFooter } from '@/app/layouts/site-footer';
import { SiteHeader } from '@/app/layouts/site-header';

/** Header, the screen, footer. `children` replaces the outlet for error screens. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Container component="main" id="main" maxWidth="lg" sx={{ flexGrow: 1, pt: { xs: 2.5, md: 4 } }}>
        {children ?? <Outlet />}
      </Container>
      <SiteFooter />
    </Box>
  );
}

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
