/** listing-changes: a change of the listing aggregate, then what follows it in other modules (owns no collection). */
export { changeListing, changeOrder, removeSellerListings } from './listing-changes.service';
