import { CURRENCY } from '@/config/constants';
import { calendarDaysBetween, TIME_ZONE } from '@/lib/zoned-time';

/**
 * Every price, count and date a person reads goes through this module, on `Intl`, in the reader's
 * language: `formatterFor(locale)` (components take it from `useFormat()`, lib/i18n/hooks.ts).
 * The plain exports below write English, for screens not yet in both languages.
 *
 * The locales we write in, each with the CLDR locale whose conventions it takes. CLDR has no
 * data for English in Bangladesh, so `en-BD` alone resolves to US English ("Nov 27, 2026",
 * "2:30 PM"); Bangladesh writes the day before the month and, here, the 24-hour clock, as British
 * English does. Bangla in Bangladesh is in CLDR: Bangla digits, "৳", Bangla month names.
 */
const CLDR_LOCALES = { 'en-BD': 'en-GB', 'bn-BD': 'bn-BD' } as const;
export type Locale = keyof typeof CLDR_LOCALES;

/** The language pages are written in when nothing says otherwise. */
export const LOCALE: Locale = 'en-BD';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();

/** One formatter per locale, kind and options, made on first use and reused: making one is the costly part. */
function cached<T extends Formatter>(locale: Locale, kind: string, options: object, make: (cldrLocale: string) => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(CLDR_LOCALES[locale]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whole taka with the symbol ৳ (the narrow symbol: en-GB writes "BDT" otherwise). */
const TAKA: Intl.NumberFormatOptions = { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 };

/** The words a count takes, by the language's plural rules: one for 1 in English, other for the rest. */
export interface CountWords {
  one: string;
  other: string;
}

/** Ordinal endings by the language's ordinal rules: English 1st 2nd 3rd 4th; Bangla ১ম ২য় ৩য় ৪র্থ ৬ষ্ঠ ১১তম. */
const ORDINAL_SUFFIXES: Record<Locale, { endings: Partial<Record<Intl.LDMLPluralRule, string>>; other: string }> = {
  'en-BD': { endings: { one: 'st', two: 'nd', few: 'rd' }, other: 'th' },
  'bn-BD': { endings: { one: 'ম', two: 'য়', few: 'র্থ', many: 'ষ্ঠ' }, other: 'তম' },
};

/*
 * Dates, in one format everywhere: "27 Nov 2026"; with the time, 24-hour: "27 Nov 2026, 14:30";
 * a meeting, which people plan by weekday: "Fri, 27 Nov 2026, 14:30".
 */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);
const isValid = (at: Date) => !Number.isNaN(at.getTime());

/** The formatting functions in one locale (made once per locale). */
export type Format = ReturnType<typeof makeFormat>;

function makeFormat(locale: Locale) {
  const numberFormat = (options: Intl.NumberFormatOptions) => cached(locale, 'number', options, (cldr) => new Intl.NumberFormat(cldr, options));
  /** Dates always in Bangladesh's time zone: the server and the browser must write the same text. */
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    cached(locale, 'date', options, (cldr) => new Intl.DateTimeFormat(cldr, { timeZone: TIME_ZONE, ...options }));
  const pluralRules = (options: Intl.PluralRulesOptions) => cached(locale, 'plural', options, (cldr) => new Intl.PluralRules(cldr, options));
  const relativeTime = (options: Intl.RelativeTimeFormatOptions) => cached(locale, 'relative', options, (cldr) => new Intl.RelativeTimeFormat(cldr, options));

  /**
   * An amount in a sentence or a range: 42000 -> "৳42,000" (Bangla: "৳৪২,০০০"). The sign comes
   * first in both languages, as Bangladesh writes prices: CLDR's Bangla pattern puts it last
   * ("৪২,০০০৳"), which reads as a foreign format.
   */
  const formatAmount = (price: number): string =>
    numberFormat(TAKA)
      .formatToParts(price)
      // A stable sort: the sign to the front, the figure's parts in their order.
      .sort((a, b) => Number(b.type === 'currency') - Number(a.type === 'currency'))
      .map((part) => part.value)
      .join('');
  /** A whole count: 10000 -> "10,000". */
  const formatCount = (count: number): string => numberFormat({ maximumFractionDigits: 0 }).format(count);
  /** The word for a count: (1, { one: 'review', other: 'reviews' }) -> "review". */
  const pluralOf = (count: number, words: CountWords): string => (pluralRules({ type: 'cardinal' }).select(count) === 'one' ? words.one : words.other);
  /** A time of day, 24-hour: "14:30". */
  const formatTime = (at: string | Date): string => {
    const date = toDate(at);
    return isValid(date) ? dateFormat(TIME).format(date) : '';
  };
  /** A day and a time: "27 Nov 2026, 14:30"; with the weekday, "Fri, 27 Nov 2026, 14:30". */
  const formatDateTime = (at: string | Date, { weekday = false } = {}): string => {
    const date = toDate(at);
    return isValid(date) ? dateFormat(weekday ? { weekday: 'short', ...DAY, ...TIME } : { ...DAY, ...TIME }).format(date) : '';
  };

  return {
    locale,
    formatAmount,
    /** A price as the spec displays it, with a trailing "/-": 25000 -> "৳25,000/-". */
    formatPrice: (price: number): string => `${formatAmount(price)}/-`,
    /** A range of prices, "৳42,000 – ৳48,000", or one amount when both ends are equal. */
    formatPriceRange: (min: number, max: number): string => (min === max ? formatAmount(min) : `${formatAmount(min)} – ${formatAmount(max)}`),
    formatCount,
    pluralOf,
    /** "95 %", with a space that cannot break, so the figure and its sign never part at a line's end. */
    formatPercent: (value: number): string => `${formatCount(value)}\u00a0%`,
    /** A count and its noun: (1, { one: 'phone', other: 'phones' }) -> "1 phone", 1000 -> "1,000 phones". */
    formatCountOf: (count: number, words: CountWords): string => `${formatCount(count)} ${pluralOf(count, words)}`,
    /** A year, without grouping: 2026 -> "2026" (Bangla: "২০২৬"). */
    formatYear: (year: number): string => numberFormat({ useGrouping: false }).format(year),
    /** A rating average as people read it, one decimal: 4.666 -> "4.7", 5 -> "5.0". */
    formatRating: (average: number): string => numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average),
    /** A place in a queue: 3 -> "3rd", 11 -> "11th". */
    formatOrdinal: (position: number): string => {
      const { endings, other } = ORDINAL_SUFFIXES[locale];
      return `${formatCount(position)}${endings[pluralRules({ type: 'ordinal' }).select(position)] ?? other}`;
    },
    /** A span of time in whole units: (3, 'day') -> "3 days", (1, 'hour') -> "1 hour". */
    formatUnits: (count: number, unit: 'day' | 'hour' | 'minute'): string =>
      numberFormat({ style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 0 }).format(count),
    /** A day: "2026-11-20T08:30:00.000Z" -> "20 Nov 2026"; with the weekday, "Fri, 20 Nov 2026". */
    formatDate: (at: string | Date, { weekday = false } = {}): string => {
      const date = toDate(at);
      return isValid(date) ? dateFormat(weekday ? { weekday: 'short', ...DAY } : DAY).format(date) : '';
    },
    formatDateTime,
    formatTime,
    /** A month and year: "2025-03-02T…" -> "Mar 2025" (member since). */
    formatMonth: (at: string | Date): string => {
      const date = toDate(at);
      return isValid(date) ? dateFormat({ month: 'short', year: 'numeric' }).format(date) : '';
    },
    /**
     * When a message or notification was written, short where it can be: "14:05" today,
     * "Yesterday, 14:05", and otherwise the date and time, "20 Nov 2026, 14:05".
     */
    formatMoment: (at: string | Date, now: Date = new Date()): string => {
      const date = toDate(at);
      if (!isValid(date)) return '';
      const daysAgo = calendarDaysBetween(date, now);
      if (daysAgo === 0) return formatTime(date);
      if (daysAgo === 1) return `${capitalize(relativeTime({ numeric: 'auto' }).format(-1, 'day'))}, ${formatTime(date)}`;
      return formatDateTime(date);
    },
    /** A storage size in GB as people write it: 128 -> "128 GB", 1024 -> "1 TB". */
    storageLabel: (gb: number): string => (gb >= 1024 && gb % 1024 === 0 ? `${formatCount(gb / 1024)} TB` : `${formatCount(gb)} GB`),
  };
}

