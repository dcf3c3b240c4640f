import { AppError } from '../../shared/app-error';
import { assertSelfOrAdmin, isAdmin, type Caller } from '../../shared/auth';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { getListing } from '../listings';
import type { OutboxEvent } from '../events';
import { addEntry, countEntries, deleteEntriesOfUser, deleteEntry, getEntry, listEntries } from './wishlist.repo';
import { wishlistEntryFor, type WishlistEntry } from '../../contract/wishlist';

/** Adds a listing to the caller's wishlist; adding it again returns the same entry. */
export async function addToWishlist(caller: Caller, productId: string): Promise<{ id: string; created: boolean }> {
  const entry = wishlistEntryFor(caller, await getListing(productId), new Date());
  return { id: entry._id, created: await addEntry(entry) };
}

export function listWishlist(caller: Caller, ownerEmail: string, page: PageRequest): Promise<Page<WishlistEntry>> {
  assertSelfOrAdmin(caller, ownerEmail);
  return listEntries(ownerEmail, page);
}

/** The header's wishlist badge: a count, without reading the entries. */
export function countWishlist(caller: Caller, ownerEmail: string): Promise<number> {
  assertSelfOrAdmin(caller, ownerEmail);
  return countEntries(ownerEmail);
}

export async function removeFromWishlist(caller: Caller, id: string): Promise<void> {
  const entry = await getEntry(id);
  if (!entry) throw AppError.notFound('This item is not in the wishlist.');
  if (entry.uid !== caller.uid && !isAdmin(caller)) throw AppError.forbidden('You can only change your own wishlist.');
  await deleteEntry(id);
}

/** Handles the `wishlist` part of `account.deleted`: the person's own wishlist goes (deleting what is gone is done). */
export async function onAccountDeletedWishlist(event: OutboxEvent<'account.deleted'>): Promise<void> {
  await deleteEntriesOfUser(event.payload.uid);
}
