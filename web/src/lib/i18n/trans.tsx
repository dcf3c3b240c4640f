import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useLingui } from '@/lib/i18n/context';

/**
 * What the `<Trans>` macro compiles to (lingui.config.ts, `runtimeConfigModule`): Lingui's renderer
 * with the page's instance (lib/i18n/context.tsx), loaded with the screens that use it.
 */
export function Trans(props: TransProps) {
  const { i18n } = useLingui();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
