import { z } from 'zod';
import { OFFER_MAX_ROUNDS, OFFER_MESSAGE_MAX_LENGTH, ORDER_REASON_MAX_LENGTH } from './constants';
import { pageQuery } from './pagination';
import { docId, optionalText } from './schema-helpers';

/** See offer-status.ts for what may follow what; only a pending offer waits for an answer. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'countered', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The two sides of an offer: the buyer who made it and the listing's seller. */
export const OFFER_SIDES = ['buyer', 'seller'] as const;
export type OfferSide = (typeof OFFER_SIDES)[number];

/**
 * offers/{listingId}_{buyerUid}_{round}: one round of haggling over one listing. The buyer's offer
 * is round 1; each counter closes its round as `countered` and opens the next, and a new offer after
 * a closed one opens the next round too. The deterministic id makes a second open round impossible
 * (create() fails), and rounds stop at OFFER_MAX_ROUNDS.
 */
export const offerSchema = z
  .object({
    _id: z.string(),
    listing_id: z.string(),
    buyer_uid: z.string(),
    seller_uid: z.string(),
    buyer_name: z.string(),
    seller_name: z.string(),
    item_name: z.string(),
    item_img: z.string(),
    listed_price: z.number().meta({ description: 'The asking price when this round was made.' }),
    round: z.number().int().min(1).max(OFFER_MAX_ROUNDS),
    price: z.number().int().meta({ description: 'The price this round proposes, in whole taka.' }),
    proposed_by: z.enum(OFFER_SIDES).meta({ description: 'Who proposed this price: the buyer (an offer or a counter) or the seller (a counter); the other side answers.' }),
    message: z.string().meta({ description: "The buyer's note with an offer ('' when none)." }),
    status: z.enum(OFFER_STATUSES),
    answer_by: z.string().meta({ description: 'While pending: when the offer expires unless the other side answers (ISO, 24 hours after it was made).' }),
    answered_at: z.string().nullable().meta({ description: 'When it was accepted, declined, countered, withdrawn or expired (ISO).' }),
    decline_reason: z.string().nullable().meta({ description: 'Why it was declined: the seller\'s words, or a polite note when the price was under the seller\'s private floor.' }),
    book_by: z.string().nullable().meta({ description: 'Once accepted: the buyer books the phone at this price by then (ISO); nobody else can book it meanwhile.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
    sortKey: z.string().meta({ description: 'Unique, sortable key for keyset pagination: createdAt then id.' }),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

/**
 * The phone an offer is about, as the offer's sides see it now: `booked` while an order or another
 * buyer's accepted offer holds it (this offer's own acceptance leaves it `available` to its buyer),
 * `unlisted` once hidden, under review or deleted. A pending offer on a phone that is not available
 * can no longer be accepted or countered.
 */
export const OFFER_LISTING_STATUSES = ['available', 'booked', 'sold', 'unlisted'] as const;
export type OfferListingStatus = (typeof OFFER_LISTING_STATUSES)[number];

/**
 * An offer as one of its sides (or an admin) reads it at the time of the request: the status is the
 * effective one (a pending offer past answer_by reads as expired), with the phone's status beside it.
 */
export const offerViewSchema = offerSchema
  .extend({
    listing_status: z.enum(OFFER_LISTING_STATUSES).meta({
      description: "The phone now, as the offer's sides see it: booked while an order or another buyer's accepted offer holds it; unlisted once hidden or deleted.",
    }),
  })
  .meta({ id: 'OfferView' });
export type OfferView = z.infer<typeof offerViewSchema>;

const wholeTaka = z
  .number({ error: 'price must be a whole number of taka.' })
  .int({ error: 'price must be a whole number of taka.' })
  .positive({ error: 'price must be more than 0.' });

/** POST /products/:id/offers: the buyer's price and an optional note. Names, listing and deadlines come from the server. */
export const createOfferBody = z.object({
  price: wholeTaka,
  message: optionalText(OFFER_MESSAGE_MAX_LENGTH, 'Message'),
});
export type CreateOfferBody = z.infer<typeof createOfferBody>;

/** PUT /offers/:id/counter: the answering side proposes another price (the next round). */
export const counterOfferBody = z.object({ price: wholeTaka });
export type CounterOfferBody = z.infer<typeof counterOfferBody>;

/** PUT /offers/:id/decline. */
export const declineOfferBody = z.object({ reason: optionalText(ORDER_REASON_MAX_LENGTH, 'Reason') });
export type DeclineOfferBody = z.infer<typeof declineOfferBody>;

/** GET /offers: the offers the caller made (side=buyer) or received (side=seller), newest first. */
export const offersQuery = pageQuery.extend({
  side: z.enum(OFFER_SIDES, { error: 'side must be buyer or seller.' }).meta({ description: 'buyer: the offers I made; seller: the offers on my listings.' }),
  listing: docId.optional().meta({ description: "Only the rounds about this listing (a phone's page shows the buyer's own)." }),
});

export const offerIdParam = z.object({ id: docId });

/** Answers of every offer write: the offer as the caller now sees it (after a counter, the new round). */
export const offerActionResponse = z.object({ acknowledged: z.literal(true), offer: offerViewSchema });
export type OfferActionResponse = z.infer<typeof offerActionResponse>;
