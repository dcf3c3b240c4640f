/**
 * Times of a meetup as people read and type them. The API speaks ISO times (UTC); a
 * `datetime-local` input speaks the browser's local wall time ("2026-11-24T18:30"), which is
 * what phones' native date-time pickers fill in.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as a datetime-local value in the browser's time zone, to the minute. */
export function toLocalInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value (local wall time) as an ISO time, or null when it is not a time. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The window a slot may fall in: from the next whole minute to `windowDays` from now. */
export function slotBounds(now: Date, windowDays: number): { min: string; max: string } {
  const start = new Date(Math.ceil((now.getTime() + 1) / 60_000) * 60_000);
  const end = new Date(Math.floor((now.getTime() + windowDays * DAY_MS) / 60_000) * 60_000);
  return { min: toLocalInput(start), max: toLocalInput(end) };
}

/** Why a proposed time cannot be used, or null when it can: not past, and within the window. */
export function slotProblem(iso: string | null, now: Date, windowDays: number): string | null {
  if (!iso) return 'Choose a date and a time.';
  const at = new Date(iso).getTime();
  if (at <= now.getTime()) return 'This time has passed. Choose a later one.';
  if (at > now.getTime() + windowDays * DAY_MS) return `Choose a time within the next ${windowDays} days.`;
  return null;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A meeting time in the reader's time zone: "Tue 24 Nov, 18:30" (by hand: no locale data to load). */
export function formatMeetTime(iso: string): string {
  const at = new Date(iso);
  return `${WEEKDAYS[at.getDay()]} ${at.getDate()} ${MONTHS[at.getMonth()]}, ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A span of time in words, rounded down to what matters: "3 days", "23 hours", "1 hour", "12 minutes", "less than a minute". */
export function durationInWords(ms: number): string {
  if (ms >= 2 * DAY_MS) return plural(Math.floor(ms / DAY_MS), 'day');
  if (ms >= HOUR_MS) return plural(Math.floor(ms / HOUR_MS), 'hour');
  if (ms >= 60_000) return plural(Math.floor(ms / 60_000), 'minute');
  return 'less than a minute';
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** How long until `iso` from `now`, in words, or null once it has passed. */
export function timeLeft(iso: string | null | undefined, now: Date): string | null {
  if (!iso) return null;
  const left = new Date(iso).getTime() - now.getTime();
  return left > 0 ? durationInWords(left) : null;
}
