import type { ComponentType } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/lib/theme';

/**
 * DESIGN (issue 14): every page's first paint (header, home page, cards, placeholders, error
 * screens) is plain markup and CSS, so MUI's theme and styling engine (~28 KB gzipped, and
 * their work on the main thread) are not part of the first load. Whatever renders MUI
 * components is loaded lazily (a route's screen, an overlay, the card's buttons) and renders
 * inside this provider, which comes in the same chunk.
 */
export function withMuiTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <ThemeProvider theme={theme}>
        <Component {...props} />
      </ThemeProvider>
    );
  }
  Themed.displayName = `WithMuiTheme(${Component.displayName ?? Component.name})`;
  return Themed;
}
