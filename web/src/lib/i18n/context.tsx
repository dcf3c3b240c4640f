import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';

/**
 * The page's Lingui instance, for the macros (lingui.config.ts, `runtimeConfigModule`). Lingui's own
 * provider shares its module with the `<Trans>` renderer, which then rode on every page's first
 * load; this one is the context alone. The root gives each language its own instance, loaded
 * before it renders (lib/i18n/catalogs.ts), so nothing here listens for a change of locale.
 */
// No default: a screen rendered outside the provider fails at its first word.
const I18nContext = createContext<I18n>(null as never);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** What the macros' `useLingui()` compiles to: the instance, and its `_` for t`…`. */
export function useLingui(): { i18n: I18n; _: I18n['_'] } {
  const i18n = useContext(I18nContext);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n]);
}
