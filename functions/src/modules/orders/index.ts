/**
 * orders: the booking and meetup use cases on a listing's orders, and the meetup's safety cards
 * (safetyCards/{hash}). The orders themselves are the listing aggregate's (modules/listings).
 */
export { onAccountDeletedListings } from './departed-party.service';
export { sweepExpiredOrders } from './order-sweep.service';
export { ordersRouter } from './orders.routes';
