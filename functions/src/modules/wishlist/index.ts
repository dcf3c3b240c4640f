/** wishlist: each person's saved listings (wishlist/{id}), with the copy of the listing a card shows. */
export { deleteEntriesOfListing, ownersOfListing, updateEntriesOfListing } from './wishlist.repo';
export { onAccountDeletedWishlist } from './wishlist.service';
export { wishlistRouter } from './wishlist.routes';
