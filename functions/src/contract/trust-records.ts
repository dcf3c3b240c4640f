import { z } from 'zod';

/*
 * The stored documents behind the trust features' invariants and aggregates (one live listing per IMEI, price statistics). Server-side only: the web
 * never reads them (the price guide route answers a summary of price_stats).
 */

/**
 * imei_claims/{hash}: the IMEI whose keyed hash is the id is held by this live listing. Written
 * with create(), so of two listings of one IMEI only one can hold it; deleted when the listing
 * stops holding it (sold, deleted; later rejected or hidden).
 */
export const imeiClaimSchema = z
  .object({
    listing_id: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ImeiClaim' });
export type ImeiClaim = z.infer<typeof imeiClaimSchema>;

/** One listing's price in its model's statistics; sold_at is set once it sold (it counts COMPARABLE_SOLD_DAYS more). */
export const priceEntrySchema = z.object({ id: z.string(), price: z.number(), sold_at: z.string().nullable() });
export type PriceEntry = z.infer<typeof priceEntrySchema>;

/**
 * price_stats/{key} (key: contract/fair-price.ts priceStatsKeyOf): the prices of every listing of
 * one model and storage, by listing id, written field by field with merges (no read, so
 * concurrent writers never lose each other's entries); a listing that left has null. `median`
 * and `count` are what the model's verdicts were last refreshed with.
 */
export const priceStatsSchema = z
  .object({
    key: z.string(),
    entries: z
      .record(z.string(), priceEntrySchema.nullable())
      .default({})
      .meta({ description: 'By priceEntryKeyOf(listing id): field names Firestore needs no quoting for.' }),
    median: z.number().nullable().default(null),
    count: z.number().int().default(0),
    updatedAt: z.string().nullable().default(null),
  })
  .meta({ id: 'PriceStats' });
export type PriceStats = z.infer<typeof priceStatsSchema>;

/** The field name of a listing's entry: `l_` and its id in hex (ids may hold `-`, which a field path would need quoted). */
export function priceEntryKeyOf(listingId: string): string {
  const hex = [...new TextEncoder().encode(listingId)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `l_${hex}`;
}
