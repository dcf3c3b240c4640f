import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Pill } from '@/components/pill';
import { SellerRating } from '@/components/seller-rating';
import { paths } from '@/config/paths';
import type { PublicListing } from '@contract/products';
import { brandLabel, capitalize, storageLabel } from '@/lib/format';
import { PriceDropChip, PriceWithDrop } from '@/features/products/components/price-drop';
import { ListingStatusChip } from '@/features/products/components/listing-status-chip';
import { BatteryBadge } from '@/features/products/components/phone-specs';
import { GradeExplainer, ImeiCheck, PriceVerdictText, TrustBreakdown } from '@/features/products/components/listing-trust';
import { PhotoGallery } from '@/features/products/components/photo-gallery';
import { PriceVerdictBadge, TrustBadge } from '@/features/products/components/trust-badges';
import { VerifiedBadge } from '@/features/products/components/verified-badge';

/**
 * The product page's body: the photos, the facts, what the trust score and the price verdict rest
 * on, what was checked of the IMEI, the seller, and room for the booking buttons.
 */
export function ProductDetails({ product, actions }: { product: PublicListing; actions?: ReactNode }) {
  const { phone_details: phone } = product;
  const { storage_gb: storage, ram_gb: ram, battery_health: battery } = product;
  // A listing from before several photos has its one photo.
  const photos = product.photos?.length ? product.photos : [phone.phone_img || phone.phone_img_card].filter(Boolean);
  const facts = (
    [
      // A listing from before the structured specs may have only the seller's RAM/storage text.
      storage === undefined && ram === undefined ? ['RAM / storage', phone.phone_ram] : null,
      storage === undefined ? null : ['Storage', storageLabel(storage)],
      ram === undefined ? null : ['RAM', `${ram} GB`],
      battery === undefined ? null : ['Battery health', `${battery} %`],
      ['Camera', phone.phone_camera],
      ['Processor', phone.phone_processor],
      ['Condition', capitalize(product.condition_type)],
      ['Used for', product.used_duration],
      ['Purchase year', String(product.purchase_year)],
      ['Brand', brandLabel(product.category_name)],
    ] satisfies ([string, string] | null)[]
  ).filter((fact) => fact !== null);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' }, gap: { xs: 3, md: 5 }, alignItems: 'start' }}>
      <DocumentTitle title={phone.phone_name} />
      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 }, minWidth: 0 }}>
        <PhotoGallery photos={photos} name={phone.phone_name} />
      </Box>

      <Box>
        <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: '0.08em' }}>
          {brandLabel(product.category_name)}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
          {phone.phone_name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <ListingStatusChip status={product.status} />
          <PriceDropChip product={product} />
          <Pill look="neutral" glyph="location" label={product.location} />
          <VerifiedBadge verified={product.verified} />
          <BatteryBadge health={product.battery_health} />
          <TrustBadge score={product.trust_score} />
          <PriceVerdictBadge verdict={product.price_verdict} />
        </Stack>
        <Box sx={{ mt: 2.5 }}>
          <PriceWithDrop product={product} size="page" />
        </Box>
        <PriceVerdictText listing={product} />

        {actions ? (
          <Box sx={{ mt: 2.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', '& > *': { width: { xs: '100%', sm: 'auto' } } }}>{actions}</Box>
        ) : null}

        <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2, sm: 2.5 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Specifications
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 2, rowGap: 1.25 }}>
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <GradeExplainer condition_type={product.condition_type} attested={product.attested} />
          </Box>
        </Paper>

        <Stack spacing={2} sx={{ mt: 2 }}>
          {/* Every listing has them once migrated; a read from before shows the rest of the page. */}
          {typeof product.trust_score === 'number' && Array.isArray(product.trust_reasons) ? (
            <TrustBreakdown score={product.trust_score} reasons={product.trust_reasons} />
          ) : null}
          <ImeiCheck last4={product.imei_last4} />
        </Stack>

        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            About this phone
          </Typography>
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {product.description}
          </Typography>
        </Box>

        <Divider sx={{ my: 3 }} />

        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={product.seller_img || undefined} alt="" sx={{ width: 48, height: 48 }}>
            {product.seller_name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={paths.seller.getHref(product.seller_uid)} underline="hover" color="text.primary" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
              {product.seller_name}
            </Link>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              <SellerRating average={product.seller_rating_avg} count={product.seller_rating_count} />
              <Typography variant="body2" color="text.secondary">
                Seller · listed on {product.date}
              </Typography>
            </Box>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
