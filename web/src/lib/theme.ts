import { createTheme } from '@mui/material/styles';
import { FONT_FAMILY, PALETTE } from '@/config/palette';

/**
 * One primary colour, rounded surfaces, system fonts (config/palette.ts). Loaded with the first MUI
 * screen or overlay (lib/mui-theme.tsx), not with the first paint.
 */
export const theme = createTheme({
  palette: {
    primary: { main: PALETTE.primary, dark: PALETTE.primaryDark, light: PALETTE.primaryLight, contrastText: '#ffffff' },
    secondary: { main: PALETTE.secondary, dark: PALETTE.secondaryDark, contrastText: PALETTE.onSecondary },
    success: { main: PALETTE.success, dark: PALETTE.successDark },
    warning: { main: PALETTE.warning, dark: PALETTE.warningDark, contrastText: '#ffffff' },
    error: { main: PALETTE.error, light: PALETTE.errorLight },
    info: { main: PALETTE.info },
    background: { default: PALETTE.background, paper: PALETTE.paper },
    text: { primary: PALETTE.text, secondary: PALETTE.textSecondary },
    divider: PALETTE.divider,
  },
  shape: { borderRadius: 12 },
  typography: {
    // The page's font (app/root.tsx sets --rc-font): on Bangla pages, Noto Sans Bengali first, or
    // MUI's text shows Bangla in whatever the system has, which may have no Bengali at all.
    fontFamily: `var(--rc-font, ${FONT_FAMILY})`,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      // Small buttons live in table cells and card rows: never break "Make Admin" over two lines.
      styleOverrides: { root: { borderRadius: 10 }, sizeSmall: { whiteSpace: 'nowrap' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    MuiPaper: {
      styleOverrides: { outlined: { borderColor: PALETTE.divider } },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
    // A disabled field's helper text still says what the form asks (a visitor reads the booking
    // form before logging in): the secondary text colour, readable, not the disabled grey (2.7:1).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: PALETTE.textSecondary } } },
    },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 700, color: '#374151', backgroundColor: '#f9fafb', whiteSpace: 'nowrap' },
      },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 16 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
  },
});
