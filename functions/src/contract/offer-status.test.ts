import { describe, expect, it } from 'vitest';
import {
  answeringSideOf,
  canMoveOffer,
  effectiveOfferStatus,
  isOpenOffer,
  isUnderFloor,
  OFFER_TRANSITIONS,
  offerAnswerByOf,
  offerBookByOf,
  offerHasLapsed,
  offerPriceProblem,
  offerPriceRange,
  offerRefusalOf,
} from './offer-status';
import { OFFER_STATUSES, type Offer, type OfferStatus } from './offers';
import { activeOfferHold } from './products';

const HOUR = 60 * 60 * 1000;
const madeAt = new Date('2026-11-20T10:00:00Z');
const round = (overrides: Partial<Pick<Offer, 'status' | 'answer_by' | 'proposed_by' | 'round'>> = {}) => ({
  status: 'pending' as OfferStatus,
  answer_by: offerAnswerByOf(madeAt),
  proposed_by: 'buyer' as const,
  round: 1,
  ...overrides,
});

describe('offer transitions', () => {
  it('cover every status', () => {
    expect(Object.keys(OFFER_TRANSITIONS).sort()).toEqual([...OFFER_STATUSES].sort());
  });

  it('let a pending offer be accepted, declined, countered, withdrawn or expire', () => {
    for (const to of OFFER_STATUSES) expect(canMoveOffer('pending', to)).toBe(to !== 'pending');
  });

  it('keep every other status final', () => {
    for (const from of OFFER_STATUSES.filter((status) => status !== 'pending')) {
      for (const to of OFFER_STATUSES) expect(canMoveOffer(from, to)).toBe(false);
    }
  });
});

describe('who answers', () => {
  it('is the side that did not propose the price; only the buyer withdraws', () => {
    expect(answeringSideOf({ proposed_by: 'buyer' })).toBe('seller');
    expect(answeringSideOf({ proposed_by: 'seller' })).toBe('buyer');
    const now = new Date(madeAt.getTime() + HOUR);
    expect(offerRefusalOf(round(), 'accept', 'seller', now)).toBeNull();
    expect(offerRefusalOf(round(), 'accept', 'buyer', now)).toBe('side');
    expect(offerRefusalOf(round({ proposed_by: 'seller', round: 2 }), 'accept', 'buyer', now)).toBeNull();
    expect(offerRefusalOf(round({ proposed_by: 'seller', round: 2 }), 'counter', 'seller', now)).toBe('side');
    expect(offerRefusalOf(round(), 'withdraw', 'buyer', now)).toBeNull();
    expect(offerRefusalOf(round({ proposed_by: 'seller', round: 2 }), 'withdraw', 'buyer', now)).toBeNull();
    expect(offerRefusalOf(round(), 'withdraw', 'seller', now)).toBe('side');
    expect(offerRefusalOf(round(), 'decline', null, now)).toBe('not_party');
  });

  it('allows no counter on the third round, and nothing on a closed one', () => {
    const now = new Date(madeAt.getTime() + HOUR);
    expect(offerRefusalOf(round({ round: 2, proposed_by: 'seller' }), 'counter', 'buyer', now)).toBeNull();
    expect(offerRefusalOf(round({ round: 3 }), 'counter', 'seller', now)).toBe('rounds');
    expect(offerRefusalOf(round({ round: 3 }), 'accept', 'seller', now)).toBeNull();
    expect(offerRefusalOf(round({ status: 'declined' }), 'accept', 'seller', now)).toBe('status');
  });
});

describe('deadlines on an injected clock', () => {
  it('give the other side 24 hours to answer, then the offer reads as expired', () => {
    const answerBy = offerAnswerByOf(madeAt);
    expect(answerBy).toBe('2026-11-21T10:00:00.000Z');
    const justBefore = new Date(Date.parse(answerBy) - 1);
    const at = new Date(answerBy);
    expect(effectiveOfferStatus(round(), justBefore)).toBe('pending');
    expect(isOpenOffer(round(), justBefore)).toBe(true);
    expect(effectiveOfferStatus(round(), at)).toBe('expired');
    expect(offerHasLapsed(round(), at)).toBe(true);
    expect(isOpenOffer(round(), at)).toBe(false);
    // Closed rounds keep their status whatever the time.
    expect(effectiveOfferStatus(round({ status: 'accepted' }), new Date(Date.parse(answerBy) + 10 * HOUR))).toBe('accepted');
  });

  it('refuse an answer past the deadline as expired', () => {
    const late = new Date(Date.parse(offerAnswerByOf(madeAt)) + 1);
    expect(offerRefusalOf(round(), 'accept', 'seller', late)).toBe('expired');
    expect(offerRefusalOf(round(), 'withdraw', 'buyer', late)).toBe('expired');
  });

  it('hold an accepted price for its buyer for 24 hours', () => {
    const until = offerBookByOf(madeAt);
    expect(until).toBe('2026-11-21T10:00:00.000Z');
    const listing = { offer_hold: { offer_id: 'o', buyer_uid: 'b', price: 100, until } };
    expect(activeOfferHold(listing, new Date(Date.parse(until) - 1))).toEqual(listing.offer_hold);
    expect(activeOfferHold(listing, new Date(until))).toBeNull();
    expect(activeOfferHold({ offer_hold: null }, madeAt)).toBeNull();
  });
});

describe('prices', () => {
  it('are whole taka, at least half the asking price and below it', () => {
    expect(offerPriceRange(1000)).toEqual({ min: 500, max: 999 });
    expect(offerPriceRange(999)).toEqual({ min: 500, max: 998 });
    expect(offerPriceProblem(500, 1000)).toBeNull();
    expect(offerPriceProblem(999, 1000)).toBeNull();
    expect(offerPriceProblem(499, 1000)).toMatch(/at least ৳500/);
    expect(offerPriceProblem(1000, 1000)).toMatch(/less than the asking price of ৳1,000/);
    expect(offerPriceProblem(700.5, 1000)).toMatch(/whole number/);
  });

  it('move toward each other on a counter', () => {
    expect(offerPriceProblem(800, 1000, { by: 'seller', onTable: 700 })).toBeNull();
    expect(offerPriceProblem(700, 1000, { by: 'seller', onTable: 700 })).toMatch(/more than the ৳700/);
    expect(offerPriceProblem(750, 1000, { by: 'buyer', onTable: 800 })).toBeNull();
    expect(offerPriceProblem(800, 1000, { by: 'buyer', onTable: 800 })).toMatch(/less than the ৳800/);
  });

  it("fall under the seller's floor only when one is set", () => {
    expect(isUnderFloor(700, 750)).toBe(true);
    expect(isUnderFloor(750, 750)).toBe(false);
    expect(isUnderFloor(1, null)).toBe(false);
  });
});
