/** wishlist: each person's saved listings (wishlist/{id}), with the copy of the listing a card shows. */
export { deleteEntriesOfListing, deleteEntriesOfUser, updateEntriesOfListing } from './wishlist.repo';
export { wishlistRouter } from './wishlist.routes';
