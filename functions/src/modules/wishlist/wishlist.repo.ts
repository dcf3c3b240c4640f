import { mayNameDocument, wishlistCollection } from '../../shared/collections';
import { createdOnce } from '../../shared/firestore';
import type { PageRequest } from '../../contract/pagination';
import { newestFirstPage, type Page } from '../../shared/pagination';
import { writeInBatches } from '../../shared/write-batches';
import type { WishlistCopy, WishlistEntry } from '../../contract/wishlist';

const wishlist = wishlistCollection;

/** Creates wishlist/{uid_productId}; false when the user already has that entry. */
export async function addEntry(entry: WishlistEntry): Promise<boolean> {
  return createdOnce(() => wishlist().doc(entry._id).create(entry));
}

export async function getEntry(id: string): Promise<WishlistEntry | null> {
  if (!mayNameDocument(id)) return null;
  const snapshot = await wishlist().doc(id).get();
  return snapshot.data() ?? null;
}

export async function deleteEntry(id: string): Promise<void> {
  await wishlist().doc(id).delete();
}

/** One owner's entries, newest first, by keyset on sortKey. */
export async function listEntries(ownerEmail: string, page: PageRequest): Promise<Page<WishlistEntry>> {
  return newestFirstPage(wishlist().where('email', '==', ownerEmail), page);
}

/** How many entries an owner has: one aggregation, billed as one read per 1,000 entries. */
export async function countEntries(ownerEmail: string): Promise<number> {
  const snapshot = await wishlist().where('email', '==', ownerEmail).count().get();
  return snapshot.data().count;
}

/** Rewrites the listing's fields copied on each of its entries, in batches. */
export async function updateEntriesOfListing(productId: string, copy: WishlistCopy): Promise<void> {
  const snapshot = await wishlist().where('productId', '==', productId).get();
  await writeInBatches(snapshot.docs, (batch, doc) => batch.update(doc.ref, { ...copy }));
}

/** Deletes every entry of a listing that is gone, in batches. */
export async function deleteEntriesOfListing(productId: string): Promise<void> {
  const snapshot = await wishlist().where('productId', '==', productId).get();
  await writeInBatches(snapshot.docs, (batch, doc) => batch.delete(doc.ref));
}

/** Deletes every entry a user owns, in batches. */
export async function deleteEntriesOfUser(uid: string): Promise<void> {
  const snapshot = await wishlist().where('uid', '==', uid).get();
  await writeInBatches(snapshot.docs, (batch, doc) => batch.delete(doc.ref));
}

/** Who has a listing on their wishlist (its price drops alert them). */
export async function ownersOfListing(productId: string): Promise<string[]> {
  const snapshot = await wishlist().where('productId', '==', productId).get();
  return snapshot.docs.map((doc) => doc.data().uid);
}
