import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import VerifiedIcon from '@mui/icons-material/Verified';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { visuallyHidden } from '@/components/visually-hidden';

/** On a phone's compact card a badge is its icon alone, in a round chip; the word stays for screen readers. */
export const iconOnlyOnPhone = (theme: Theme) => ({
  [theme.breakpoints.only('xs')]: {
    position: 'relative',
    flexShrink: 0,
    width: 24,
    justifyContent: 'center',
    '& .MuiChip-icon': { m: 0 },
    '& .MuiChip-label': visuallyHidden,
  },
});

/** Whether an admin has verified the seller. */
export function VerifiedBadge({ verified, size = 'small', compactOnPhone = false }: { verified: boolean; size?: 'small' | 'medium'; compactOnPhone?: boolean }) {
  const compact = compactOnPhone && iconOnlyOnPhone;
  return verified ? (
    <Chip
      size={size}
      color="success"
      variant="outlined"
      icon={<VerifiedIcon />}
      label="Verified"
      title="Verified seller"
      sx={[{ bgcolor: '#f0fdf4' }, compact]}
    />
  ) : (
    <Chip
      size={size}
      variant="outlined"
      icon={<HelpOutlineIcon />}
      label="Not verified"
      title="Seller not verified yet"
      sx={[{ color: 'text.secondary' }, compact]}
    />
  );
}
