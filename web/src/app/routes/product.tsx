import { Suspense } from 'react';
import { Link as RouterLink, data, useParams, type LoaderFunctionArgs } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { buttonLook } from '@/components/button-look';
import { Pill } from '@/components/pill';
import { brandLabel } from '@/lib/format';
import { isVerdictOfPrice } from '@contract/price-verdict';
import type { PublicListing } from '@contract/products';
import { useAuth } from '@/lib/auth';
import { loadLanguageOf } from '@/lib/i18n/catalogs';
import { usePaths } from '@/lib/i18n/hooks';
import { lazyWithMui } from '@/lib/lazy-with-mui';
import { useMe } from '@/features/account/api/get-me';
import { productQueryOptions, useProduct } from '@/features/products/api/get-product';
import { ProductDetails } from '@/features/products/components/product-details';
import { useMyListing } from '@/features/products/api/use-own-listing';
import { OwnListingActions } from '@/features/products/components/own-listing-actions';
import { BookNowButton } from '@/features/orders/components/book-now-button';
import { AskSellerButton } from '@/features/messages/components/ask-seller-button';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { ReportListingButton } from '@/features/moderation/components/report-listing-button';
import { bookableOf } from '@/app/components/shop-product-card';
import { catalogOf } from '@/app/catalog';
import { cachedOrServerQueries, pageQueries, usePageQueries } from '@/app/page-queries';
import { useBookAtOffer } from '@/app/offer-booking';
import styles from '@/app/routes/product.module.css';

// MUI and the offers' code come with a signed-in buyer's offer, not with the page's first paint.
const OfferPanel = lazyWithMui(async () => (await import('@/features/offers/components/offer-panel')).OfferPanel);

const NO_LONGER_AVAILABLE = {
  title: msg`This listing is no longer available`,
  text: msg`It may have been removed by its seller or taken down by ReCell. Plenty of other phones are waiting for you.`,
};

/**
 * The listing, read on the server with the page (spec §2: loaded before the screen shows). Sold
 * and deleted, hidden by an admin, not yet reviewed, or an address that holds no possible id: for
 * a shopper, the listing is gone (404).
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const listing = await catalogOf(context).listing(id);
  if (!listing) {
    // Said in the page's language: the not-found screen shows it as given.
    const i18n = await loadLanguageOf(request);
    throw data({ title: i18n._(NO_LONGER_AVAILABLE.title), text: i18n._(NO_LONGER_AVAILABLE.text) }, { status: 404 });
  }
  return { queries: await pageQueries([[productQueryOptions(id).queryKey, async () => listing]]) };
}

export const clientLoader = cachedOrServerQueries(({ params }) => productQueryOptions(params.id ?? '').queryKey);

/**
 * /displayProducts/:id: one phone, with Book Now, the wishlist and Ask the seller; its seller gets
 * Mark as sold and Edit instead (plain CSS: no MUI before it paints).
 */
export default function ProductRoute() {
  return (
    <HydrationBoundary state={usePageQueries()}>
      <Product id={useParams().id ?? ''} />
    </HydrationBoundary>
  );
}

function Product({ id }: { id: string }) {
  const { user } = useAuth();
  // Its seller's own view of it, once signed in: the server's page (a visitor's) has none.
  const mine = useMyListing(id);
  const own = mine !== undefined;
  // Its seller's own record, read only when they look at their own listing: what its copies follow.
  const me = useMe(own ? user?.uid : undefined);
  const sellerBehind = (listing: PublicListing) => Boolean(me.data && (me.data.name !== listing.seller_name || me.data.image !== listing.seller_img));
  // A copy an event is about to bring in step (a verdict judged at the old price, the seller's old name): read again until it is.
  const { data: product } = useProduct(id, (listing) => !isVerdictOfPrice(listing) || sellerBehind(listing));
  const paths = usePaths();
  const { t } = useLingui();
  const name = product.phone_details.phone_name;
  return (
    <>
      <nav aria-label={t`Breadcrumb`}>
        <ol className={styles.trail}>
          <li>
            <RouterLink to={paths.home.getHref()}>{t`Home`}</RouterLink>
          </li>
          <li>
            <RouterLink to={paths.products.getHref()}>{t`Products`}</RouterLink>
          </li>
          <li>
            <RouterLink to={paths.category.getHref(product.category_name)}>{brandLabel(product.category_name)}</RouterLink>
          </li>
          {/* On phones the heading right below names the phone: the trail ends at the brand, on one line. */}
          <li aria-current="page" className={styles.here}>
            {name}
          </li>
        </ol>
      </nav>
      <ProductDetails
        product={product}
        sellerUpdating={sellerBehind(product)}
        offer={<OfferArea product={product} own={own} />}
        actions={
          <>
            {mine ? <OwnListingActions listing={mine} /> : <BookNowButton listing={bookableOf(product, own)} size="large" fullWidth={false} style={{ minWidth: 180 }} />}
            <WishlistButton productId={product._id} productName={name} status={product.status} own={own} variant="button" />
            {product.status === 'sold' ? null : <AskSellerButton listingId={product._id} own={own} size="large" />}
            <ReportListingButton listingId={product._id} own={own} />
          </>
        }
      />
    </>
  );
}

/**
 * Offers on the phone's page: a firm price says so; a visitor is asked to log in and comes back
 * here; a signed-in buyer (not its seller) sees their offer or makes one while the phone takes one.
 */
function OfferArea({ product, own }: { product: PublicListing; own: boolean }) {
  const { status, user } = useAuth();
  const paths = usePaths();
  const { t } = useLingui();
  if (product.status === 'sold' || own || (user && user.uid === product.seller_uid)) return null;
  if (product.firm_price) return <Pill look="neutralOutlined" label={t`Firm price`} title={t`The seller takes no offers on this phone`} />;
  if (user) return <BuyerOffer product={product} />;
  if (status === 'loading' || product.status !== 'available') return null;
  return (
    <RouterLink to={paths.login.getHref(paths.product.getHref(product._id))} className={buttonLook('outlined')}>
      {t`Log in to make an offer`}
    </RouterLink>
  );
}

function BuyerOffer({ product }: { product: PublicListing }) {
  const { bookAt, orderOf } = useBookAtOffer();
  return (
    <Suspense fallback={null}>
      <OfferPanel
        listing={{ id: product._id, price: product.price, priceLow: product.price_low, priceHigh: product.price_high }}
        open={product.status === 'available'}
        onBook={bookAt}
        orderOf={orderOf}
      />
    </Suspense>
  );
}
