import { FieldValue, type Query } from 'firebase-admin/firestore';
import type { CategoryName } from '../../contract/constants';
import { ordersCollection, productsCollection } from '../../shared/collections';
import { db } from '../../shared/firestore';
import type { PageRequest } from '../../contract/pagination';
import { toPage, type Page } from '../../shared/pagination';
import { writeInBatches } from '../../shared/write-batches';
import type { ClosedOrderStatus } from '../../contract/order-status';
import { openOrderIdOf } from '../../contract/names';
import type { Order } from '../../contract/orders';
import type { ListingStatus, Product } from '../../contract/products';

const products = productsCollection;
const orders = ordersCollection;

export function newProductId(): string {
  return products().doc().id;
}

export async function insertProduct(product: Product): Promise<void> {
  await products().doc(product._id).create(product);
}

export async function getProduct(id: string): Promise<Product | null> {
  const snapshot = await products().doc(id).get();
  return snapshot.data() ?? null;
}

/** Which listings a list shows. Each combination used has its index in firestore.indexes.json. */
export interface ListingFilter {
  statuses?: readonly ListingStatus[];
  category?: CategoryName;
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
  if (filter.category !== undefined) query = query.where('category_name', '==', filter.category);
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

/** What a change of one listing writes; the service decides it from fresh reads. */
export interface ListingChange {
  /** Fields to set on the listing, or 'delete'. */
  listing: Partial<Product> | 'delete';
  /**
   * Closes the listing's open order with this status. A kept listing's bookingSeq is then
   * bumped, so its next order gets a fresh deterministic id.
   */
  closeOpenOrder?: ClosedOrderStatus;
}

/**
 * Reads a listing and its open order (the one its bookedId names) in one transaction, lets
 * `decide` choose the change (or throw), and writes it atomically. Returns the listing as it
 * is afterwards, or null once deleted.
 */
export async function changeListing(
  id: string,
  decide: (listing: Product | null, openOrder: Order | null) => ListingChange,
): Promise<Product | null> {
  return db().runTransaction(async (transaction) => {
    const ref = products().doc(id);
    const listing = (await transaction.get(ref)).data();
    const openOrderId = listing ? openOrderIdOf(listing) : null;
    const orderRef = openOrderId ? orders().doc(openOrderId) : null;
    const openOrder = orderRef ? (await transaction.get(orderRef)).data() : undefined;
    const change = decide(listing ?? null, openOrder ?? null);
    if (!listing) return null;

    const closesOrder = Boolean(change.closeOpenOrder && orderRef && openOrder);
    if (closesOrder) transaction.update(orderRef!, { status: change.closeOpenOrder, updatedAt: new Date().toISOString() });
    if (change.listing === 'delete') {
      transaction.delete(ref);
      return null;
    }
    transaction.update(ref, closesOrder ? { ...change.listing, bookingSeq: FieldValue.increment(1) } : change.listing);
    return { ...listing, ...change.listing, bookingSeq: listing.bookingSeq + (closesOrder ? 1 : 0) };
  });
}

export async function listProductIdsOfSeller(sellerUid: string): Promise<string[]> {
  const snapshot = await products().where('seller_uid', '==', sellerUid).get();
  return snapshot.docs.map((doc) => doc.id);
}

export async function deleteProducts(ids: readonly string[]): Promise<void> {
  await writeInBatches(ids, (batch, id) => batch.delete(products().doc(id)));
}

/** Rewrites the seller's display fields copied on each of their listings. */
export async function updateSellerCopies(
  sellerUid: string,
  fields: Partial<Pick<Product, 'verified' | 'seller_name' | 'seller_img'>>,
): Promise<void> {
  const ids = await listProductIdsOfSeller(sellerUid);
  await writeInBatches(ids, (batch, id) => batch.update(products().doc(id), fields));
}
