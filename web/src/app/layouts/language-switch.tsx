import { Link as RouterLink, useLocation } from 'react-router';
import { buttonLook } from '@/components/button-look';
import { useLanguage } from '@/lib/i18n/hooks';
import { LANGUAGE_NAMES, pathInLanguage } from '@/lib/i18n/languages';
import { rememberLanguage } from '@/lib/i18n/remembered-language';
import styles from '@/app/layouts/layout.module.css';

/**
 * The same page in the other language: a link, so it works before the scripts and can be shared,
 * named in its own language ("বাংলা" on English pages) for the reader who cannot read this one.
 * The choice is remembered on the device, so the bare address opens in it next time.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const other = language === 'bn' ? 'en' : 'bn';
  const { pathname, search, hash } = useLocation();
  return (
    <RouterLink
      to={pathInLanguage(`${pathname}${search}${hash}`, other)}
      lang={other}
      hrefLang={other}
      onClick={() => rememberLanguage(other)}
      className={`${buttonLook('inherit')} ${styles.languageSwitch} ${className ?? ''}`}
    >
      {LANGUAGE_NAMES[other]}
    </RouterLink>
  );
}
