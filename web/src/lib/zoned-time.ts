/**
 * Wall-clock time in Bangladesh, whatever zone the server or the reader's device is in: the page
 * rendered on the server and the page hydrated in the browser must show the same times, and a
 * buyer abroad arranging a meetup in Dhaka means Dhaka's clock.
 */
export const TIME_ZONE = 'Asia/Dhaka';

/** A wall-clock time as numbers; month 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let partsFormat: Intl.DateTimeFormat | undefined;

/** The wall-clock time in TIME_ZONE at an instant. */
export function wallTimeAt(at: Date): WallTime {
  // Numeric parts only, so the locale does not matter; en-US is always present.
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day in TIME_ZONE at an instant, as an ISO day: "2026-11-27". */
export function dayKeyAt(at: Date): string {
  const wall = wallTimeAt(at);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Whole calendar days in TIME_ZONE from `from` to `to` (1 when `to` is tomorrow there). */
export function calendarDaysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(dayKeyAt(to)) - Date.parse(dayKeyAt(from))) / 86_400_000);
}
