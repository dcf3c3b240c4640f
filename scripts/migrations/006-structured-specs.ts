import { isDeepStrictEqual } from 'node:util';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { RAM_GB_MAX, RAM_GB_MIN, STORAGE_GB_OPTIONS, type StorageGb } from '../../functions/src/contract/constants';
import { listingSearchFields, searchCatalogOf, type ListingSearchSource } from '../../functions/src/contract/search';
import { updateEach, type Migration } from './migration';

/**
 * Reads RAM and storage from a listing's free-text `phone_ram` ("6GB/128GB", "8/256 GB",
 * "4 GB RAM, 64 GB", "12GB/1TB", "128GB"): sizes in GB (TB × 1024); of two, the smaller is the
 * RAM. A value is kept only when it is one the form offers (storage one of STORAGE_GB_OPTIONS,
 * RAM 1–24 GB); otherwise that field stays absent. Exported for its test.
 */
export function parsePhoneRam(text: string): { storage_gb?: StorageGb; ram_gb?: number } {
  const sizes = [...text.toLowerCase().matchAll(/(\d+(?:\.\d+)?)\s*(tb|gb|g)?/g)].map((match) => Number(match[1]) * (match[2] === 'tb' ? 1024 : 1));
  const isStorage = (size: number | undefined): size is StorageGb => STORAGE_GB_OPTIONS.includes(size as StorageGb);
  const isRam = (size: number | undefined): size is number => size !== undefined && Number.isInteger(size) && size >= RAM_GB_MIN && size <= RAM_GB_MAX;
  if (sizes.length === 1) return isStorage(sizes[0]) && sizes[0] > RAM_GB_MAX ? { storage_gb: sizes[0] } : {};
  if (sizes.length !== 2) return {};
  const [ram, storage] = [...sizes].sort((a, b) => a - b);
  return { ...(isStorage(storage) ? { storage_gb: storage } : {}), ...(isRam(ram) ? { ram_gb: ram } : {}) };
}

/** The fields of a stored listing that differ from what it should hold now (dotted paths), or null. */
function listingUpdate(listing: DocumentData): Record<string, unknown> | null {
  const parsed = typeof listing.phone_details?.phone_ram === 'string' ? parsePhoneRam(listing.phone_details.phone_ram as string) : {};
  const specs = { storage_gb: listing.storage_gb ?? parsed.storage_gb, ram_gb: listing.ram_gb ?? parsed.ram_gb };
  const { phone_ram, ...derived } = listingSearchFields({ ...listing, ...specs } as ListingSearchSource);
  const wanted: Record<string, unknown> = { ...derived, 'phone_details.phone_ram': phone_ram };
  // Battery health is never guessed: a listing without it keeps it absent (search_battery 0).
  if (specs.storage_gb !== undefined) wanted.storage_gb = specs.storage_gb;
  if (specs.ram_gb !== undefined) wanted.ram_gb = specs.ram_gb;
  const current = (path: string) => (path === 'phone_details.phone_ram' ? listing.phone_details?.phone_ram : listing[path]);
  const changed = Object.fromEntries(Object.entries(wanted).filter(([path, value]) => !isDeepStrictEqual(current(path), value)));
  return Object.keys(changed).length > 0 ? changed : null;
}

/**
 * Structured specs and search: every listing carries `storage_gb` and `ram_gb` where
 * its `phone_ram` text says them, `phone_ram` in the server's form ("6/128 GB"), and the fields
 * search derives (search_tokens, price_key, search_ram_gb, search_battery); `battery_health` is
 * left absent (the seller adds it). Wishlist copies get the new `phone_ram` text, and
 * search/catalog lists every model name for the type-ahead. Idempotent: a second run finds
 * every field as it wants it and writes nothing.
 */
export const structuredSpecs: Migration = {
  id: '006-structured-specs',
  description:
    'Listings get storage_gb and ram_gb parsed from phone_ram where it can be read (battery_health never guessed), phone_ram as "6/128 GB", search tokens and sort keys; wishlist copies follow; search/catalog lists model names.',
  async run(db: Firestore) {
    const listings = new Map<string, DocumentData>();
    let changed = await updateEach(db, 'products', (listing, doc) => {
      const update = listingUpdate(listing);
      const ram = (update?.['phone_details.phone_ram'] as string | undefined) ?? (listing.phone_details?.phone_ram as string);
      listings.set(doc.id, { phone_details: { phone_name: listing.phone_details?.phone_name as string, phone_ram: ram } });
      return update;
    });
    changed += await updateEach(db, 'wishlist', (entry) => {
      const ram = listings.get(entry.productId as string)?.phone_details.phone_ram as string | undefined;
      return ram !== undefined && entry.ram !== ram ? { ram } : null;
    });
    const catalog = db.collection('search').doc('catalog');
    const stored = ((await catalog.get()).data()?.models ?? {}) as Record<string, string>;
    const { models } = searchCatalogOf([...listings.values()] as { phone_details: { phone_name: string } }[]);
    const missing = Object.fromEntries(Object.entries(models).filter(([key]) => stored[key] === undefined));
    if (Object.keys(missing).length > 0) {
      await catalog.set({ models: missing }, { merge: true });
      changed += 1;
    }
    return changed;
  },
};
