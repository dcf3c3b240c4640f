import { z } from 'zod';
import { takaText } from './offer-status';
import { OFFER_SIDES, type OfferSide } from './offers';

/**
 * What a conversation's offer line tells: a round made (`offered`), a counter that opened the next
 * round (`countered`), or how a round closed. A round closed by a counter has no line of its own:
 * the next round's `countered` says it.
 */
export const OFFER_LINE_EVENTS = ['offered', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferLineEvent = (typeof OFFER_LINE_EVENTS)[number];

/** The offer a message of a conversation tells of (such a message is written by the server, never by a side). */
export const offerLineSchema = z
  .object({
    offer_id: z.string().meta({ description: 'The round it is about (GET /offers/:id).' }),
    event: z.enum(OFFER_LINE_EVENTS),
    price: z.number().int().meta({ description: "The round's price, in whole taka." }),
    by: z.enum(OFFER_SIDES).meta({ description: 'Who did it; for an expiry, who had proposed the price.' }),
    automatic: z.boolean().meta({ description: "A decline made at once because the price was under the seller's lowest price." }),
  })
  .meta({ id: 'OfferLine' });
export type OfferLine = z.infer<typeof offerLineSchema>;

/** The line in neutral words, the same for both sides: a message's text and the inbox's preview. */
export function offerLineSummary(line: Pick<OfferLine, 'event' | 'price'>): string {
  const price = takaText(line.price);
  switch (line.event) {
    case 'offered':
      return `Offered ${price}`;
    case 'countered':
      return `Countered with ${price}`;
    case 'accepted':
      return `Accepted ${price}`;
    case 'declined':
      return `Declined ${price}`;
    case 'withdrawn':
      return `Withdrew the offer of ${price}`;
    case 'expired':
      return `The offer of ${price} expired`;
  }
}

/** The line as `reader` (a side of the thread) reads it, `otherName` being the other side's name. */
export function offerLineWords(line: OfferLine, reader: OfferSide, otherName: string): string {
  const price = takaText(line.price);
  const mine = line.by === reader;
  const who = mine ? 'You' : otherName;
  switch (line.event) {
    case 'offered':
      return `${who} offered ${price}`;
    case 'countered':
      return `${who} countered with ${price}`;
    case 'accepted':
      if (reader === 'buyer') return mine ? `You accepted ${price} — book within 24 hours` : `${otherName} accepted your ${price} — book within 24 hours`;
      return mine ? `You accepted ${price} — ${otherName} has 24 hours to book` : `${otherName} accepted ${price} and has 24 hours to book`;
    case 'declined':
      if (line.automatic) return reader === 'seller' ? `${price} was under your lowest price: declined automatically` : `Your offer of ${price} was declined`;
      return mine ? `You declined ${price}` : `${otherName} declined your ${price}`;
    case 'withdrawn':
      return mine ? `You withdrew your offer of ${price}` : `${otherName} withdrew the offer of ${price}`;
    case 'expired':
      return mine ? `Your offer of ${price} expired unanswered` : `${otherName}'s offer of ${price} expired unanswered`;
  }
}
