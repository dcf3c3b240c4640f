/**
 * products: the listing use cases behind /api/products (list a phone, edit, sell, advertise, delete,
 * search, the price guide). It owns no collection: listings are the listing aggregate's
 * (modules/listings), and its changes run through listing-changes.
 */
export { getPublicListing, listAdvertised, onCatalogNote, searchCategory, searchShoppable, type SearchPage } from './products.service';
export { LISTING_CACHE_SECONDS, productsRouter } from './products.routes';
