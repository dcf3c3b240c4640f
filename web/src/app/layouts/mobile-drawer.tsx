import { NavLink, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import { CATEGORY_NAMES } from '@contract/constants';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/auth-state';
import { brandLabel } from '@/lib/format';
import { Logo } from '@/app/layouts/logo';
import { PUBLIC_LINKS, type NavItem } from '@/app/layouts/nav-items';
import { UserBadge } from '@/app/layouts/user-badge';

/** The phone navigation: every link of the top bar, the categories, and Login/Register or Logout. */
export function MobileDrawer({
  open,
  onClose,
  user,
  links,
  onLogout,
}: {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  links: NavItem[];
  onLogout: () => void;
}) {
  const item = (link: NavItem, inset = false) => (
    <ListItemButton key={link.href} component={NavLink} to={link.href} end onClick={onClose} sx={{ pl: inset ? 4 : 2, '&.active': { color: 'primary.main', bgcolor: 'rgba(79, 70, 229, 0.08)' } }}>
      <ListItemText primary={link.label} slotProps={{ primary: { fontWeight: 600 } }} />
    </ListItemButton>
  );
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Logo />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {user ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <UserBadge user={user} />
          <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 0.5 }}>
            {user.email}
          </Typography>
        </Box>
      ) : null}
      <Divider />
      <Box component="nav" aria-label="Main">
        <List component="div">
          {PUBLIC_LINKS.map((link) => item(link))}
          <ListSubheader component="div" sx={{ lineHeight: '36px' }}>Categories</ListSubheader>
          {CATEGORY_NAMES.map((name) => item({ label: brandLabel(name), href: paths.category.getHref(name) }, true))}
          {links.length > 0 ? <Divider sx={{ my: 1 }} /> : null}
          {links.map((link) => item(link))}
        </List>
      </Box>
      <Box sx={{ mt: 'auto', p: 2, display: 'grid', gap: 1 }}>
        {user ? (
          <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={onLogout}>
            Logout
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={paths.login.getHref()} variant="outlined" onClick={onClose}>
              Login
            </Button>
            <Button component={RouterLink} to={paths.register.getHref()} variant="contained" onClick={onClose}>
              Register
            </Button>
          </>
        )}
      </Box>
    </Drawer>
  );
}
