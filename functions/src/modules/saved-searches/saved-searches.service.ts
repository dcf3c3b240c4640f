import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { searchProductsQuery } from '../../contract/search';
import {
  canonicalQuery,
  searchOf,
  TOO_MANY_SAVED_SEARCHES,
  type CreateSavedSearchBody,
  type SavedQuery,
  type SavedSearch,
  type SavedSearchView,
  type UpdateSavedSearchBody,
} from '../../contract/saved-searches';
import type { SavedSearchFrequency } from '../../contract/constants';
import { listingSearch } from '../listings';
import { searchKeys } from '../../contract/saved-search-keys';
import { deleteSearch, getSearch, insertSearch, listSearchesOf, replaceSearch } from './saved-searches.repo';

/**
 * The query of a saved search, checked by GET /products' own schema and parser, so a query the
 * search refuses is refused here with the same status and body; kept in canonical form.
 */
function checkedQuery(query: unknown): SavedQuery {
  return canonicalQuery(parse(searchProductsQuery, query));
}

/** The keys a search is matched through; none while its alerts are off, so it is never a candidate. */
function keysOf(query: SavedQuery, frequency: SavedSearchFrequency): string[] {
  return frequency === 'off' ? [] : searchKeys(searchOf(query));
}

/** How many phones the search finds now: X-Total-Count of the same search (one count() and a page of one). */
async function countNow(query: SavedQuery): Promise<number> {
  const { total } = await listingSearch.search({ ...searchOf(query), limit: 1 });
  return total;
}

async function viewOf(search: SavedSearch): Promise<SavedSearchView> {
  const { _id, name, query, frequency, createdAt, updatedAt } = search;
  return { _id, name, query, frequency, createdAt, updatedAt, count: await countNow(query) };
}

const NOT_FOUND = 'This saved search does not exist.';

async function ownSearch(caller: Caller, id: string): Promise<SavedSearch> {
  const search = await getSearch(id);
  // Someone else's search is as absent as a missing one: ids say nothing about other people.
  if (!search || search.uid !== caller.uid) throw AppError.notFound(NOT_FOUND);
  return search;
}

/** POST /saved-searches: at most MAX_SAVED_SEARCHES per person (409 beyond). */
export async function createSavedSearch(caller: Caller, body: CreateSavedSearchBody, now: Date): Promise<SavedSearchView> {
  const query = checkedQuery(body.query);
  const existing = await listSearchesOf(caller.uid);
  const at = now.toISOString();
  const stored = await insertSearch(
    { uid: caller.uid, name: body.name, query, frequency: body.frequency, match_keys: keysOf(query, body.frequency), createdAt: at, updatedAt: at, sortKey: '' },
    new Set(existing.map((search) => search._id)),
  );
  if (!stored) throw AppError.conflict(TOO_MANY_SAVED_SEARCHES);
  return viewOf(stored);
}

/** GET /saved-searches: the caller's, oldest first, each with its count now. */
export async function listSavedSearches(caller: Caller): Promise<SavedSearchView[]> {
  return Promise.all((await listSearchesOf(caller.uid)).map(viewOf));
}

/** PATCH /saved-searches/:id: a new name, query or frequency (its owner only). */
export async function updateSavedSearch(caller: Caller, id: string, body: UpdateSavedSearchBody, now: Date): Promise<SavedSearchView> {
  const search = await ownSearch(caller, id);
  const query = body.query === undefined ? search.query : checkedQuery(body.query);
  const frequency = body.frequency ?? search.frequency;
  const updated: SavedSearch = { ...search, name: body.name ?? search.name, query, frequency, match_keys: keysOf(query, frequency), updatedAt: now.toISOString() };
  await replaceSearch(updated);
  return viewOf(updated);
}

/** DELETE /saved-searches/:id (its owner only). */
export async function deleteSavedSearch(caller: Caller, id: string): Promise<void> {
  await ownSearch(caller, id);
  await deleteSearch(id);
}

/** Turns a search's alerts off (an unsubscribe link): answers its name, or null when it is gone. */
export async function turnSearchAlertsOff(uid: string, id: string, now: Date): Promise<string | null> {
  const search = await getSearch(id);
  if (!search || search.uid !== uid) return null;
  if (search.frequency !== 'off') await replaceSearch({ ...search, frequency: 'off', match_keys: [], updatedAt: now.toISOString() });
  return search.name;
}
