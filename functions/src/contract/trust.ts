
/*
 * The trust score of a listing: 0–100, with its reasons, a pure function of the
 * listing and the seller fields copied on it. The server stores what trustOf() answers on
 * every write of an input (create, edit, status changes, the seller's verification through
 * the seller.copies event's handler, the migration); the card shows the score, the product page the reasons.
 */

import type { TrustReason } from './products';

export type { TrustReason };

export const TRUST_FACTORS = ['seller_verified', 'phone_verified', 'imei', 'photos', 'battery', 'completed_sales', 'safe_meetings', 'rating', 'account_age', 'disputes'] as const;
export type TrustFactor = (typeof TRUST_FACTORS)[number];

/** A tier of a factor: at least `atLeast` of its measure earns `points`. */
export interface TrustTier {
  atLeast: number;
  points: number;
}

export interface TrustWeight {
  /** The most this factor adds; the maxima add up to 100. A penalty's is 0: its tiers take points off. */
  max: number;
  /** How the reason reads (met or not: the web shows a tick or a cross). */
  label: string;
  /** What is measured, for the "Why 86?" explainer. */
  measure: string;
  /** Highest measure first; a measure below every tier, or unknown, earns 0. */
  tiers: readonly TrustTier[];
}

/**
 * THE weight table. Each factor's measure (see measures below) earns the points of the first
 * tier it reaches. Unknown inputs (a legacy listing without battery health, a seller with no
 * ratings yet) earn nothing: the score says what was shown, never guesses.
 *
 * | factor          | measure                                            | tiers → points           | max |
 * |-----------------|----------------------------------------------------|--------------------------|-----|
 * | seller_verified | the seller is verified by ReCell (1/0)             | 1 → 15                   | 15  |
 * | phone_verified  | the seller's mobile number is verified (1/0)       | 1 → 5                    | 5   |
 * | imei            | IMEI given (and so unique among live listings) 1/0 | 1 → 20                   | 20  |
 * | photos          | number of photos                                   | 3 → 15, 2 → 10, 1 → 5    | 15  |
 * | battery         | battery health in %                                | 80 → 15, disclosed → 5   | 15  |
 * | completed_sales | the seller's completed sales on ReCell             | 3 → 10, 1 → 5            | 10  |
 * | safe_meetings   | of those, handovers at a safe meeting spot         | 1 → 5                    | 5   |
 * | rating          | the seller's average rating, from 3 ratings on     | 4.5 → 10, 4.0 → 6        | 10  |
 * | account_age     | days the seller had been on ReCell when listing    | 90 → 5, 30 → 3           | 5   |
 * | disputes        | disputes an admin decided against the seller       | 3 → −30, 2 → −20, 1 → −10 | 0   |
 *
 * A handover at a safe spot is worth points of its own because it is the meeting buyers are
 * safest at; account age gave up those 5, being the weakest signal. Disputes only take away: a
 * seller never earns points for having none. A verified mobile number took 5 of the seller check's
 * 20: both say who the seller is, and a number confirmed by a code is a weaker proof than ReCell's
 * own check, but it is the one the buyer will call.
 */
export const TRUST_WEIGHTS: { readonly [F in TrustFactor]: TrustWeight } = {
  seller_verified: { max: 15, label: 'Seller verified by ReCell', measure: 'The seller’s identity was checked by ReCell.', tiers: [{ atLeast: 1, points: 15 }] },
  phone_verified: {
    max: 5,
    label: 'Phone number verified',
    measure: 'The seller confirmed their mobile number with a code sent to it; it is the number buyers get after booking.',
    tiers: [{ atLeast: 1, points: 5 }],
  },
  imei: { max: 20, label: 'IMEI given and unique on ReCell', measure: 'The IMEI’s format was checked and no other live listing has it.', tiers: [{ atLeast: 1, points: 20 }] },
  photos: {
    max: 15,
    label: '3 or more photos',
    measure: 'Real photos of the phone: 5 points each, up to 3.',
    tiers: [
      { atLeast: 3, points: 15 },
      { atLeast: 2, points: 10 },
      { atLeast: 1, points: 5 },
    ],
  },
  battery: {
    max: 15,
    label: 'Battery health disclosed and at least 80 %',
    measure: 'Battery health as the phone reports it: 80 % or more, or at least disclosed.',
    tiers: [
      { atLeast: 80, points: 15 },
      { atLeast: 0, points: 5 },
    ],
  },
  completed_sales: {
    max: 10,
    label: '3 or more completed sales on ReCell',
    measure: 'Phones this seller has handed over to buyers on ReCell.',
    tiers: [
      { atLeast: 3, points: 10 },
      { atLeast: 1, points: 5 },
    ],
  },
  safe_meetings: {
    max: 5,
    label: 'Has handed phones over at a safe meeting spot',
    measure: 'Completed handovers at a spot ReCell vouches for (police exchange zone, mall, café, repair shop).',
    tiers: [{ atLeast: 1, points: 5 }],
  },
  rating: {
    max: 10,
    label: 'Rated 4.5 or more by buyers',
    measure: 'The seller’s average rating, once 3 buyers have rated them.',
    tiers: [
      { atLeast: 4.5, points: 10 },
      { atLeast: 4, points: 6 },
    ],
  },
  account_age: {
    max: 5,
    label: 'On ReCell for 90 days or more',
    measure: 'How long the seller had had their account when they listed this phone.',
    tiers: [
      { atLeast: 90, points: 5 },
      { atLeast: 30, points: 3 },
    ],
  },
  disputes: {
    max: 0,
    label: 'No disputes decided against the seller',
    measure: 'Buyers’ disputes after a handover that an admin decided against the seller: 10 points off each, up to 30.',
    tiers: [
      { atLeast: 3, points: -30 },
      { atLeast: 2, points: -20 },
      { atLeast: 1, points: -10 },
    ],
  },
};

