import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  brandLabel,
  formatAmount,
  formatCount,
  formatCountOf,
  formatDate,
  formatDateTime,
  formatMoment,
  formatMonth,
  formatOrdinal,
  formatPrice,
  formatPriceRange,
  formatRating,
  formatTime,
  formatUnits,
  formatterFor,
} from '@/lib/format';

describe('formatPrice', () => {
  it('writes ৳, the whole taka grouped in thousands, and "/-"', () => {
    expect(formatPrice(25000)).toBe('৳25,000/-');
    expect(formatPrice(152000)).toBe('৳152,000/-');
    expect(formatPrice(1234567)).toBe('৳1,234,567/-');
    expect(formatPrice(0)).toBe('৳0/-');
  });

  it('rounds to whole taka', () => {
    expect(formatPrice(999.5)).toBe('৳1,000/-');
    expect(formatPrice(33500.4)).toBe('৳33,500/-');
  });
});

describe('formatAmount and formatPriceRange', () => {
  it('write an amount without "/-", and a range with its dash', () => {
    expect(formatAmount(42000)).toBe('৳42,000');
    expect(formatPriceRange(42000, 48000)).toBe('৳42,000 – ৳48,000');
    expect(formatPriceRange(42000, 42000)).toBe('৳42,000');
  });
});

describe('counts', () => {
  it('group thousands', () => {
    expect([0, 1, 999, 1000, 10000, 1234567].map(formatCount)).toEqual(['0', '1', '999', '1,000', '10,000', '1,234,567']);
  });

  it('put the noun in the right number', () => {
    const phones = { one: 'phone', other: 'phones' };
    expect([0, 1, 2, 1000].map((count) => formatCountOf(count, phones))).toEqual(['0 phones', '1 phone', '2 phones', '1,000 phones']);
  });

  it('write places and spans of time', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(formatOrdinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
    expect([formatUnits(1, 'day'), formatUnits(3, 'day'), formatUnits(1, 'hour'), formatUnits(12, 'minute')]).toEqual(['1 day', '3 days', '1 hour', '12 minutes']);
  });

  it('write a rating with one decimal', () => {
    expect([4.666, 5, 3.04, 0].map(formatRating)).toEqual(['4.7', '5.0', '3.0', '0.0']);
  });
});

describe('dates', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are written day, short month, year, in Bangladesh time (UTC+6)', () => {
    expect(formatDate('2026-11-20T08:30:00.000Z')).toBe('20 Nov 2026');
    // 20:00 UTC is already the next day in Dhaka.
    expect(formatDate('2026-11-20T20:00:00.000Z')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-20T08:30:00.000Z', { weekday: true })).toBe('Fri, 20 Nov 2026');
    expect(formatMonth('2025-03-02T10:00:00.000Z')).toBe('Mar 2025');
  });

  it('carry the time on the 24-hour clock', () => {
    expect(formatDateTime('2026-11-27T08:30:00.000Z')).toBe('27 Nov 2026, 14:30');
    expect(formatDateTime('2026-11-27T08:30:00.000Z', { weekday: true })).toBe('Fri, 27 Nov 2026, 14:30');
    expect(formatTime('2026-11-27T03:05:00.000Z')).toBe('09:05');
    expect(formatTime(new Date('2026-11-27T17:59:00.000Z'))).toBe('23:59');
  });

  it('are empty for what is not a time', () => {
    expect([formatDate('soon'), formatDateTime(''), formatTime('x'), formatMonth('x'), formatMoment('x')]).toEqual(['', '', '', '', '']);
  });

  it('are the same whatever zone the machine is in (the server and the browser agree)', async () => {
    const before = formatDateTime('2026-11-27T20:30:00.000Z');
    vi.stubEnv('TZ', 'America/Los_Angeles');
    vi.resetModules();
    const again = await import('@/lib/format');
    expect(again.formatDateTime('2026-11-27T20:30:00.000Z')).toBe(before);
    expect(before).toBe('28 Nov 2026, 02:30');
  });
});

describe('formatMoment', () => {
  // 27 Nov 2026, 00:30 in Dhaka: still 26 Nov in UTC, so "today" must be Dhaka's day.
  const now = new Date('2026-11-26T18:30:00.000Z');

  it('writes the time today, "Yesterday" and the time the day before, else the date and time', () => {
    expect(formatMoment('2026-11-26T18:10:00.000Z', now)).toBe('00:10');
    expect(formatMoment('2026-11-26T17:50:00.000Z', now)).toBe('Yesterday, 23:50');
    expect(formatMoment('2026-11-25T17:50:00.000Z', now)).toBe('25 Nov 2026, 23:50');
    expect(formatMoment('2025-11-20T08:05:00.000Z', now)).toBe('20 Nov 2025, 14:05');
  });
});

describe('brandLabel', () => {
  it('spells the brands as their makers do', () => {
    expect(['apple', 'samsung', 'oneplus', 'huawei'].map(brandLabel)).toEqual(['Apple', 'Samsung', 'OnePlus', 'Huawei']);
  });
});

describe('formatterFor bn-BD (Bangla pages)', () => {
  const bangla = formatterFor('bn-BD');

  it('writes prices, counts and ordinals with Bangla digits, lakh grouping and ৳', () => {
    expect(bangla.formatPrice(25000)).toBe('৳২৫,০০০/-');
    expect(bangla.formatCount(100000)).toBe('১,০০,০০০');
    expect(bangla.formatOrdinal(1)).toBe('১ম');
    expect(bangla.formatOrdinal(4)).toBe('৪র্থ');
    expect(bangla.formatOrdinal(11)).toBe('১১তম');
    expect(bangla.storageLabel(128)).toBe('১২৮ GB');
  });

  it('writes the taka sign first, as Bangladesh writes prices (CLDR puts it last in Bangla)', () => {
    expect(bangla.formatAmount(45000)).toBe('৳৪৫,০০০');
    expect(bangla.formatAmount(125000)).toBe('৳১,২৫,০০০');
    expect(bangla.formatPrice(45000)).toBe('৳৪৫,০০০/-');
    expect(bangla.formatPriceRange(42000, 48000)).toBe('৳৪২,০০০ – ৳৪৮,০০০');
    expect(bangla.formatPriceRange(42000, 42000)).toBe('৳৪২,০০০');
  });

  it('writes dates in Bangla, in Bangladesh time, as English pages do in English', () => {
    expect(bangla.formatDateTime('2026-11-27T08:30:00.000Z')).toBe('২৭ নভে, ২০২৬, ১৪:৩০');
    expect(formatDateTime('2026-11-27T08:30:00.000Z')).toBe('27 Nov 2026, 14:30');
  });
});
