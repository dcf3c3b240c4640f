import { isDeepStrictEqual } from 'node:util';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { listingTrustFields, type ListingTrustSource } from '../../functions/src/contract/listing-trust';
import { marketOf, type MarketListing } from '../../functions/src/contract/fair-price-market';
import { updateEach, type Migration } from './migration';

/** The trust fields a listing from before them gets, where it has none: no IMEI (never guessed), its cover as its one photo. */
function legacyFields(listing: DocumentData, sellerSince: ReadonlyMap<string, string>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (!Array.isArray(listing.photos) || listing.photos.length === 0) fields.photos = [listing.phone_details?.phone_img];
  if (typeof listing.attested !== 'boolean') fields.attested = false;
  if (listing.imei_hash === undefined) fields.imei_hash = null;
  if (listing.imei_last4 === undefined) fields.imei_last4 = null;
  if (listing.seller_since === undefined) fields.seller_since = sellerSince.get(listing.seller_uid as string) ?? null;
  return fields;
}

/**
 * Listings people can trust: every listing gets `photos` (its cover), `attested`
 * false and no IMEI (legacy listings show none), `seller_since` from its seller's account, its
 * trust score, reasons and sort key, its model's statistics key and its price verdict; each
 * model and storage gets its price_stats document. A sold listing counts as a comparable from
 * the day it was listed (the only date it has). Idempotent: a second run finds every field as
 * it wants it and writes nothing.
 */
export const trust: Migration = {
  id: '008-trust',
  description:
    'Listings get photos = [phone_img], attested false, no IMEI, seller_since, trust score and reasons, trust_key, price_stats_key and price verdicts; price_stats per model and storage.',
  async run(db: Firestore) {
    const now = new Date();
    const users = await db.collection('users').get();
    const sellerSince = new Map(users.docs.map((doc) => [doc.id, doc.get('createdAt') as string]));
    // First the fields of each listing alone, then the market they make together.
    const listings: (MarketListing & DocumentData)[] = [];
    let changed = await updateEach(db, 'products', (listing, doc) => {
      const fields = legacyFields(listing, sellerSince);
      const next = { ...listing, ...fields };
      const wanted = { ...fields, ...listingTrustFields(next as unknown as ListingTrustSource) };
      listings.push({ ...next, ...wanted, _id: doc.id } as unknown as MarketListing & DocumentData);
      const update = Object.fromEntries(Object.entries(wanted).filter(([field, value]) => !isDeepStrictEqual(listing[field], value)));
      return Object.keys(update).length > 0 ? update : null;
    });
    const { stats, verdicts } = marketOf(listings, now);
    const byId = new Map(listings.map((listing) => [listing._id, listing]));
    changed += await updateEach(db, 'products', (listing, doc) => {
      const verdict = verdicts.get(doc.id);
      if (!verdict || !byId.has(doc.id)) return null;
      const update = Object.fromEntries(Object.entries(verdict).filter(([field, value]) => listing[field] !== value));
      return Object.keys(update).length > 0 ? update : null;
    });
    for (const model of stats) {
      const ref = db.collection('price_stats').doc(model.key);
      const stored = (await ref.get()).data();
      if (stored && isDeepStrictEqual({ ...stored, updatedAt: null }, { ...model, updatedAt: null })) continue;
      await ref.set(model);
      changed += 1;
    }
    return changed;
  },
};
