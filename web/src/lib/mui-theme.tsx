import type { ComponentType } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/lib/theme';

/**
 * Every page's first paint (header, footer, home page, cards, placeholders,
 * error screens) and every public page (the lists with their filters, the product page) is plain
 * markup and CSS, so MUI's theme and styling engine (~28 KB gzipped, and their work on the main
 * thread) are neither in the first load nor on a visitor's public pages. Whatever renders MUI
 * components is loaded lazily (a signed-in screen, an overlay when it opens) and renders inside
 * this provider, which comes in the same round of requests.
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
