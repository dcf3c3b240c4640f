import type { Query } from 'firebase-admin/firestore';
import { productsCollection } from '../../shared/collections';
import type { ModeratedStatus, Product } from '../../contract/products';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';

const products = productsCollection;

/**
 * One page of the listings in a moderation status, oldest in it first, by keyset on moderation_key
 * (when the listing entered the status, then its id). Index: status + moderation_key.
 */
export async function listByModerationStatus(status: ModeratedStatus, page: PageRequest): Promise<Page<Product>> {
  let query: Query<Product> = products().where('status', '==', status);
  if (page.cursor) query = query.where('moderation_key', '>', page.cursor);
  const snapshot = await query.orderBy('moderation_key', 'asc').limit(page.limit + 1).get();
  const fetched = snapshot.docs.map((doc) => doc.data());
  const items = fetched.slice(0, page.limit);
  const last = items.at(-1);
  return { items, nextCursor: fetched.length > page.limit && last?.moderation_key ? last.moderation_key : null };
}

/** How many listings wait for review ahead of this moderation key (a count() aggregation). */
export async function countPendingBefore(moderationKey: string): Promise<number> {
  const snapshot = await products().where('status', '==', 'pending_review').where('moderation_key', '<', moderationKey).count().get();
  return snapshot.data().count;
}

/** 1 for the oldest listing under review; null for a listing not under review (no read then). */
export async function queuePositionOf(listing: Pick<Product, 'status' | 'moderation_key'>): Promise<number | null> {
  if (listing.status !== 'pending_review' || !listing.moderation_key) return null;
  return (await countPendingBefore(listing.moderation_key)) + 1;
}

/** How many listings wait for review in all. */
export async function countPending(): Promise<number> {
  return (await products().where('status', '==', 'pending_review').count().get()).data().count;
}

/** The listings holding or waiting with this IMEI hash (a block hides them). */
export async function listingsWithImeiHash(hash: string): Promise<Product[]> {
  const snapshot = await products().where('imei_hash', '==', hash).get();
  return snapshot.docs.map((doc) => doc.data());
}
