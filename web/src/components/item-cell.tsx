import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SmartphoneIcon from '@mui/icons-material/Smartphone';

/** A thumbnail with a title and an optional second line: the first cell of the dashboard tables. */
export function ItemCell({ image, title, subtitle, round = false }: { image?: string | null; title: string; subtitle?: ReactNode; round?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: { lg: 160 } }}>
      <Avatar
        src={image ?? undefined}
        alt=""
        variant={round ? 'circular' : 'rounded'}
        sx={{ width: 48, height: 48, bgcolor: round ? '#e0e7ff' : 'grey.100', color: round ? 'primary.dark' : 'grey.500', fontWeight: 700, '& img': { objectFit: round ? 'cover' : 'contain' } }}
      >
        {round ? title.slice(0, 1).toUpperCase() : <SmartphoneIcon />}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography fontWeight={600} sx={{ overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
