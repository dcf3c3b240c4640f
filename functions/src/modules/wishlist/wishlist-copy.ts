import type { Product } from '../../contract/products';
import type { WishlistEntry } from '../../contract/wishlist';

/** The listing's fields a wishlist entry copies, as the spec's client reads them. */
export type WishlistCopy = Omit<WishlistEntry, '_id' | 'productId' | 'uid' | 'email' | 'createdAt' | 'sortKey'>;

export function wishlistCopyOf(listing: Product): WishlistCopy {
  return {
    name: listing.phone_details.phone_name,
    img: listing.phone_details.phone_img_card,
    processor: listing.phone_details.phone_processor,
    ram: listing.phone_details.phone_ram,
    camera: listing.phone_details.phone_camera,
    category_name: listing.category_name,
    condition_type: listing.condition_type,
    price: listing.price,
    status: listing.status,
    adversite: listing.adversite,
  };
}
