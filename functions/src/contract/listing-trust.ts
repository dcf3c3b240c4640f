import { priceStatsKeyOf } from './fair-price';
import { trustFieldsOf, type TrustFields, type TrustSource } from './trust';

/** What listingTrustFields() reads: the trust inputs, the sort key and what names the model. */
export type ListingTrustSource = TrustSource & {
  sortKey: string;
  storage_gb?: number | undefined;
  phone_details: { phone_name: string };
};

/** The trust and fair-price fields derived from a listing's other fields: its trust score, reasons and sort key, and its model's statistics key. */
export type ListingTrustFields = TrustFields & { price_stats_key: string | null };

/**
 * Pure, like listingSearchFields: create, every write of the listing aggregate, the seller copies
 * (the seller.copies event's handler) and the migration store what this answers, so the score never lags
 * its inputs.
 */
export function listingTrustFields(listing: ListingTrustSource): ListingTrustFields {
  return { ...trustFieldsOf(listing), price_stats_key: priceStatsKeyOf(listing.phone_details.phone_name, listing.storage_gb) };
}
