import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@/lib/auth-state';

/** The signed-in person's photo and name (spec §2). */
export function UserBadge({ user }: { user: SessionUser }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 200 }}>
      <Avatar src={user.photoURL ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
        {user.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography fontWeight={600} noWrap>
        {user.displayName}
      </Typography>
    </Box>
  );
}

