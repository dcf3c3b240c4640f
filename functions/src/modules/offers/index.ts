/**
 * offers: a buyer's price, the seller's answer and the counters in between (contract/offer-status.ts).
 * The offers themselves, and the hold an accepted one puts on its listing, are the listing
 * aggregate's (modules/listings), because an acceptance reserves the listing in the same transaction.
 */
export { onAccountDeletedOffers } from './departed-party.service';
export { sweepExpiredOffers } from './offers.service';
export { offersRouter } from './offers.routes';
