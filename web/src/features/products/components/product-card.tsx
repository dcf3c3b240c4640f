import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOnIcon from '@mui/icons-material/LocationOnOutlined';
import StarIcon from '@mui/icons-material/Star';
import type { Product } from '@contract/products';
import { paths } from '@/config/paths';
import { brandLabel, capitalize, formatPrice } from '@/lib/format';
import { ProductImage } from '@/features/products/components/product-image';
import { VerifiedBadge } from '@/features/products/components/verified-badge';

interface ProductCardProps {
  product: Product;
  /** Advertised items use the Recommended variant. */
  recommended?: boolean;
  /** Sits on the photo's corner (the wishlist heart). */
  cornerAction?: ReactNode;
  /** The card's button row (Book Now). */
  actions?: ReactNode;
  eager?: boolean;
}

const cardSx = { height: '100%', display: 'flex', flexDirection: 'column' } as const;
const contentSx = { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25, pb: 1 } as const;
const nameSx = { fontSize: '1.1rem', lineHeight: 1.3, mt: -1 } as const;
const priceSx = { mt: 'auto', pt: 1, fontSize: '1.35rem', fontWeight: 800 } as const;
const actionsSx = { px: 2, pb: 2, pt: 0 } as const;

/** One listing in a grid: photo, name, location, condition, used duration, seller check, price. */
export function ProductCard({ product, recommended, cornerAction, actions, eager }: ProductCardProps) {
  const { phone_details: phone } = product;
  const href = paths.product.getHref(product._id);
  return (
    <Card
      component="article"
      aria-label={phone.phone_name}
      sx={{
        ...cardSx,
        transition: 'box-shadow 160ms ease, transform 160ms ease',
        borderColor: recommended ? 'secondary.main' : undefined,
        '&:hover': { boxShadow: '0 12px 28px rgba(17, 24, 39, 0.10)', transform: 'translateY(-2px)' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <RouterLink to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage src={phone.phone_img_card || phone.phone_img} alt="" width={400} height={300} eager={eager} />
        </RouterLink>
        <Stack direction="row" spacing={1} sx={{ position: 'absolute', top: 12, left: 12 }}>
          {recommended ? <Chip size="small" color="secondary" icon={<StarIcon />} label="Recommended" /> : null}
          {product.status === 'booked' ? <Chip size="small" color="warning" label="Booked" /> : null}
        </Stack>
        {cornerAction ? <Box sx={{ position: 'absolute', top: 8, right: 8 }}>{cornerAction}</Box> : null}
      </Box>
      <CardContent sx={contentSx}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, letterSpacing: '0.08em' }}>
          {brandLabel(product.category_name)}
        </Typography>
        <Link
          component={RouterLink}
          to={href}
          underline="hover"
          color="text.primary"
          variant="h6"
          sx={{ ...nameSx, overflowWrap: 'anywhere' }}
        >
          {phone.phone_name}
        </Link>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          <Chip size="small" icon={<LocationOnIcon />} label={product.location} sx={{ maxWidth: '100%' }} />
          <VerifiedBadge verified={product.verified} />
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, typography: 'body2' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            Condition
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {capitalize(product.condition_type)}
          </Box>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            Used for
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {product.used_duration}
          </Box>
        </Box>
        <Typography sx={{ ...priceSx, color: 'primary.dark' }}>
          {formatPrice(product.price)}
        </Typography>
      </CardContent>
      {actions ? <CardActions sx={actionsSx}>{actions}</CardActions> : null}
    </Card>
  );
}

/**
 * A card's placeholder while its list loads: the same boxes and line heights as a card with
 * a shopper's actions, so the page does not move when the phones arrive.
 */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={cardSx}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <CardContent sx={contentSx}>
        <Typography variant="overline" sx={{ lineHeight: 1.4 }}>
          <Skeleton width="30%" />
        </Typography>
        <Typography variant="h6" component="div" sx={nameSx}>
          <Skeleton width="70%" />
        </Typography>
        <Skeleton variant="rounded" width="60%" height={24} />
        <Typography variant="body2" component="div" sx={{ display: 'grid', rowGap: 0.25 }}>
          <Skeleton width="50%" />
          <Skeleton width="45%" />
        </Typography>
        <Typography sx={priceSx}>
          <Skeleton width="35%" />
        </Typography>
      </CardContent>
      <CardActions sx={actionsSx}>
        <Skeleton variant="rounded" width="100%" height={36.5} />
      </CardActions>
    </Card>
  );
}
