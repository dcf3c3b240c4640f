import type { Order } from './orders';
import type { Product } from './products';
import type { WishlistEntry } from './wishlist';

/*
 * The spec's names, kept on the wire (outside clients rely on them), and what they mean:
 *
 * - `bookedId` names the other side of a booking: on a listing (products/{id}) it is the open
 *   order holding it, or null; on an order it is the listing the order books. Code reads it
 *   through openOrderIdOf(listing) and listingIdOf(order).
 * - `email` is whoever the document belongs to: the seller on a listing, the buyer on an order
 *   (whose seller is `seller_email`), the owner on a wishlist entry, the account on a user record.
 *   Code reads it through sellerEmailOf, buyerEmailOf and ownerEmailOf, and names the query
 *   parameters' value after the party it selects.
 * - Three role vocabularies: `user_role` ('Buyer' | 'Seller') is the account type (AccountType);
 *   `role` on a user record ('admin' | 'user') is the privilege (Privilege); the custom claim
 *   `role` ('buyer' | 'seller') is the account type lower-cased as the ID token carries it
 *   (ClaimedAccountType). See users.ts.
 * - `adversite` is the spec's spelling of "advertised"; user-facing text says "Advertise".
 */

/** The listing an order books. */
export const listingIdOf = (order: Pick<Order, 'bookedId'>): string => order.bookedId;

/** The open order holding a listing while it is booked, or null. */
export const openOrderIdOf = (listing: Pick<Product, 'bookedId'>): string | null => listing.bookedId;

export const sellerEmailOf = (listing: Pick<Product, 'email'>): string => listing.email;

export const buyerEmailOf = (order: Pick<Order, 'email'>): string => order.email;

export const ownerEmailOf = (entry: Pick<WishlistEntry, 'email'>): string => entry.email;
