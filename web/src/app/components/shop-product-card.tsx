import { memo } from 'react';
import type { PublicListing } from '@contract/products';
import { ProductCard } from '@/features/products/components/product-card';
import { BookNowButton } from '@/features/orders/components/book-now-button';
import type { Bookable } from '@/features/orders/stores/booking-store';
import { useIsOwnListing } from '@/features/products/api/use-own-listing';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

/** What the booking dialog needs from a listing. */
export function bookableOf(product: PublicListing, own: boolean): Bookable {
  return {
    productId: product._id,
    name: product.phone_details.phone_name,
    price: product.price,
    image: product.phone_details.phone_img_card,
    status: product.status,
    area: product.location,
    own,
  };
}

/**
 * A product card with the shopper's actions: the wishlist heart and Book Now. Memoised: a list
 * re-rendered for a filter change keeps the same listings until the new ones arrive.
 */
export const ShopProductCard = memo(function ShopProductCard({ product, recommended, eager }: { product: PublicListing; recommended?: boolean; eager?: boolean }) {
  const own = useIsOwnListing(product._id);
  return (
    <ProductCard
      product={product}
      recommended={recommended}
      eager={eager}
      cornerAction={<WishlistButton productId={product._id} productName={product.phone_details.phone_name} status={product.status} own={own} />}
      actions={<BookNowButton listing={bookableOf(product, own)} />}
    />
  );
});
