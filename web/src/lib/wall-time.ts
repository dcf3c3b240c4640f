import { wallTimeAt } from '@/lib/zoned-time';

/*
 * From Bangladesh wall-clock time (what a person picks) back to instants. Apart from lib/zoned-time.ts,
 * which every page's formatting needs, so that only the screens with a time picker load this.
 */

/** An ISO day `days` after another: ("2026-11-30", 1) -> "2026-12-01". */
export function addDays(dayKey: string, days: number): string {
  const at = new Date(`${dayKey}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
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
