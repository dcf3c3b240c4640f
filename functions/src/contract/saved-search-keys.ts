import { MAX_SEARCH_PRICE, type SearchProductsQuery } from './search';
import type { Product } from './products';

/*
 * The index a new listing is matched through. A saved search stores one key per (brand, price band,
 * storage) it can find; a listing has four keys (its brand or any, its band, its storage or any), and
 * one array-contains-any query on them reads only the searches that could find it. Each candidate is
 * then confirmed by the search's own predicate (searchFinds), so the keys only need to be a superset.
 */

/** Upper bounds (taka, exclusive) of the price bands; one more band above the last. Doubling, as used-phone prices spread. */
export const PRICE_BAND_LIMITS = [5_000, 10_000, 20_000, 40_000, 80_000, 160_000] as const;
export const ANY = '*';

export function bandOf(price: number): number {
  const band = PRICE_BAND_LIMITS.findIndex((limit) => price < limit);
  return band === -1 ? PRICE_BAND_LIMITS.length : band;
}

function bandsBetween(min: number, max: number): number[] {
  const bands: number[] = [];
  for (let band = bandOf(min); band <= bandOf(max); band += 1) bands.push(band);
  return bands;
}

const key = (brand: string, band: number, storage: string) => `${brand}:${band}:${storage}`;

/** The keys of a search: its brand (or any) × each band its price range touches × each storage it asks (or any). */
export function searchKeys(search: SearchProductsQuery): string[] {
  const brands = [search.category ?? ANY];
  const bands = bandsBetween(search.minPrice ?? 0, search.maxPrice ?? MAX_SEARCH_PRICE);
  const storages = search.storage?.length ? search.storage.map(String) : [ANY];
  return brands.flatMap((brand) => bands.flatMap((band) => storages.map((storage) => key(brand, band, storage))));
}

/** The keys a listing is looked up by: at most four, within array-contains-any's 30. */
export function listingKeys(listing: Pick<Product, 'category_name' | 'price' | 'storage_gb'>): string[] {
  const band = bandOf(listing.price);
  const storages = listing.storage_gb === undefined ? [ANY] : [String(listing.storage_gb), ANY];
  return [listing.category_name, ANY].flatMap((brand) => storages.map((storage) => key(brand, band, storage)));
}
