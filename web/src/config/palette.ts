import type { Language } from '@contract/languages';

/**
 * ReCell's colours and font: the one source for MUI's theme (lib/theme.ts, loaded with the first
 * MUI screen or overlay) and for the CSS variables the plain-CSS parts use (every page's first
 * paint: the header, home page, cards and placeholders; app/root.tsx writes them into every page's <head>).
 */
export const PALETTE = {
  primary: '#4f46e5',
  primaryDark: '#3730a3',
  primaryLight: '#818cf8',
  secondary: '#f59e0b',
  /** MUI's derivation of `secondary` (darken 0.3), written out for the plain-CSS buttons. */
  secondaryDark: '#ab6e07',
  onSecondary: '#1f2937',
  // Darker than MUI's defaults so small chip and button text keeps a 4.5:1 contrast.
  success: '#166534',
  /** MUI's derivation of `success` (darken 0.3). */
  successDark: '#0f4624',
  warning: '#b45309',
  warningDark: '#92400e',
  error: '#c62828',
  /** MUI's derivation of `error` (lighten 0.2). */
  errorLight: '#d15353',
  info: '#0369a1',
  background: '#f6f7fb',
  paper: '#ffffff',
  text: '#111827',
  textSecondary: '#4b5563',
  divider: '#e5e7eb',
  /** MUI's own defaults (grey 400 and 700, action.selected), which its chips and icons use. */
  grey400: '#bdbdbd',
  grey700: '#616161',
  actionSelected: 'rgba(0, 0, 0, 0.08)',
} as const;

/** System fonts: nothing to download before the first paint. */
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** A page's fonts in its language: Bangla first asks for Noto Sans Bengali (the web font Bangla pages load). */
export const fontFamilyIn = (language: Language): string => (language === 'bn' ? `"Noto Sans Bengali", ${FONT_FAMILY}` : FONT_FAMILY);

/** `--rc-primary`, `--rc-primary-dark`, …: the palette's names in kebab case. */
export const paletteVariables = (): [string, string][] => [
  ...Object.entries(PALETTE).map(([name, value]): [string, string] => [`--rc-${name.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`)}`, value]),
  ['--rc-font', FONT_FAMILY],
];
