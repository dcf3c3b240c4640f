import { describe, expect, it } from 'vitest';
import { pointsOf, TRUST_FACTORS, TRUST_WEIGHTS, trustKeyOf, trustOf, type TrustSource } from './trust';

const DAY = 24 * 60 * 60 * 1000;
const listedAt = '2026-06-01T00:00:00.000Z';
const daysBefore = (days: number) => new Date(Date.parse(listedAt) - days * DAY).toISOString();

/** The best listing: every factor at its top tier. */
const best: TrustSource = {
  verified: true,
  seller_phone_verified: true,
  photos: ['a', 'b', 'c'],
  imei_last4: '7518',
  battery_health: 91,
  seller_completed_sales: 12,
  seller_rating_avg: 4.8,
  seller_rating_count: 20,
  seller_safe_meetings: 2,
  seller_disputes_upheld: 0,
  seller_since: daysBefore(400),
  createdAt: listedAt,
};

const pointsBy = (source: TrustSource) => Object.fromEntries(trustOf(source).trust_reasons.map((reason) => [reason.factor, reason.points]));

describe('trust score table', () => {
  it('adds up to 100, every factor with a label and tiers from the highest measure down', () => {
    expect(TRUST_FACTORS.reduce((sum, factor) => sum + TRUST_WEIGHTS[factor].max, 0)).toBe(100);
    for (const factor of TRUST_FACTORS) {
      const { max, label, tiers } = TRUST_WEIGHTS[factor];
      expect(label.length).toBeGreaterThan(0);
      // A penalty (max 0) takes more off the higher its measure; a factor earns more.
      const penalty = max === 0;
      if (!penalty) expect(tiers[0]?.points).toBe(max);
      for (let i = 1; i < tiers.length; i += 1) {
        expect(tiers[i]!.atLeast).toBeLessThan(tiers[i - 1]!.atLeast);
        if (penalty) expect(tiers[i]!.points).toBeGreaterThan(tiers[i - 1]!.points);
        else expect(tiers[i]!.points).toBeLessThan(tiers[i - 1]!.points);
      }
    }
  });

  it('gives the best listing 100 with every reason ticked, in the table order', () => {
    const { trust_score, trust_reasons } = trustOf(best);
    expect(trust_score).toBe(100);
    expect(trust_reasons.map((reason) => reason.factor)).toEqual([...TRUST_FACTORS]);
    expect(trust_reasons.every((reason) => reason.met && reason.points === reason.max)).toBe(true);
  });

  it('gives a legacy listing of an unverified new seller only its photo', () => {
    const legacy: TrustSource = { verified: false, photos: ['a'], imei_last4: null, createdAt: listedAt, seller_since: null };
    const { trust_score, trust_reasons } = trustOf(legacy);
    expect(trust_score).toBe(5);
    // Only "no disputes against the seller" holds, and it adds nothing.
    expect(trust_reasons.filter((reason) => reason.met).map((reason) => reason.factor)).toEqual(['disputes']);
  });

  it('scores each factor by its tiers', () => {
    expect(pointsBy({ ...best, verified: false }).seller_verified).toBe(0);
    expect([undefined, false, true].map((seller_phone_verified) => pointsBy({ ...best, seller_phone_verified }).phone_verified)).toEqual([0, 0, 5]);
    expect(pointsBy({ ...best, imei_last4: null }).imei).toBe(0);
    expect([0, 1, 2, 3, 6].map((n) => pointsBy({ ...best, photos: Array.from({ length: n }, String) }).photos)).toEqual([0, 5, 10, 15, 15]);
    expect([undefined, 50, 79, 80, 100].map((battery_health) => pointsBy({ ...best, battery_health }).battery)).toEqual([0, 5, 5, 15, 15]);
    expect([undefined, null, 0, 1, 2, 3].map((seller_completed_sales) => pointsBy({ ...best, seller_completed_sales }).completed_sales)).toEqual([
      0, 0, 0, 5, 5, 10,
    ]);
    expect([3.9, 4, 4.49, 4.5, 5].map((seller_rating_avg) => pointsBy({ ...best, seller_rating_avg }).rating)).toEqual([0, 6, 6, 10, 10]);
    expect([0, 29, 30, 89, 90].map((days) => pointsBy({ ...best, seller_since: daysBefore(days) }).account_age)).toEqual([0, 0, 3, 3, 5]);
    expect([undefined, 0, 1, 4].map((seller_safe_meetings) => pointsBy({ ...best, seller_safe_meetings }).safe_meetings)).toEqual([0, 0, 5, 5]);
    expect([undefined, 0, 1, 2, 3, 7].map((seller_disputes_upheld) => pointsBy({ ...best, seller_disputes_upheld }).disputes)).toEqual([0, 0, -10, -20, -30, -30]);
  });

  it('takes upheld disputes off the score, never below 0', () => {
    expect(trustOf({ ...best, seller_disputes_upheld: 1 }).trust_score).toBe(90);
    const reason = trustOf({ ...best, seller_disputes_upheld: 2 }).trust_reasons.find((r) => r.factor === 'disputes')!;
    expect(reason).toMatchObject({ met: false, points: -20, max: 0 });
    expect(trustOf({ verified: false, photos: ['a'], createdAt: listedAt, seller_disputes_upheld: 3 }).trust_score).toBe(0);
  });

  it('counts a rating only from 3 ratings on, and treats missing seller fields as unknown', () => {
    expect(pointsBy({ ...best, seller_rating_count: 2 }).rating).toBe(0);
    expect(pointsBy({ ...best, seller_rating_count: undefined, seller_rating_avg: undefined }).rating).toBe(0);
    expect(pointsBy({ ...best, seller_since: undefined }).account_age).toBe(0);
    expect(pointsOf('battery', null)).toBe(0);
  });

  it('sums the reasons into the score', () => {
    const source: TrustSource = { ...best, photos: ['a', 'b'], battery_health: 75, seller_completed_sales: undefined, seller_since: daysBefore(45) };
    const { trust_score, trust_reasons } = trustOf(source);
    expect(trust_score).toBe(15 + 5 + 20 + 10 + 5 + 0 + 5 + 10 + 3 + 0);
    expect(trust_score).toBe(trust_reasons.reduce((sum, reason) => sum + reason.points, 0));
  });

  it('sorts by a key that orders scores numerically and is unique per listing', () => {
    const keys = [trustKeyOf(9, 'b_1'), trustKeyOf(86, 'a_2'), trustKeyOf(100, 'a_3'), trustKeyOf(86, 'b_4')];
    expect([...keys].sort()).toEqual([trustKeyOf(9, 'b_1'), trustKeyOf(86, 'a_2'), trustKeyOf(86, 'b_4'), trustKeyOf(100, 'a_3')]);
  });
});
