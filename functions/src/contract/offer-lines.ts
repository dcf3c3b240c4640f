import { z } from 'zod';
import type { Message } from './conversations';
import { answeringSideOf, takaText, UNDER_FLOOR_REASON } from './offer-status';
import { OFFER_SIDES, type Offer, type OfferSide } from './offers';

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

/** What a round's lines say, oldest first: how it opened, and how it closed unless a counter closed it (the next round says so). */
function linesOfRound(round: Offer, previous: Offer | undefined): { at: string; step: string; line: OfferLine }[] {
  const line = (event: OfferLine['event'], by: OfferLine['by'], automatic = false): OfferLine => ({ offer_id: round._id, event, price: round.price, by, automatic });
  const opened = { at: round.createdAt, step: '1', line: line(previous?.status === 'countered' ? 'countered' : 'offered', round.proposed_by) };
  if (!round.answered_at) return [opened];
  switch (round.status) {
    case 'accepted':
      return [opened, { at: round.answered_at, step: '2', line: line('accepted', answeringSideOf(round)) }];
    case 'declined':
      return [opened, { at: round.answered_at, step: '2', line: line('declined', answeringSideOf(round), round.decline_reason === UNDER_FLOOR_REASON) }];
    case 'withdrawn':
      return [opened, { at: round.answered_at, step: '2', line: line('withdrawn', 'buyer') }];
    case 'expired':
      return [opened, { at: round.answered_at, step: '2', line: line('expired', round.proposed_by) }];
    default:
      return [opened];
  }
}

/**
 * The thread's lines of a buyer's rounds on a listing (oldest first): each a message with a deterministic id (the
 * round, then 1 for its opening and 2 for its close, so a floor's instant decline sorts after the
 * offer it declines), dated when it happened, from the side that acted.
 */
export function offerLinesOf(conversationId: string, rounds: readonly Offer[]): Message[] {
  return rounds.flatMap((round, index) =>
    linesOfRound(round, rounds[index - 1]).map(({ at, step, line }) => {
      const id = `offer-${round.round}-${step}`;
      return {
        _id: id,
        conversationId,
        // An expiry has no actor: the line is nobody's message.
        sender_uid: line.event === 'expired' ? '' : line.by === 'buyer' ? round.buyer_uid : round.seller_uid,
        sender: line.by,
        text: offerLineSummary(line),
        createdAt: at,
        sortKey: `${at}_${id}`,
        offer: line,
      };
    }),
  );
}
