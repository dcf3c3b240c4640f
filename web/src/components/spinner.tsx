import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';

/** A centred spinner with a label for screen readers (and optionally on screen). */
export function Spinner({ label = 'Loading…', showLabel = false, minHeight = 240 }: { label?: string; showLabel?: boolean; minHeight?: number | string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight, gap: 2 }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
        <CircularProgress aria-label={label} />
        {showLabel ? (
          <Typography color="text.secondary">{label}</Typography>
        ) : (
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        )}
      </Box>
    </Box>
  );
}

