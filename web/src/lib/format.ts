import { CURRENCY } from '@/config/constants';
import { calendarDaysBetween, TIME_ZONE } from '@/lib/zoned-time';

/**
 * Every price, count and date a person reads goes through this module, on `Intl`.
 *
 * The languages we write in, each with the CLDR locale whose conventions it takes. CLDR has no
 * data for English in Bangladesh, so `en-BD` alone resolves to US English ("Nov 27, 2026",
 * "2:30 PM"); Bangladesh writes the day before the month and, here, the 24-hour clock, as British
 * English does. A new language (Bangla, `'bn-BD': 'bn-BD'`) is one more line.
 */
const CLDR_LOCALES = { 'en-BD': 'en-GB' } as const;
export type Locale = keyof typeof CLDR_LOCALES;

/** The language pages are written in (the `lang` of the document). */
export const LOCALE: Locale = 'en-BD';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();

/** One formatter per kind and options, made on first use and reused: making one is the costly part. */
function cached<T extends Formatter>(kind: string, options: object, make: (locale: string) => T): T {
  const key = `${kind} ${LOCALE} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(CLDR_LOCALES[LOCALE]);
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (options: Intl.NumberFormatOptions) => cached('number', options, (locale) => new Intl.NumberFormat(locale, options));
/** Dates always in Bangladesh's time zone: the server and the browser must write the same text. */
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }));
const pluralRules = (options: Intl.PluralRulesOptions) => cached('plural', options, (locale) => new Intl.PluralRules(locale, options));
const relativeTime = (options: Intl.RelativeTimeFormatOptions) => cached('relative', options, (locale) => new Intl.RelativeTimeFormat(locale, options));

/** Whole taka with the symbol ৳ (the narrow symbol: en-GB writes "BDT" otherwise). */
const TAKA: Intl.NumberFormatOptions = { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 };

/** An amount in a sentence or a range: 42000 -> "৳42,000". */
export function formatAmount(price: number): string {
  return numberFormat(TAKA).format(price);
}

/** A price as the spec displays it, with a trailing "/-": 25000 -> "৳25,000/-". */
export function formatPrice(price: number): string {
  return `${formatAmount(price)}/-`;
}

/** A range of prices, "৳42,000 – ৳48,000", or one amount when both ends are equal. */
export function formatPriceRange(min: number, max: number): string {
  return min === max ? formatAmount(min) : numberFormat(TAKA).formatRange(min, max);
}

/** A whole count: 10000 -> "10,000". */
export function formatCount(count: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(count);
}

/** The words a count takes, by the language's plural rules: one for 1 in English, other for the rest. */
export interface CountWords {
  one: string;
  other: string;
}

/** The word for a count: (1, { one: 'review', other: 'reviews' }) -> "review". */
export function pluralOf(count: number, words: CountWords): string {
  return pluralRules({ type: 'cardinal' }).select(count) === 'one' ? words.one : words.other;
}

/** A count and its noun: (1, { one: 'phone', other: 'phones' }) -> "1 phone", 1000 -> "1,000 phones". */
/** "95 %", with a space that cannot break, so the figure and its sign never part at a line's end. */
export function formatPercent(value: number): string {
  return `${formatCount(value)}\u00a0%`;
}

export function formatCountOf(count: number, words: CountWords): string {
  return `${formatCount(count)} ${pluralOf(count, words)}`;
}

/** A rating average as people read it, one decimal: 4.666 -> "4.7", 5 -> "5.0". */
export function formatRating(average: number): string {
  return numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

const ORDINAL_SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** A place in a queue: 3 -> "3rd", 11 -> "11th". */
export function formatOrdinal(position: number): string {
  return `${formatCount(position)}${ORDINAL_SUFFIXES[pluralRules({ type: 'ordinal' }).select(position)] ?? 'th'}`;
}

/** A span of time in whole units: (3, 'day') -> "3 days", (1, 'hour') -> "1 hour". */
export function formatUnits(count: number, unit: 'day' | 'hour' | 'minute'): string {
  return numberFormat({ style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 0 }).format(count);
}

/*
 * Dates, in one format everywhere: "27 Nov 2026"; with the time, 24-hour: "27 Nov 2026, 14:30";
 * a meeting, which people plan by weekday: "Fri, 27 Nov 2026, 14:30".
 */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);
const isValid = (at: Date) => !Number.isNaN(at.getTime());

/** A day: "2026-11-20T08:30:00.000Z" -> "20 Nov 2026"; with the weekday, "Fri, 20 Nov 2026". */
export function formatDate(at: string | Date, { weekday = false } = {}): string {
  const date = toDate(at);
  return isValid(date) ? dateFormat(weekday ? { weekday: 'short', ...DAY } : DAY).format(date) : '';
}

/** A day and a time: "27 Nov 2026, 14:30"; with the weekday, "Fri, 27 Nov 2026, 14:30". */
export function formatDateTime(at: string | Date, { weekday = false } = {}): string {
  const date = toDate(at);
  return isValid(date) ? dateFormat(weekday ? { weekday: 'short', ...DAY, ...TIME } : { ...DAY, ...TIME }).format(date) : '';
}

/** A time of day, 24-hour: "14:30". */
export function formatTime(at: string | Date): string {
  const date = toDate(at);
  return isValid(date) ? dateFormat(TIME).format(date) : '';
}

/** A month and year: "2025-03-02T…" -> "Mar 2025" (member since). */
export function formatMonth(at: string | Date): string {
  const date = toDate(at);
  return isValid(date) ? dateFormat({ month: 'short', year: 'numeric' }).format(date) : '';
}

/**
 * When a message or notification was written, short where it can be: "14:05" today,
 * "Yesterday, 14:05", and otherwise the date and time, "20 Nov 2026, 14:05".
 */
export function formatMoment(at: string | Date, now: Date = new Date()): string {
  const date = toDate(at);
  if (!isValid(date)) return '';
  const daysAgo = calendarDaysBetween(date, now);
  if (daysAgo === 0) return formatTime(date);
  if (daysAgo === 1) return `${capitalize(relativeTime({ numeric: 'auto' }).format(-1, 'day'))}, ${formatTime(date)}`;
  return formatDateTime(date);
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

/** A Bangladeshi mobile number in E.164 as people read it: "+8801712345678" -> "+880 1712-345678"; anything else as given. */
export function formatPhoneNumber(e164: string): string {
  const match = e164.match(/^\+880(\d{4})(\d{6})$/);
  return match ? `+880 ${match[1]}-${match[2]}` : e164;
}
