import type { AccountPart, EventHandler, EventHandlers } from './modules/events';
import { onListingCopies, onSellerCopies } from './modules/listing-changes';
import { fairPrice } from './modules/listings';
import { onAccountDeletedNotifications, onOrderNotice, onPersonNotice } from './modules/notifications';
import { onCatalogNote } from './modules/products';
import { onAccountDeletedConversations, onConversationCopies, onOfferThread } from './modules/conversations';
import { onRatingSync } from './modules/reviews';
import { onAccountDeletedListings, onSaleCount } from './modules/orders';
import { onAccountDeletedOffers } from './modules/offers';
import { onAccountDeletedWishlist } from './modules/wishlist';
import { onAuditEntry } from './modules/moderation';
import { onAccountDeletedAuth, onAuthProfile } from './modules/users';
import { onAccountDeletedSavedSearches, onListingLive, onListingPriceDrop } from './modules/saved-searches';
import { onAccountDeletedPush } from './modules/push';

/** Who removes each part of what a deleted account leaves: the module that owns it. */
const accountDeleted: { [P in AccountPart]: EventHandler<'account.deleted'> } = {
  auth: onAccountDeletedAuth,
  listings: onAccountDeletedListings,
  offers: onAccountDeletedOffers,
  wishlist: onAccountDeletedWishlist,
  conversations: onAccountDeletedConversations,
  notifications: onAccountDeletedNotifications,
  'saved-searches': onAccountDeletedSavedSearches,
  push: onAccountDeletedPush,
};

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
  'sale.count': onSaleCount,
  'rating.sync': onRatingSync,
  'conversation.copies': onConversationCopies,
  'account.deleted': (event) => accountDeleted[event.payload.part](event),
  'auth.profile': onAuthProfile,
  'audit.entry': onAuditEntry,
  'listing.live': onListingLive,
  'listing.price-drop': onListingPriceDrop,
  'offer.thread': onOfferThread,
};
