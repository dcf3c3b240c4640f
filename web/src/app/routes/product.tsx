import { Link as RouterLink, data, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { isInvalidRequestError, isNotFoundError } from '@/lib/api-client';
import { brandLabel } from '@/lib/format';
import { productQueryOptions, useProduct } from '@/features/products/api/get-product';
import { ProductDetails } from '@/features/products/components/product-details';
import { useIsOwnListing } from '@/features/products/api/use-own-listing';
import { BookNowButton } from '@/features/orders/components/book-now-button';
import { AskSellerButton } from '@/features/messages/components/ask-seller-button';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { ReportListingButton } from '@/features/moderation/components/report-listing-button';
import { bookableOf } from '@/app/components/shop-product-card';
import styles from '@/app/routes/product.module.css';

const NO_LONGER_AVAILABLE = {
  title: 'This listing is no longer available',
  text: 'It may have been removed by its seller or taken down by ReCell. Plenty of other phones are waiting for you.',
};

/** The product is loaded before the screen shows (spec §2); an unknown id is a 404. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(productQueryOptions(params.id ?? ''));
    } catch (error) {
      // Sold and deleted, hidden by an admin or not yet reviewed: for a shopper, the listing is gone.
      // So is one whose address holds no possible id (the API refuses it as invalid).
      if (isNotFoundError(error) || isInvalidRequestError(error)) throw data(NO_LONGER_AVAILABLE, { status: 404 });
      throw error;
    }
    return null;
  };

/** /displayProducts/:id: one phone, with Book Now, the wishlist and Ask the seller (plain CSS: no MUI before it paints). */
export function ProductRoute() {
  const { data: product } = useProduct(useParams().id ?? '');
  const own = useIsOwnListing(product._id);
  const name = product.phone_details.phone_name;
  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className={styles.trail}>
          <li>
            <RouterLink to={paths.home.getHref()}>Home</RouterLink>
          </li>
          <li>
            <RouterLink to={paths.products.getHref()}>Products</RouterLink>
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
        actions={
          <>
            <BookNowButton listing={bookableOf(product, own)} size="large" fullWidth={false} style={{ minWidth: 180 }} />
            <WishlistButton productId={product._id} productName={name} status={product.status} own={own} variant="button" />
            {product.status === 'sold' ? null : <AskSellerButton listingId={product._id} own={own} size="large" />}
            <ReportListingButton listingId={product._id} own={own} />
          </>
        }
      />
    </>
  );
}
