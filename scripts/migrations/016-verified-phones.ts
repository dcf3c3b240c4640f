import { isDeepStrictEqual } from 'node:util';
import { listingTrustFields, type ListingTrustSource } from '../../functions/src/contract/listing-trust';
import { updateEach, type Migration } from './migration';

/**
 * Verified mobile numbers. Listings get seller_phone_verified: false where they have none, since no
 * account could verify a number before (Auth's phone provider was not used), and every listing has
 * its trust score judged again, as the table gained the phone factor (5 of the seller check's 20).
 * Users change nothing: whether a number is verified is read from Auth. Orders keep the numbers
 * they were booked with. Only what differs is written, so a second run, or a run on the seed, changes nothing.
 */
export const verifiedPhones: Migration = {
  id: '016-verified-phones',
  description: 'Listings get seller_phone_verified (false: no number was verified before) and their trust score again (the phone factor).',
  async run(db) {
    return updateEach(db, 'products', (listing) => {
      const copy = { seller_phone_verified: typeof listing.seller_phone_verified === 'boolean' ? listing.seller_phone_verified : false };
      const wanted = { ...copy, ...listingTrustFields({ ...listing, ...copy } as unknown as ListingTrustSource) };
      const update = Object.fromEntries(Object.entries(wanted).filter(([field, value]) => !isDeepStrictEqual(listing[field], value)));
      return Object.keys(update).length > 0 ? update : null;
    });
  },
};
