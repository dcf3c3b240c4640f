import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { CATEGORIES } from '@contract/constants';
import { paths } from '@/config/paths';
import { brandLabel } from '@/lib/format';
import { BrandLogo } from '@/features/categories/components/brand-logo';

/** The home page's four brand tiles: 2 per row on phones, 4 on desktops. The brands are fixed (spec §3). */
export function CategoryTiles() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: { xs: 2, md: 3 } }}>
      {CATEGORIES.map(({ category_name: name }) => (
        <Box component="li" key={name}>
          <Card sx={{ height: '100%', transition: 'box-shadow 160ms ease, transform 160ms ease', '&:hover': { boxShadow: '0 12px 28px rgba(17, 24, 39, 0.10)', transform: 'translateY(-2px)' } }}>
            <CardActionArea component={RouterLink} to={paths.category.getHref(name)} sx={{ p: { xs: 2.5, md: 3.5 }, display: 'grid', justifyItems: 'center', gap: 1.5, height: '100%' }}>
              <Box sx={{ width: { xs: 64, md: 80 }, height: { xs: 64, md: 80 }, borderRadius: '50%', bgcolor: '#eef0fb', display: 'grid', placeItems: 'center' }}>
                <BrandLogo name={name} size={40} />
              </Box>
              <Typography variant="h6" component="span">
                {brandLabel(name)}
              </Typography>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
