import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SiteHeader } from '@/app/layouts/site-header';

/**
 * The footer (links only, below every screen's fold) loads right after the first render instead
 * of with it; its space is not held, as it sits under the screen.
 */
const SiteFooter = lazy(async () => ({ default: (await import('@/app/layouts/site-footer')).SiteFooter }));

/** Header, the screen, footer. `children` replaces the outlet for error screens. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Container component="main" id="main" maxWidth="lg" sx={{ flexGrow: 1, pt: { xs: 2.5, md: 4 } }}>
        {children ?? <Outlet />}
      </Container>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
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
