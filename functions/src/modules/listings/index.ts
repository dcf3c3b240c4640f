/**
 * listings: the listing aggregate and everything written with it. A listing (products/{id}), the
 * orders on it and their closures, the IMEI claims its live listings hold, its model's price
 * statistics and the search catalog are changed together (one transaction, or in step right after
 * it), so one module owns them all. It decides nothing about callers: the use cases (products,
 * orders, moderation) decide, and the change with what follows it in other modules runs through
 * listing-changes.
 */
export {
  orderIdFor,
  readListing,
  removeListingsOfSeller,
  transact,
  updateOpenOrdersOfListing,
  type EventsOf,
  type ListingAggregate,
  type ListingPatch,
  type Transition,
  type TransitionTarget,
} from './listing-aggregate.repo';
export {
  countLiveListingsOfSeller,
  getProduct,
  insertProduct,
  listProducts,
  newProductId,
  updateSellerCopies,
  type ListingFilter,
  type SellerCopy,
} from './listings.repo';
export { getListing } from './listings.service';
export { anonymisePartyOnOrders, getOrder, isSpotNamedByOrders, listLapsedOrderIds, listOpenOrders, listOrdersOf } from './orders.repo';
export {
  anonymisePartyOnOffers,
  getListingsById,
  getOffer,
  listAcceptedOffersOf,
  listLapsedOfferIds,
  listOffersOf,
  listPendingOffersOf,
  listRoundsOf,
  releaseOfferHold,
  offerIdFor,
  releaseStrandedHoldMarker,
  transactOffer,
  type OfferAggregate,
  type OfferEventsOf,
  type OfferTarget,
  type OfferTransition,
} from './offers.repo';
export { countPending, listByModerationStatus, listingsWithImeiHash, queuePositionOf } from './review-queue.repo';
export { listingSearch, type ListingSearchBackend, type SearchResult } from './search/search.repo';
export { searchFinds, type SearchRequest } from './search/search-plan';
export { claimImei, imeiClaimHolder, imeiIdentityOf, releaseImei, type ImeiIdentity } from './imei/imei.service';
export { fairPrice } from './fair-price/fair-price.service';
