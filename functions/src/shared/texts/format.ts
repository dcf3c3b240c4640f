import { LOCALE_OF, type Language } from '../../contract/languages';

/**
 * Numbers in the texts ReCell writes to people, on Intl in the reader's locale: `en-BD` writes
 * "৳25,000" and "24", `bn-BD` writes Bangla digits with the lakh grouping, "৳১,২৫,০০০" and "২৪".
 * The taka sign comes first in both, as prices are written in Bangladesh.
 */
export interface TextFormat {
  /** Whole taka: "৳25,000", "৳২৫,০০০". */
  taka: (amount: number) => string;
  /** A whole count: "48", "৪৮". */
  count: (value: number) => string;
}

const formats = new Map<Language, TextFormat>();

export function textFormat(language: Language): TextFormat {
  let format = formats.get(language);
  if (!format) {
    const whole = new Intl.NumberFormat(LOCALE_OF[language], { maximumFractionDigits: 0 });
    format = { taka: (amount) => `৳${whole.format(amount)}`, count: (value) => whole.format(value) };
    formats.set(language, format);
  }
  return format;
}
