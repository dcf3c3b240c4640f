import { lazy, type ComponentType } from 'react';

/**
 * Loads a component drawn with MUI together with ReCell's theme (lib/mui-theme.tsx), and renders
 * it within the theme: MUI comes with the first screen or overlay that uses it, not with the
 * first paint. The screens rendered in the browser get the theme from layouts/browser-only.tsx.
 */
export async function loadWithMui<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, { withMuiTheme }] = await Promise.all([load(), import('@/lib/mui-theme')]);
  return withMuiTheme(Component);
}

/** React.lazy for a component drawn with MUI (an overlay, the card's buttons): see loadWithMui. */
export function lazyWithMui<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadWithMui(load) }));
}
