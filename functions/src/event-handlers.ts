import type { EventHandlers } from './modules/events';
import { onListingCopies } from './modules/listings/listing-aggregate.service';
import { onOrderNotice, onPersonNotice } from './modules/notifications/notification-events';
import { fairPrice } from './modules/products/fair-price/fair-price.service';
import { onCatalogNote } from './modules/products/products.service';
import { onSellerCopies } from './modules/users/seller-copies';

/**
 * Who handles each event of the outbox (docs/architecture.md, Events): the queue function runs
 * them in production and locally (functions/src/index.ts), the API tests in process.
 */
export const eventHandlers: EventHandlers = {
  'notice.person': onPersonNotice,
  'notice.order': onOrderNotice,
  'listing.copies': onListingCopies,
  'fair-price.note': fairPrice.onNote,
  'fair-price.refresh': fairPrice.onRefresh,
  'catalog.note': onCatalogNote,
  'seller.copies': onSellerCopies,
};
