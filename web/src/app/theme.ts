import { createTheme } from '@mui/material/styles';

/** One primary colour, rounded surfaces, system fonts (nothing to download before the first paint). */
export const theme = createTheme({
  palette: {
    primary: { main: '#4f46e5', dark: '#3730a3', light: '#818cf8', contrastText: '#ffffff' },
    secondary: { main: '#f59e0b', contrastText: '#1f2937' },
    // Darker than MUI's defaults so small chip and button text keeps a 4.5:1 contrast.
    success: { main: '#166534' },
    warning: { main: '#b45309', dark: '#92400e', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    info: { main: '#0369a1' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
    divider: '#e5e7eb',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      // The palette as CSS variables, for the parts drawn with plain CSS (components/*.module.css): one source of colour.
      styleOverrides: (theme) => ({
        ':root': {
          '--rc-primary': theme.palette.primary.main,
          '--rc-primary-dark': theme.palette.primary.dark,
          '--rc-secondary': theme.palette.secondary.main,
          '--rc-on-secondary': theme.palette.secondary.contrastText,
          '--rc-success': theme.palette.success.main,
          '--rc-success-dark': theme.palette.success.dark,
          '--rc-warning': theme.palette.warning.main,
          '--rc-error': theme.palette.error.main,
          '--rc-text': theme.palette.text.primary,
          '--rc-text-secondary': theme.palette.text.secondary,
          '--rc-divider': theme.palette.divider,
          '--rc-paper': theme.palette.background.paper,
          '--rc-action-selected': theme.palette.action.selected,
          '--rc-grey-400': theme.palette.grey[400],
          '--rc-grey-700': theme.palette.grey[700],
        },
      }),
    },
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
      styleOverrides: { outlined: { borderColor: '#e5e7eb' } },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
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
