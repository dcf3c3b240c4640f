import type { Product } from '@contract/products';
import { sellerEmailOf } from '@contract/names';
import { ProductCard } from '@/features/products/components/product-card';
import { BookNowButton } from '@/features/orders/components/book-now-button';
import type { Bookable } from '@/features/orders/stores/booking-store';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

/** What the booking dialog needs from a listing. */
export function bookableOf(product: Product): Bookable {
  return {
    productId: product._id,
    name: product.phone_details.phone_name,
    price: product.price,
    image: product.phone_details.phone_img_card,
    status: product.status,
    sellerEmail: sellerEmailOf(product),
  };
}

/** A product card with the shopper's actions: the wishlist heart and Book Now. */
export function ShopProductCard({ product, recommended, eager }: { product: Product; recommended?: boolean; eager?: boolean }) {
  return (
    <ProductCard
      product={product}
      recommended={recommended}
      eager={eager}
      cornerAction={<WishlistButton productId={product._id} productName={product.phone_details.phone_name} sellerEmail={sellerEmailOf(product)} />}
      actions={<BookNowButton listing={bookableOf(product)} />}
    />
  );
}
