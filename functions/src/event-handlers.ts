import type { EventHandlers } from './modules/events';
import { onListingCopies, onSellerCopies } from './modules/listing-changes';
import { fairPrice } from './modules/listings';
import { onOrderNotice, onPersonNotice } from './modules/notifications';
import { onCatalogNote } from './modules/products';
import { onConversationCopies } from './modules/conversations';
import { onRatingSync } from './modules/reviews';

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
  'rating.sync': onRatingSync,
  'conversation.copies': onConversationCopies,
};
