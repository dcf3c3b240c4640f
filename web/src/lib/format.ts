import { CURRENCY_SYMBOL } from '@/config/constants';

/**
 * Prices display with the currency symbol and a trailing "/-" (spec §9): 25000 -> "৳25,000/-",
 * at most two decimals.
 * By hand rather than with Intl.NumberFormat, whose first use on a page loads locale data:
 * 10–30 ms of main thread before the first paint, several times that on a phone.
 */
export function formatPrice(price: number): string {
  return `${formatAmount(price)}/-`;
}

/** Commas between thousands, by hand for the reason above: "12345" -> "12,345". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An amount in a sentence or a range, without the price's trailing "/-": 42000 -> "৳42,000". */
export function formatAmount(price: number): string {
  const [whole = '', fraction] = String(Math.round(price * 100) / 100).split('.');
  return `${CURRENCY_SYMBOL}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A whole count with commas: 10000 -> "10,000". */
export function formatCount(count: number): string {
  return groupThousands(String(Math.round(count)));
}

/** A range of prices: "৳42,000–48,000", or one amount when both ends are equal. */
export function formatPriceRange(min: number, max: number): string {
  return min === max ? formatAmount(min) : `${formatAmount(min)}–${formatAmount(max).slice(CURRENCY_SYMBOL.length)}`;
}

/** Capitalised label of an enum value: "oneplus" -> "OnePlus", "excellent" -> "Excellent". */
const BRAND_LABELS: Record<string, string> = { apple: 'Apple', samsung: 'Samsung', oneplus: 'OnePlus', huawei: 'Huawei' };

export function brandLabel(name: string): string {
  return BRAND_LABELS[name] ?? capitalize(name);
}

export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** A storage size in GB as people write it: 128 -> "128 GB", 1024 -> "1 TB". */
export function storageLabel(gb: number): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day from an ISO time, in UTC like the API's dates: "2026-11-20T08:30:00.000Z" -> "20 Nov 2026" (by hand, as above). */
export function formatDay(iso: string): string {
  const at = new Date(iso);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a message or notification was written, in the reader's own time zone and short:
 * "14:05" today, "Yesterday 14:05", "20 Nov 14:05" this year, "20 Nov 2025" before.
 */
export function formatMoment(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday) return time;
  if (at.getTime() >= startOfToday - 86_400_000) return `Yesterday ${time}`;
  const day = `${at.getDate()} ${MONTHS[at.getMonth()]}`;
  return at.getFullYear() === now.getFullYear() ? `${day} ${time}` : `${day} ${at.getFullYear()}`;
}

/** A month and year from an ISO time, in UTC: "2025-03-02T…" -> "Mar 2025" (member since). */
export function formatMonth(iso: string): string {
  const at = new Date(iso);
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** A rating average as people read it: 4.666 -> "4.7", 5 -> "5.0". */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** "3rd", for a place in a queue. */
export function formatOrdinal(position: number): string {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  return `${position}${{ 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th'}`;
}
