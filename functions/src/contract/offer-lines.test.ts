import { describe, expect, it } from 'vitest';
import { offerLineSummary, offerLineWords, type OfferLine } from './offer-lines';

const line = (event: OfferLine['event'], by: OfferLine['by'], automatic = false): OfferLine => ({ offer_id: 'p1_b_1', event, price: 30_000, by, automatic });

describe('offer lines in each side’s words', () => {
  it.each([
    [line('offered', 'buyer'), 'You offered ৳30,000', 'Karim offered ৳30,000'],
    [line('countered', 'seller'), 'Rahim countered with ৳30,000', 'You countered with ৳30,000'],
    [line('accepted', 'seller'), 'Rahim accepted your ৳30,000 — book within 24 hours', 'You accepted ৳30,000 — Karim has 24 hours to book'],
    [line('accepted', 'buyer'), 'You accepted ৳30,000 — book within 24 hours', 'Karim accepted ৳30,000 and has 24 hours to book'],
    [line('declined', 'seller'), 'Rahim declined your ৳30,000', 'You declined ৳30,000'],
    [line('declined', 'seller', true), 'Your offer of ৳30,000 was declined', '৳30,000 was under your lowest price: declined automatically'],
    [line('withdrawn', 'buyer'), 'You withdrew your offer of ৳30,000', 'Karim withdrew the offer of ৳30,000'],
    [line('expired', 'seller'), "Rahim's offer of ৳30,000 expired unanswered", 'Your offer of ৳30,000 expired unanswered'],
  ])('%o: the buyer reads “%s”, the seller “%s”', (offer, buyerWords, sellerWords) => {
    expect(offerLineWords(offer, 'buyer', 'Rahim')).toBe(buyerWords);
    expect(offerLineWords(offer, 'seller', 'Karim')).toBe(sellerWords);
  });

  it('summarises a line in words that suit both sides and never name the floor', () => {
    expect(offerLineSummary(line('declined', 'seller', true))).toBe('Declined ৳30,000');
    expect(offerLineSummary(line('expired', 'buyer'))).toBe('The offer of ৳30,000 expired');
  });
});
