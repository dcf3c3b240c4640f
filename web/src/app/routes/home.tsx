import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { buttonEndIcon, buttonLook } from '@/components/button-look';
import { ErrorState } from '@/components/error-state';
import { Glyph } from '@/components/glyph';
import { ADVERTISED_COUNT, NEW_ARRIVALS_COUNT } from '@/config/constants';
import { usePaths } from '@/lib/i18n/hooks';
import { CategoryTiles } from '@/features/categories/components/category-tiles';
import { AboutSection } from '@/features/marketing/components/about-section';
import { FeaturesStrip } from '@/features/marketing/components/features-strip';
import { HeroBanner } from '@/features/marketing/components/hero-banner';
import { advertisedProductsQueryOptions, useAdvertisedProducts } from '@/features/products/api/get-advertised-products';
import { newArrivalsQueryOptions, useNewArrivals } from '@/features/products/api/get-products';
import { ProductGrid, ProductGridItem, ProductGridSkeleton } from '@/features/products/components/product-grid';
import { ShopProductCard } from '@/app/components/shop-product-card';
import { WhenVisible } from '@/components/when-visible';
import typography from '@/components/text.module.css';
import hidden from '@/components/visually-hidden.module.css';
import styles from '@/app/routes/home.module.css';
import { lazyWithMui } from '@/lib/lazy-with-mui';
import { catalogOf } from '@/app/catalog';
import { browserQueries, pageQueries, usePageQueries } from '@/app/page-queries';

/** The advertised phones and the new arrivals, read on the server with the page. */
export async function loader({ context }: LoaderFunctionArgs) {
  return {
    queries: await pageQueries([
      [advertisedProductsQueryOptions().queryKey, () => catalogOf(context).advertised(ADVERTISED_COUNT)],
      [newArrivalsQueryOptions(NEW_ARRIVALS_COUNT).queryKey, async () => (await catalogOf(context).search({ limit: NEW_ARRIVALS_COUNT })).items],
    ]),
  };
}

export const clientLoader = browserQueries;

/** Home (spec §1): banner, advertised phones, brands, new arrivals, features, about, newsletter. */
export default function HomeRoute() {
  const { t } = useLingui();
  return (
    <HydrationBoundary state={usePageQueries()}>
      <title>{t`ReCell · Used smartphones from verified sellers`}</title>
      <h1 className={hidden.hidden}>
        {t`ReCell: buy and sell used smartphones`}
      </h1>
      <div className={styles.sections}>
        <HeroBanner />
        <AdvertisedSection />
        <Section id="categories" title={t`Shop by brand`} subtitle={t`Find your next phone from the brands people love.`}>
          <CategoryTiles />
        </Section>
        <NewArrivals />
        <FeaturesStrip />
        <AboutSection />
        <WhenVisible className={styles.newsletterSpace}>
          <Suspense fallback={<div className={styles.newsletterSpace} />}>
            <NewsletterBox />
          </Suspense>
        </WhenVisible>
      </div>
    </HydrationBoundary>
  );
}

/** How many cards load their photo eagerly: the first row on a desktop (the first card on a phone). */
const EAGER_CARDS = 3;

/**
 * Advertised phones, shown only when there are some (spec §1). Its place is held while the
 * list loads, so the sections below do not jump down when it arrives.
 */
function AdvertisedSection() {
  const advertised = useAdvertisedProducts();
  const { t } = useLingui();
  if (!advertised.isPending && !advertised.data?.length) return null;
  return (
    <Section id="advertised" title={t`Advertised phones`} subtitle={t`Hand-picked deals our sellers are promoting right now.`}>
      {advertised.data ? (
        <ProductGrid label={t`Advertised phones`} scrollOnPhone>
          {advertised.data.map((product, index) => (
            <ProductGridItem key={product._id}>
              <ShopProductCard product={product} recommended eager={index < EAGER_CARDS} />
            </ProductGridItem>
          ))}
        </ProductGrid>
      ) : (
        <ProductGridSkeleton count={EAGER_CARDS} scrollOnPhone />
      )}
    </Section>
  );
}

/**
 * The first 6 listings, newest first, with Show All. Fetched with the page, but below the
 * fold: the cards render (and their photos load) as someone scrolls towards them.
 */
function NewArrivals() {
  const products = useNewArrivals(NEW_ARRIVALS_COUNT);
  const latest = products.data ?? [];
  const paths = usePaths();
  const { t } = useLingui();
  return (
    <Section
      id="new-arrivals"
      title={t`New arrivals`}
      subtitle={t`Fresh listings from sellers near you.`}
      action={
        <RouterLink to={paths.products.getHref()} className={buttonLook('outlined')}>
          {t`Show All`}
          <Glyph name="arrowForward" className={buttonEndIcon} />
        </RouterLink>
      }
    >
      {/* About the height of six cards in the grid, held until they render. */}
      <WhenVisible className={styles.newArrivalsSpace}>
        {products.isPending ? (
          <ProductGridSkeleton count={NEW_ARRIVALS_COUNT} />
        ) : products.isError && !products.data ? (
          <ErrorState error={products.error} title={t`New arrivals could not be loaded`} onRetry={() => void products.refetch()} />
        ) : latest.length === 0 ? (
          <p className={styles.empty}>
            {t`No phones are listed yet. Check back soon!`}
          </p>
        ) : (
          <ProductGrid label={t`New arrivals`}>
            {latest.map((product) => (
              <ProductGridItem key={product._id}>
                <ShopProductCard product={product} />
              </ProductGridItem>
            ))}
          </ProductGrid>
        )}
      </WhenVisible>
    </Section>
  );
}

function Section({ id, title, subtitle, action, children }: { id: string; title: string; subtitle?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <div className={styles.sectionText}>
          <h2 id={`${id}-title`} className={typography.heading}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {children}
    </section>
  );
}


// Below the fold, and it brings the email validation with it: loaded when someone scrolls towards it.
const NewsletterBox = lazyWithMui(async () => (await import('@/features/newsletter/components/newsletter-box')).NewsletterBox);

