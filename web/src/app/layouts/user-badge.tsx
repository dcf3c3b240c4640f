import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';
import type { SessionUser } from '@/lib/auth-state';

/** The signed-in person's photo and name (spec §2). */
export function UserBadge({ user }: { user: SessionUser }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 200 }}>
      <Avatar src={user.photoURL ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
        {user.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      {/* In the top bar below lg (from 1024 px) the header is full: the photo alone shows, the name stays for screen readers. */}
      <Typography fontWeight={600} noWrap title={user.displayName} sx={{ '@media (min-width: 1024px) and (max-width: 1199.95px)': visuallyHidden }}>
        {user.displayName}
      </Typography>
    </Box>
  );
}

