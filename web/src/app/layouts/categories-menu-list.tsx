import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CATEGORY_NAMES } from '@contract/constants';
import { paths } from '@/config/paths';
import { brandLabel } from '@/lib/format';

/** The four brands under the Categories button. */
export function CategoriesMenuList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu id="categories-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ list: { 'aria-labelledby': 'categories-button' } }}>
      {CATEGORY_NAMES.map((name) => (
        <MenuItem key={name} component={RouterLink} to={paths.category.getHref(name)} onClick={onClose} sx={{ minWidth: 180 }}>
          <Box component="img" src={`/brands/${name}.png`} alt="" width={20} height={20} sx={{ mr: 1.5 }} />
          {brandLabel(name)}
        </MenuItem>
      ))}
    </Menu>
  );
}
