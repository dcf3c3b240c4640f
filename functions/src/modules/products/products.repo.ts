import type { Query } from 'firebase-admin/firestore';
import { mayNameDocument, productsCollection } from '../../shared/collections';
import type { PageRequest } from '../../contract/pagination';
import { toPage, type Page } from '../../shared/pagination';
import { writeInBatches } from '../../shared/write-batches';
import type { ListingStatus, Product, SellerCopyField } from '../../contract/products';

const products = productsCollection;

export function newProductId(): string {
  return products().doc().id;
}

export async function insertProduct(product: Product): Promise<void> {
  await products().doc(product._id).create(product);
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
  if (page.cursor) query = query.where('sortKey', '<', page.cursor);
  const snapshot = await query.orderBy('sortKey', 'desc').limit(page.limit + 1).get();
  return toPage(
    snapshot.docs.map((doc) => doc.data()),
    page.limit,
  );
}

async function listProductIdsOfSeller(sellerUid: string): Promise<string[]> {
  const snapshot = await products().where('seller_uid', '==', sellerUid).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Rewrites the seller's display fields copied on each of their listings. */
export async function updateSellerCopies(
  sellerUid: string,
  fields: Partial<Pick<Product, SellerCopyField>>,
): Promise<void> {
  const ids = await listProductIdsOfSeller(sellerUid);
  await writeInBatches(ids, (batch, id) => batch.update(products().doc(id), fields));
}

/** How many of a seller's listings are live: on sale or booked (at most `limit` are counted). */
export async function countLiveListingsOfSeller(sellerUid: string, limit = 1): Promise<number> {
  const live: ListingStatus[] = ['available', 'booked'];
  const snapshot = await products().where('seller_uid', '==', sellerUid).where('status', 'in', live).limit(limit).get();
  return snapshot.size;
}
