import Chip from '@mui/material/Chip';
import VerifiedIcon from '@mui/icons-material/Verified';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';

/** Whether an admin has verified the seller. */
export function VerifiedBadge({ verified, size = 'small' }: { verified: boolean; size?: 'small' | 'medium' }) {
  return verified ? (
    <Chip size={size} color="success" variant="outlined" icon={<VerifiedIcon />} label="Verified" sx={{ bgcolor: '#f0fdf4' }} />
  ) : (
    <Chip size={size} variant="outlined" icon={<HelpOutlineIcon />} label="Not verified" sx={{ color: 'text.secondary' }} />
  );
}
