import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Format } from '@/lib/format';
import { addDays, wallTimeToDate } from '@/lib/wall-time';
import { dayKeyAt } from '@/lib/zoned-time';

/**
 * Times of a meetup as people read and choose them. The API speaks ISO times (UTC); the picker
 * speaks Bangladesh wall time, a day ("2026-11-24") and a time ("18:30"), joined as
 * "2026-11-24T18:30": a meetup in Dhaka is at Dhaka's time, wherever the phone's clock is set.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The picker's times of day are this many minutes apart. */
const TIME_STEP_MINUTES = 15;

/** A picked wall time ("2026-11-24T18:30", Dhaka) as an ISO time, or null while the day or the time is missing. */
export function wallTimeToIso(value: string): string | null {
  return wallTimeToDate(value)?.toISOString() ?? null;
}

/** A picked value's day and time: "2026-11-24T18:30" -> ["2026-11-24", "18:30"]; either may be "". */
export function splitWallTime(value: string): [day: string, time: string] {
  const [day = '', time = ''] = value.split('T');
  return [day, time];
}

/** Whether a time lies in the window a slot may fall in: after now, and at most `windowDays` ahead. */
const inWindow = (at: Date | null, now: Date, windowDays: number) => at !== null && at.getTime() > now.getTime() && at.getTime() <= now.getTime() + windowDays * DAY_MS;

/** The days a slot may fall on, today to `windowDays` ahead (in Dhaka), each with its label: "Tue, 24 Nov 2026". */
export function dayOptions(now: Date, windowDays: number, format: Format): { value: string; label: string }[] {
  const today = dayKeyAt(now);
  return Array.from({ length: windowDays + 1 }, (_, index) => {
    const value = addDays(today, index);
    return { value, label: format.formatDate(wallTimeToDate(`${value}T12:00`)!, { weekday: true }) };
  });
}

/** The times of day a slot may take on `day`, 24-hour ("18:30"), those outside the window disabled. */
export function timeOptions(day: string, now: Date, windowDays: number, format: Format): { value: string; label: string; disabled: boolean }[] {
  const onDay = day || dayKeyAt(now);
  return Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, index) => {
    const minutes = index * TIME_STEP_MINUTES;
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const at = wallTimeToDate(`${onDay}T${value}`)!;
    return { value, label: format.formatTime(at), disabled: Boolean(day) && !inWindow(at, now, windowDays) };
  });
}

/** Why a proposed time cannot be used, or null when it can: not past, and within the window. */
export function slotProblem(iso: string | null, now: Date, windowDays: number, i18n: I18n): string | null {
  if (!iso) return i18n._(msg`Choose a date and a time.`);
  const at = new Date(iso).getTime();
  if (at <= now.getTime()) return i18n._(msg`This time has passed. Choose a later one.`);
  if (at > now.getTime() + windowDays * DAY_MS) return i18n._(msg`${plural(windowDays, { other: 'Choose a time within the next # days.' })}`);
  return null;
}

/** A meeting time, with its weekday: "Tue, 24 Nov 2026, 18:30" (Dhaka). */
export function formatMeetTime(iso: string, format: Format): string {
  return format.formatDateTime(iso, { weekday: true });
}

/** A span of time in words, rounded down to what matters: "3 days", "23 hours", "1 hour", "12 minutes", "less than a minute". */
export function durationInWords(ms: number, i18n: I18n, format: Format): string {
  if (ms >= 2 * DAY_MS) return format.formatUnits(Math.floor(ms / DAY_MS), 'day');
  if (ms >= HOUR_MS) return format.formatUnits(Math.floor(ms / HOUR_MS), 'hour');
  if (ms >= MINUTE_MS) return format.formatUnits(Math.floor(ms / MINUTE_MS), 'minute');
  return i18n._(msg`less than a minute`);
}

/** How long until `iso` from `now`, in words, or null once it has passed. */
export function timeLeft(iso: string | null | undefined, now: Date, i18n: I18n, format: Format): string | null {
  if (!iso) return null;
  const left = new Date(iso).getTime() - now.getTime();
  return left > 0 ? durationInWords(left, i18n, format) : null;
}
