import { describe, expect, it } from 'vitest';
import { createOrder } from '@/testing/factories';
import { dayOptions, durationInWords, formatMeetTime, slotProblem, splitWallTime, timeOptions, wallTimeToIso } from '@/features/orders/lib/meetup-time';
import { actionsFor } from '@/features/orders/lib/order-actions';
import { deadlineInWords, nextStep } from '@/features/orders/lib/order-look';
import { sellerOrderQueue } from '@/features/orders/lib/needs-answer';
import { formatterFor } from '@/lib/format';
import { i18nOf, loadLanguage } from '@/lib/i18n/catalogs';

const i18n = i18nOf('en');
const format = formatterFor('en-BD');

const NOW = new Date('2026-11-24T21:15:20.000Z');
const HOUR = 60 * 60 * 1000;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

describe('meeting times', () => {
  // NOW is 25 Nov 2026, 03:15 in Dhaka (still the 24th in UTC).
  it('offers the days from today to 7 days ahead in Dhaka, written as everywhere else', () => {
    const days = dayOptions(NOW, 7, format);
    expect(days).toHaveLength(8);
    expect(days[0]).toEqual({ value: '2026-11-25', label: 'Wed, 25 Nov 2026' });
    expect(days[7]).toEqual({ value: '2026-12-02', label: 'Wed, 2 Dec 2026' });
  });

  it('offers times of day every 15 minutes on the 24-hour clock, disabling those outside the window', () => {
    const today = timeOptions('2026-11-25', NOW, 7, format);
    expect(today).toHaveLength(96);
    expect(today.find((option) => option.value === '18:30')).toEqual({ value: '18:30', label: '18:30', disabled: false });
    expect(today.find((option) => option.value === '03:15')?.disabled).toBe(true);
    expect(today.find((option) => option.value === '03:30')?.disabled).toBe(false);
    const lastDay = timeOptions('2026-12-02', NOW, 7, format);
    expect(lastDay.find((option) => option.value === '03:15')?.disabled).toBe(false);
    expect(lastDay.find((option) => option.value === '03:30')?.disabled).toBe(true);
    expect(timeOptions('', NOW, 7, format).every((option) => !option.disabled)).toBe(true);
  });

  it('reads a picked day and time as Dhaka time, and nothing while one is missing', () => {
    expect(wallTimeToIso('2026-11-25T18:30')).toBe('2026-11-25T12:30:00.000Z');
    expect(wallTimeToIso('2026-11-25T')).toBeNull();
    expect(wallTimeToIso('T18:30')).toBeNull();
    expect(splitWallTime('')).toEqual(['', '']);
    expect(splitWallTime('2026-11-25T18:30')).toEqual(['2026-11-25', '18:30']);
    expect(formatMeetTime('2026-11-25T12:30:00.000Z', format)).toBe('Wed, 25 Nov 2026, 18:30');
  });

  it('refuses a missing, past or too distant time', () => {
    expect(slotProblem(null, NOW, 7, i18n)).toBe('Choose a date and a time.');
    expect(slotProblem(later(-1), NOW, 7, i18n)).toBe('This time has passed. Choose a later one.');
    expect(slotProblem(later(24 * 7 + 1), NOW, 7, i18n)).toBe('Choose a time within the next 7 days.');
    expect(slotProblem(later(24 * 7), NOW, 7, i18n)).toBeNull();
  });

  it('says spans in words', () => {
    expect(durationInWords(23.9 * HOUR, i18n, format)).toBe('23 hours');
    expect(durationInWords(1 * HOUR, i18n, format)).toBe('1 hour');
    expect(durationInWords(50 * HOUR, i18n, format)).toBe('2 days');
    expect(durationInWords(90_000, i18n, format)).toBe('1 minute');
    expect(durationInWords(10_000, i18n, format)).toBe('less than a minute');
  });
});

describe('deadlines and actions by side', () => {
  const booked = createOrder({ status: 'booked', answer_by: later(23.5), slots: [later(30)] });
  const accepted = createOrder({ status: 'accepted', meet_at: later(20), hold_until: later(68) });

  it('words the answer deadline for each side', () => {
    expect(deadlineInWords(booked, 'seller', NOW, i18n, format)).toBe('You have 23 hours to answer.');
    expect(deadlineInWords(booked, 'buyer', NOW, i18n, format)).toBe('The seller has 23 hours to answer.');
    expect(deadlineInWords(accepted, 'buyer', NOW, i18n, format)).toMatch(/^The phone stays held for 2 days \(meeting .+\)\.$/);
    expect(deadlineInWords({ ...accepted, status: 'completed' }, 'buyer', NOW, i18n, format)).toBeNull();
  });

  it('words them in Bangla on a Bangla page, with Bangla digits', async () => {
    const bangla = await loadLanguage('bn');
    const bnFormat = formatterFor('bn-BD');
    expect(deadlineInWords(booked, 'seller', NOW, bangla, bnFormat)).toBe('উত্তর দিতে আপনার হাতে আছে ২৩ ঘণ্টা।');
    expect(durationInWords(10_000, bangla, bnFormat)).toBe('এক মিনিটেরও কম');
    expect(slotProblem(later(24 * 7 + 1), NOW, 7, bangla)).toBe('আগামী ৭ দিনের মধ্যে একটি সময় বেছে নিন।');
  });

  it('offers each side the actions of the contract, and none past a deadline', () => {
    expect(actionsFor(booked, 'seller', NOW)).toEqual(['accept', 'decline', 'cancel']);
    expect(actionsFor(booked, 'buyer', NOW)).toEqual(['cancel']);
    expect(actionsFor(accepted, 'buyer', NOW)).toEqual(['checklist', 'safety_card', 'cancel']);
    expect(actionsFor(accepted, 'seller', NOW)).toEqual(['handover', 'safety_card', 'cancel']);
    expect(actionsFor(booked, 'seller', new Date(later(24)))).toEqual([]);
    expect(actionsFor(accepted, 'seller', new Date(later(69)))).toEqual([]);
    expect(nextStep(booked, 'seller', i18n, format)).toBe('Accept a time or decline');
  });

  it("puts a seller's bookings waiting for an answer first, soonest deadline first", () => {
    const done = createOrder({ _id: 'done', status: 'completed' });
    const soon = createOrder({ _id: 'soon', status: 'booked', answer_by: later(2) });
    const lapsed = createOrder({ _id: 'lapsed', status: 'booked', answer_by: later(-1) });
    const queue = sellerOrderQueue([done, booked, lapsed, soon], NOW).map((order) => order._id);
    expect(queue.slice(0, 2)).toEqual(['soon', booked._id]);
  });
});
