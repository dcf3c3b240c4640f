import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { ErrorState } from '@/components/error-state';
import { NEW_ARRIVALS_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { CategoryTiles } from '@/features/categories/components/category-tiles';
import { AboutSection } from '@/features/marketing/components/about-section';
import { FeaturesStrip } from '@/features/marketing/components/features-strip';
import { HeroBanner } from '@/features/marketing/components/hero-banner';
import { useAdvertisedProducts } from '@/features/products/api/get-advertised-products';
import { useProducts } from '@/features/products/api/get-products';
import { ProductGrid, ProductGridItem, ProductGridSkeleton } from '@/features/products/components/product-grid';
import { ShopProductCard } from '@/app/components/shop-product-card';
import { visuallyHidden } from '@/components/visually-hidden';
import { WhenVisible } from '@/components/when-visible';

/** Home (spec §1): banner, advertised phones, brands, new arrivals, features, about, newsletter. */
export function HomeRoute() {
  return (
    <>
      <Box component="h1" sx={visuallyHidden}>
        ReCell: buy and sell used smartphones
      </Box>
    <Stack spacing={{ xs: 6, md: 9 }}>
      <HeroBanner />
      <AdvertisedSection />
      <Section id="categories" title="Shop by brand" subtitle="Find your next phone from the brands people love.">
        <CategoryTiles />
      </Section>
      <NewArrivals />
      <FeaturesStrip />
      <AboutSection />
      <WhenVisible minHeight={{ xs: 420, md: 260 }}>
        <Suspense fallback={<Box sx={{ minHeight: { xs: 420, md: 260 } }} />}>
          <NewsletterBox />
        </Suspense>
      </WhenVisible>
    </Stack>
    </>
  );
}

/** Advertised phones, shown only when there are some (spec §1). */
function AdvertisedSection() {
  const advertised = useAdvertisedProducts();
  if (!advertised.data?.length) return null;
  return (
    <Section id="advertised" title="Advertised phones" subtitle="Hand-picked deals our sellers are promoting right now.">
      <ProductGrid label="Advertised phones" scrollOnPhone>
        {advertised.data.map((product) => (
          <ProductGridItem key={product._id}>
            <ShopProductCard product={product} recommended />
          </ProductGridItem>
        ))}
      </ProductGrid>
    </Section>
  );
}

/** The first 6 listings, newest first, with Show All. Shares its query with the products page. */
function NewArrivals() {
  const products = useProducts();
  const latest = products.data?.pages[0]?.items.slice(0, NEW_ARRIVALS_COUNT) ?? [];
  return (
    <Section
      id="new-arrivals"
      title="New arrivals"
      subtitle="Fresh listings from sellers near you."
      action={
        <Button component={RouterLink} to={paths.products.getHref()} endIcon={<ArrowForwardIcon />} variant="outlined">
          Show All
        </Button>
      }
    >
      {products.isPending ? (
        <ProductGridSkeleton count={NEW_ARRIVALS_COUNT} />
      ) : products.isError && !products.data ? (
        <ErrorState error={products.error} title="New arrivals could not be loaded" onRetry={() => void products.refetch()} />
      ) : latest.length === 0 ? (
        <Typography color="text.secondary">No phones are listed yet. Check back soon!</Typography>
      ) : (
        <ProductGrid label="New arrivals">
          {latest.map((product, index) => (
            <ProductGridItem key={product._id}>
              <ShopProductCard product={product} eager={index < 3} />
            </ProductGridItem>
          ))}
        </ProductGrid>
      )}
    </Section>
  );
}

function Section({ id, title, subtitle, action, children }: { id: string; title: string; subtitle?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 2.5, md: 3.5 } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
      </Box>
      {children}
    </Box>
  );
}

// Below the fold, and it brings the email validation with it: loaded when someone scrolls towards it.
const NewsletterBox = lazy(async () => ({ default: (await import('@/features/newsletter/components/newsletter-box')).NewsletterBox }));

