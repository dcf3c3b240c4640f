import {
  alertDigestCollection,
  alertSettingsCollection,
  mayNameDocument,
  savedSearchesCollection,
  savedSearchHitsCollection,
} from '../../shared/collections';
import { createdOnce } from '../../shared/firestore';
import { writeInBatches } from '../../shared/write-batches';
import { MAX_SAVED_SEARCHES } from '../../contract/constants';
import type { SavedSearch } from '../../contract/saved-searches';

const searches = savedSearchesCollection;

/** A person's saved searches, oldest first (at most MAX_SAVED_SEARCHES: one small query). */
export async function listSearchesOf(uid: string): Promise<SavedSearch[]> {
  const snapshot = await searches().where('uid', '==', uid).get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.sortKey.localeCompare(b.sortKey));
}

export async function getSearch(id: string): Promise<SavedSearch | null> {
  if (!mayNameDocument(id)) return null;
  return (await searches().doc(id).get()).data() ?? null;
}

/**
 * Stores a new search in the first of the person's MAX_SAVED_SEARCHES slots that is free
 * (saved_searches/{uid}_s{slot}, written with create()), so the limit holds however many saves run
 * at once, on any engine. Answers the stored search, or null when every slot is taken.
 */
export async function insertSearch(search: Omit<SavedSearch, '_id'>, taken: ReadonlySet<string>): Promise<SavedSearch | null> {
  for (let slot = 1; slot <= MAX_SAVED_SEARCHES; slot += 1) {
    const id = `${search.uid}_s${slot}`;
    if (taken.has(id)) continue;
    const stored: SavedSearch = { ...search, _id: id, sortKey: `${search.createdAt}_${id}` };
    if (await createdOnce(() => searches().doc(id).create(stored))) return stored;
  }
  return null;
}

export async function replaceSearch(search: SavedSearch): Promise<void> {
  await searches().doc(search._id).set(search);
}

export async function deleteSearch(id: string): Promise<void> {
  await searches().doc(id).delete();
}

/** The searches whose keys share one with a listing's: the only ones that may find it. */
export async function searchesWithAnyKey(keys: readonly string[]): Promise<SavedSearch[]> {
  const snapshot = await searches().where('match_keys', 'array-contains-any', [...keys]).get();
  return snapshot.docs.map((doc) => doc.data());
}

export async function deleteSearchesOf(uid: string): Promise<void> {
  const snapshot = await searches().where('uid', '==', uid).get();
  await writeInBatches(snapshot.docs, (batch, doc) => batch.delete(doc.ref));
}

// Hits: a listing a person's saved search found.

export interface Hit {
  uid: string;
  listingId: string;
  searchId: string;
  createdAt: string;
  /** Whether every alert of the match went out (a handler that died half-way finishes it on its retry). */
  delivered: boolean;
}

/** Records that the person's search found the listing; answers the hit as stored (theirs if it was there already). */
export async function claimHit(hit: Hit): Promise<Hit> {
  const ref = savedSearchHitsCollection().doc(`${hit.uid}_${hit.listingId}`);
  if (await createdOnce(() => ref.create(hit))) return hit;
  return (await ref.get()).data() as Hit;
}

export async function markHitDelivered(uid: string, listingId: string): Promise<void> {
  await savedSearchHitsCollection().doc(`${uid}_${listingId}`).update({ delivered: true });
}

export async function hitsOfListing(listingId: string): Promise<Hit[]> {
  const snapshot = await savedSearchHitsCollection().where('listingId', '==', listingId).get();
  return snapshot.docs.map((doc) => doc.data() as Hit);
}

export async function deleteHitsOf(uid: string): Promise<void> {
  const snapshot = await savedSearchHitsCollection().where('uid', '==', uid).get();
  await writeInBatches(snapshot.docs, (batch, doc) => batch.delete(doc.ref));
}

// The daily digest: alerts waiting for their owner's next daily email.

export interface DigestEntry {
  uid: string;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  /** True until a digest took it in (a single-field filter: no composite index needed). */
  pending: boolean;
  digestId: string | null;
}

/** Adds an alert to its owner's next digest, once per id. */
export async function addDigestEntry(id: string, entry: DigestEntry): Promise<void> {
  await createdOnce(() => alertDigestCollection().doc(id).create(entry));
}

export async function pendingDigestEntries(): Promise<(DigestEntry & { id: string })[]> {
  const snapshot = await alertDigestCollection().where('pending', '==', true).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as DigestEntry), id: doc.id }));
}

export async function markDigested(ids: readonly string[], digestId: string): Promise<void> {
  await writeInBatches(ids, (batch, id) => batch.update(alertDigestCollection().doc(id), { pending: false, digestId }));
}

export async function deleteDigestEntriesOf(uid: string): Promise<void> {
  const snapshot = await alertDigestCollection().where('uid', '==', uid).get();
  await writeInBatches(snapshot.docs, (batch, doc) => batch.delete(doc.ref));
}

// What a person turned off through an unsubscribe link beyond their searches.

export async function priceDropEmailsOff(uid: string): Promise<boolean> {
  return (await alertSettingsCollection().doc(uid).get()).get('priceDropEmails') === false;
}

export async function turnPriceDropEmailsOff(uid: string, now: Date): Promise<void> {
  await alertSettingsCollection().doc(uid).set({ priceDropEmails: false, updatedAt: now.toISOString() }, { merge: true });
}

export async function deleteAlertSettings(uid: string): Promise<void> {
  await alertSettingsCollection().doc(uid).delete();
}
