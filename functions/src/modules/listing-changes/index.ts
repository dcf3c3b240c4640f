/** listing-changes: a change of the listing aggregate, then what follows it in other modules (owns no collection). */
export { catalogNote, changeListing, changeOrder, newListingEvents, onListingCopies, removeSellerListings, type Effects } from './listing-changes.service';
export { onSellerCopies, sellerCopiesEvent } from './seller-copies';
