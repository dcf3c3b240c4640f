import { useLingui } from '@/lib/i18n/context';
import { paths } from '@/config/paths';
import { formatterFor, type Format } from '@/lib/format';
import type { Words } from '@/lib/i18n/words';
import { isLanguage, LOCALE_OF, pathInLanguage, DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';

/** The language of the page being rendered (the I18nProvider's, which the root picks from the URL). */
export function useLanguage(): Language {
  const { locale } = useLingui().i18n;
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** `paths` (config/paths.ts) with every `getHref` writing the address in one language. */
type Localized<T> = { [K in keyof T]: T[K] extends { getHref: unknown } ? T[K] : Localized<T[K]> };

function localize<T extends object>(tree: T, language: Language): Localized<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      if (typeof value !== 'object' || value === null) return [key, value];
      if ('getHref' in value && typeof value.getHref === 'function') {
        const getHref = value.getHref as (...args: unknown[]) => string;
        return [key, { ...value, getHref: (...args: unknown[]) => pathInLanguage(getHref(...args), language) }];
      }
      return [key, localize(value, language)];
    }),
  ) as Localized<T>;
}

const localizedPaths = new Map<Language, typeof paths>();

/** The app's paths in a language: `pathsIn('bn').products.getHref()` -> "/bn/products". */
export function pathsIn(language: Language): typeof paths {
  let localized = localizedPaths.get(language);
  if (!localized) {
    localized = localize(paths, language) as typeof paths;
    localizedPaths.set(language, localized);
  }
  return localized;
}

/** The app's paths in the page's language, so every link keeps the reader in it. */
export function usePaths(): typeof paths {
  return pathsIn(useLanguage());
}

/** Prices, counts and dates in the page's language (lib/format.ts): "৳২৫,০০০/-" on a Bangla page. */
export function useFormat(): Format {
  return formatterFor(LOCALE_OF[useLanguage()]);
}

/** The page's words and formats together, for labels written outside a component (lib/i18n/words.ts). */
export function useWords(): Words {
  const { i18n } = useLingui();
  return { i18n, format: useFormat() };
}
