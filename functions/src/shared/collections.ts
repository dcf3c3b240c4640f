import type { DocumentData, FirestoreDataConverter } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { categorySchema } from '../contract/categories';
import { imeiClaimSchema, priceStatsSchema } from '../contract/trust-records';
import { orderSchema } from '../contract/orders';
import { productSchema } from '../contract/products';
import { searchCatalogSchema } from '../contract/search';
import { userRecordSchema } from '../contract/users';
import { wishlistEntrySchema } from '../contract/wishlist';
import { db } from './firestore';

/**
 * Reads a stored document through its contract schema, so a repo answers a checked value
 * instead of casting `data() as Product`: a document that drifted from the model fails loudly
 * (a logged 500) instead of reaching a client half-formed, and unknown fields are dropped.
 * Cost: parsing a flat document of ~25 fields takes microseconds, and every read is bounded
 * (a page is at most 101 documents, a transaction reads one or two), next to the milliseconds
 * of the read itself; the benchmark's route ÷ floor figures include it. Writes are not parsed:
 * their values are built in code from the same types.
 */
function checkedBy<S extends z.ZodType<DocumentData>>(schema: S): FirestoreDataConverter<z.infer<S>> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot) => schema.parse(snapshot.data()),
  };
}

const converters = {
  categories: checkedBy(categorySchema),
  products: checkedBy(productSchema),
  orders: checkedBy(orderSchema),
  users: checkedBy(userRecordSchema),
  wishlist: checkedBy(wishlistEntrySchema),
  searchCatalog: checkedBy(searchCatalogSchema),
  imeiClaims: checkedBy(imeiClaimSchema),
  priceStats: checkedBy(priceStatsSchema),
};

/** The collections of the model, typed and checked on read (repos only). */
export const categoriesCollection = () => db().collection('categories').withConverter(converters.categories);
export const productsCollection = () => db().collection('products').withConverter(converters.products);
export const ordersCollection = () => db().collection('orders').withConverter(converters.orders);
export const usersCollection = () => db().collection('users').withConverter(converters.users);
export const wishlistCollection = () => db().collection('wishlist').withConverter(converters.wishlist);
/** search/catalog: the model names the type-ahead suggests (modules/products/search). */
export const searchCatalogDoc = () => db().collection('search').doc('catalog').withConverter(converters.searchCatalog);

/** imei_claims/{hash}: one per IMEI held by a live listing (modules/products/imei). */
export const imeiClaimsCollection = () => db().collection('imei_claims').withConverter(converters.imeiClaims);
/** price_stats/{model_storage}: the prices of a model's comparables (modules/products/fair-price). */
export const priceStatsCollection = () => db().collection('price_stats').withConverter(converters.priceStats);

/**
 * Whether a document may have this id. ReCell never creates an id that names an Object.prototype
 * member (`constructor`, `toString`, `valueOf`, `hasOwnProperty`, `__proto__`, …: its ids are
 * auto-ids, Auth uids and compositions of them), so such an id names nothing on either engine, and
 * a repo answers "not found" without asking Firestore. Asking would fail on the local emulator
 * (@firestore-emulator/server keeps documents in plain objects and tests `id in documents`, which is
 * true for those names, then throws), turning a client's 404 into a 500.
 */
export function mayNameDocument(id: string): boolean {
  return !(id in Object.prototype);
}
