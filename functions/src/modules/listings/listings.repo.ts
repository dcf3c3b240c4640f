import type { Query } from 'firebase-admin/firestore';
import { mayNameDocument, productsCollection } from '../../shared/collections';
import { db } from '../../shared/firestore';
import { recordInBatch, type OutboxEvent } from '../events';
import type { PageRequest } from '../../contract/pagination';
import { newestFirstPage, type Page } from '../../shared/pagination';
import { writeInBatches } from '../../shared/write-batches';
import type { ListingStatus, Product, SellerCopyField } from '../../contract/products';
import { trustFieldsOf } from '../../contract/trust';

const products = productsCollection;

export function newProductId(): string {
  return products().doc().id;
}

/** Creates a listing with the events it causes, in one batch. */
export async function insertProduct(product: Product, events: readonly OutboxEvent[]): Promise<void> {
  const batch = db().batch();
  batch.create(products().doc(product._id), product);
  recordInBatch(batch, events);
  await batch.commit();
}

export async function getProduct(id: string): Promise<Product | null> {
  if (!mayNameDocument(id)) return null;
  const snapshot = await products().doc(id).get();
  return snapshot.data() ?? null;
}

/** Which listings a list shows (search is search/search.repo.ts). Each combination used has its index in firestore.indexes.json. */
export interface ListingFilter {
  statuses?: readonly ListingStatus[];
  advertised?: boolean;
  sellerEmail?: string;
}

/**
 * One page of listings, newest first, by keyset on sortKey: exactly one query reading at most
 * limit + 1 documents. Seller fields are copied on the listings, so there is no read per card.
 */
export async function listProducts(filter: ListingFilter, page: PageRequest): Promise<Page<Product>> {
  let query: Query<Product> = products();
  if (filter.sellerEmail !== undefined) query = query.where('email', '==', filter.sellerEmail);
  if (filter.advertised !== undefined) query = query.where('adversite', '==', filter.advertised);
  if (filter.statuses?.length === 1) query = query.where('status', '==', filter.statuses[0]);
  else if (filter.statuses) query = query.where('status', 'in', filter.statuses);
  return newestFirstPage(query, page);
}

/** The seller fields copied on each listing, with the trust score they feed. */
export type SellerCopy = Partial<Pick<Product, SellerCopyField>>;

/**
 * Rewrites the seller's display fields copied on each of their listings, with the trust score
 * they feed (verification, completed sales and rating are inputs of it).
 */
export async function updateSellerCopies(sellerUid: string, fields: SellerCopy): Promise<void> {
  const snapshot = await products().where('seller_uid', '==', sellerUid).get();
  await writeInBatches(snapshot.docs, (batch, doc) => batch.update(doc.ref, { ...fields, ...trustFieldsOf({ ...doc.data(), ...fields }) }));
}

/** How many of a seller's listings are live: on sale or booked (at most `limit` are counted). */
export async function countLiveListingsOfSeller(sellerUid: string, limit = 1): Promise<number> {
  const live: ListingStatus[] = ['available', 'booked'];
  const snapshot = await products().where('seller_uid', '==', sellerUid).where('status', 'in', live).limit(limit).get();
  return snapshot.size;
}
