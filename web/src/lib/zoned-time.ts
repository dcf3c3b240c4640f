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

/** An ISO day `days` after another: ("2026-11-30", 1) -> "2026-12-01". */
export function addDays(dayKey: string, days: number): string {
  const at = new Date(`${dayKey}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whole calendar days in TIME_ZONE from `from` to `to` (1 when `to` is tomorrow there). */
export function calendarDaysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(dayKeyAt(to)) - Date.parse(dayKeyAt(from))) / 86_400_000);
}

/**
 * The instant of a wall-clock time in TIME_ZONE, written "2026-11-27T17:30", or null when the text
 * is not such a time (a day without its time, say).
 */
export function wallTimeToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment, read back from Intl (twice, in case the first guess
  // crossed a change of offset).
  let at = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const wall = wallTimeAt(new Date(at));
    at = asUtc - (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - at);
  }
  return new Date(at);
}