const formats = new Map<Locale, Format>();

/** The formatting functions in a locale: `formatterFor('bn-BD').formatPrice(25000)` -> "৳২৫,০০০/-". */
export function formatterFor(locale: Locale): Format {
  let format = formats.get(locale);
  if (!format) {
    format = makeFormat(locale);
    formats.set(locale, format);
  }
  return format;
}

/** English, for the screens not yet in both languages. */
export const {
  formatAmount,
  formatPrice,
  formatPriceRange,
  formatCount,
  pluralOf,
  formatPercent,
  formatCountOf,
  formatRating,
  formatOrdinal,
  formatUnits,
  formatDate,
  formatDateTime,
  formatTime,
  formatMonth,
  formatMoment,
  storageLabel,
} = formatterFor(LOCALE);

/** Capitalised label of an enum value: "oneplus" -> "OnePlus", "excellent" -> "Excellent". */
const BRAND_LABELS: Record<string, string> = { apple: 'Apple', samsung: 'Samsung', oneplus: 'OnePlus', huawei: 'Huawei' };

export function brandLabel(name: string): string {
  return BRAND_LABELS[name] ?? capitalize(name);
}

export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** A Bangladeshi mobile number in E.164 as people read it: "+8801712345678" -> "+880 1712-345678"; anything else as given. */
export function formatPhoneNumber(e164: string): string {
  const match = e164.match(/^\+880(\d{4})(\d{6})$/);
  return match ? `+880 ${match[1]}-${match[2]}` : e164;
}
