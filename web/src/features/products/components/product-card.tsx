import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import LocationOnIcon from '@mui/icons-material/LocationOnOutlined';
import StarIcon from '@mui/icons-material/Star';
import type { PublicListing } from '@contract/products';
import { SellerRating } from '@/components/seller-rating';
import { visuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { brandLabel, capitalize } from '@/lib/format';
import { PriceDropChip, PriceWithDrop } from '@/features/products/components/price-drop';
import { ProductImage } from '@/features/products/components/product-image';
import { BatteryBadge, specPhrases } from '@/features/products/components/phone-specs';
import { PriceVerdictBadge, TrustBadge } from '@/features/products/components/trust-badges';
import { iconOnlyOnPhone, VerifiedBadge } from '@/features/products/components/verified-badge';
import { actionsSx, bottomSx, cardSx, contentSx, nameSx, wideOnly } from '@/features/products/components/product-card-skeleton';

interface ProductCardProps {
  product: PublicListing;
  /** Advertised items use the Recommended variant. */
  recommended?: boolean;
  /** Sits on the photo's corner (the wishlist heart). */
  cornerAction?: ReactNode;
  /** The card's button row (Book Now). */
  actions?: ReactNode;
  eager?: boolean;
}

const priceRowSx = { pt: { xs: 0.25, sm: 0.5 } } as const;
/** On a phone the location is plain text beside the seller check, to leave the place's name room. */
const locationSx = (theme: Theme) => ({
  maxWidth: '100%',
  minWidth: 0,
  [theme.breakpoints.only('xs')]: {
    bgcolor: 'transparent',
    '& .MuiChip-icon': { m: 0 },
    '& .MuiChip-label': { px: 0.5, fontWeight: 500 },
  },
});

/**
 * One listing in a grid: photo, name, location, condition, used duration, seller check, price.
 * On phones (below sm) the same card is compact, two to a row: photo, name, location, condition,
 * the seller check as an icon, price; brand, used duration and the card's action row (Book Now)
 * are on the product page, one tap away.
 */
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
        <Stack
          direction="row"
          spacing={1}
          sx={{ position: 'absolute', left: { xs: 8, sm: 12 }, top: { xs: 'auto', sm: 12 }, bottom: { xs: 8, sm: 'auto' }, maxWidth: 'calc(100% - 16px)' }}
        >
          {recommended ? <Chip size="small" color="secondary" icon={<StarIcon />} label="Recommended" title="Recommended" sx={iconOnlyOnPhone} /> : null}
          {product.status === 'booked' ? <Chip size="small" color="warning" label="Booked" /> : null}
          <PriceDropChip product={product} sx={iconOnlyOnPhone} />
          <BatteryBadge health={product.battery_health} compactOnPhone />
        </Stack>
        {cornerAction ? <Box sx={{ position: 'absolute', top: { xs: 4, sm: 8 }, right: { xs: 4, sm: 8 } }}>{cornerAction}</Box> : null}
      </Box>
      <CardContent sx={contentSx}>
        <Typography variant="overline" color="text.secondary" sx={{ ...wideOnly, lineHeight: 1.4, letterSpacing: '0.08em' }}>
          {brandLabel(product.category_name)}
        </Typography>
        <Link component={RouterLink} to={href} underline="hover" color="text.primary" variant="h6" sx={nameSx}>
          {phone.phone_name}
        </Link>
        <SpecLine product={product} />
        <Box sx={{ display: 'flex', flexWrap: { xs: 'nowrap', sm: 'wrap' }, alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Chip size="small" icon={<LocationOnIcon />} label={product.location} title={product.location} sx={locationSx} />
          <VerifiedBadge verified={product.verified} compactOnPhone />
        </Box>
        <SellerLine product={product} />
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, typography: 'body2' }}>
          <Box component="dt" sx={(theme) => ({ color: 'text.secondary', [theme.breakpoints.only('xs')]: visuallyHidden })}>
            Condition
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            {capitalize(product.condition_type)}
            <Box component="span" aria-hidden="true" sx={{ display: { xs: 'inline', sm: 'none' }, fontWeight: 400, color: 'text.secondary' }}>
              {' condition'}
            </Box>
          </Box>
          <Box component="dt" sx={{ ...wideOnly, color: 'text.secondary' }}>
            Used for
          </Box>
          <Box component="dd" sx={{ ...wideOnly, m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {product.used_duration}
          </Box>
        </Box>
        <Box sx={bottomSx}>
          <TrustRow product={product} />
          <PriceWithDrop product={product} size="card" color="primary.dark" sx={priceRowSx} />
        </Box>
      </CardContent>
      {actions ? <CardActions sx={actionsSx}>{actions}</CardActions> : null}
    </Card>
  );
}

/** "Trust 86" and "Great price" / "Fair price": what the server wrote on the listing, so a card costs no extra read. */
function TrustRow({ product }: { product: PublicListing }) {
  const verdictShown = product.price_verdict === 'great' || product.price_verdict === 'fair';
  if (typeof product.trust_score !== 'number' && !verdictShown) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      <TrustBadge score={product.trust_score} />
      <PriceVerdictBadge verdict={product.price_verdict} />
    </Box>
  );
}

/** The seller's name, linking to their profile, and their rating ("Sam Seller ★ 4.7 (12)"). */
function SellerLine({ product }: { product: PublicListing }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, typography: 'body2' }}>
      <Link
        component={RouterLink}
        to={paths.seller.getHref(product.seller_uid)}
        underline="hover"
        color="text.secondary"
        noWrap
        sx={{ minWidth: 0, fontWeight: 600 }}
        aria-label={`Seller: ${product.seller_name}`}
      >
        {product.seller_name}
      </Link>
      <SellerRating average={product.seller_rating_avg} count={product.seller_rating_count} compact />
    </Box>
  );
}

/** Storage, RAM and battery health in one short line under the name ("128 GB · 8 GB RAM · Battery 91 %"). */
function SpecLine({ product }: { product: PublicListing }) {
  const phrases = specPhrases(product);
  if (phrases.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: { xs: -0.25, sm: -0.5 }, fontWeight: 500 }}>
      {phrases.join(' · ')}
    </Typography>
  );
}
