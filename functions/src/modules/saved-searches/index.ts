/**
 * saved-searches: people's saved searches (saved_searches) and the alerts they and the wishlist
 * raise: what each search found (saved_search_hits), alerts waiting for a daily email
 * (alert_digest), and emails turned off by an unsubscribe link (alert_settings).
 */
export { onAccountDeletedSavedSearches, onListingLive, onListingPriceDrop, sendAlertDigests } from './alerts.service';
export { savedSearchesRouter } from './saved-searches.routes';
