import { isDeepStrictEqual } from 'node:util';
import { listingSearchFields, type ListingSearchSource } from '../../functions/src/contract/search';
import { updateEach, type Migration } from './migration';

/**
 * Search reads a listing's description too, and Bangla words keep their vowel signs (searchWords):
 * every listing gets its search tokens again. Only a listing whose tokens differ is written, so a
 * second run, or a run on the seed, changes nothing.
 */
export const searchWords: Migration = {
  id: '018-search-words',
  description: "Listings' search tokens take in the description's words, Bangla words whole.",
  run(db) {
    return updateEach(db, 'products', (listing) => {
      const { search_tokens } = listingSearchFields(listing as ListingSearchSource);
      return isDeepStrictEqual(listing.search_tokens, search_tokens) ? null : { search_tokens };
    });
  },
};