/** The fewest ratings before the average counts. */
export const TRUST_MIN_RATINGS = 3;


/** What trustOf() reads of a listing. The seller fields are copies; the standing ones (sales, rating) may be absent on older data (unknown). */
export interface TrustSource {
  verified: boolean;
  /** The seller's mobile number was verified when they listed (absent on listings stored before: unknown). */
  seller_phone_verified?: boolean | undefined;
  photos?: readonly string[] | undefined;
  imei_last4?: string | null | undefined;
  battery_health?: number | undefined;
  seller_completed_sales?: number | null | undefined;
  seller_rating_avg?: number | null | undefined;
  seller_rating_count?: number | null | undefined;
  seller_safe_meetings?: number | null | undefined;
  seller_disputes_upheld?: number | null | undefined;
  /** When the seller's account was created (ISO); null when unknown. */
  seller_since?: string | null | undefined;
  createdAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each factor's measure; null when unknown. */
const measures: { readonly [F in TrustFactor]: (listing: TrustSource) => number | null } = {
  seller_verified: (listing) => (listing.verified ? 1 : 0),
  phone_verified: (listing) => (listing.seller_phone_verified ? 1 : 0),
  imei: (listing) => (listing.imei_last4 ? 1 : 0),
  photos: (listing) => listing.photos?.length ?? 0,
  battery: (listing) => listing.battery_health ?? null,
  completed_sales: (listing) => listing.seller_completed_sales ?? null,
  safe_meetings: (listing) => listing.seller_safe_meetings ?? null,
  rating: (listing) =>
    (listing.seller_rating_count ?? 0) >= TRUST_MIN_RATINGS && typeof listing.seller_rating_avg === 'number' ? listing.seller_rating_avg : null,
  account_age: (listing) => {
    if (!listing.seller_since) return null;
    const days = (Date.parse(listing.createdAt) - Date.parse(listing.seller_since)) / DAY_MS;
    return Number.isFinite(days) ? Math.max(0, days) : null;
  },
  disputes: (listing) => listing.seller_disputes_upheld ?? null,
};

/** The points a measure earns in a factor's tiers. */
export function pointsOf(factor: TrustFactor, measure: number | null): number {
  if (measure === null) return 0;
  return TRUST_WEIGHTS[factor].tiers.find((tier) => measure >= tier.atLeast)?.points ?? 0;
}

export interface Trust {
  trust_score: number;
  trust_reasons: TrustReason[];
}

/** A listing's trust score and its reasons, in the table's order. */
export function trustOf(listing: TrustSource): Trust {
  const reasons = TRUST_FACTORS.map((factor): TrustReason => {
    const { max, label } = TRUST_WEIGHTS[factor];
    const points = pointsOf(factor, measures[factor](listing));
    return { factor, label, met: points === max, points, max };
  });
  const score = reasons.reduce((sum, reason) => sum + reason.points, 0);
  return { trust_score: Math.max(0, Math.min(100, score)), trust_reasons: reasons };
}

/**
 * The unique, sortable key of sort=trusted: the score zero-padded (so strings sort as numbers),
 * then the listing's sortKey (createdAt then id), so equal scores list newest first and every
 * listing has exactly one place in the order.
 */
export function trustKeyOf(score: number, sortKey: string): string {
  return `${String(score).padStart(3, '0')}_${sortKey}`;
}

/** The fields trust keeps on a listing, derived from its other fields (stored on every write of an input). */
export type TrustFields = Trust & { trust_key: string };

export function trustFieldsOf(listing: TrustSource & { sortKey: string }): TrustFields {
  const trust = trustOf(listing);
  return { ...trust, trust_key: trustKeyOf(trust.trust_score, listing.sortKey) };
}
