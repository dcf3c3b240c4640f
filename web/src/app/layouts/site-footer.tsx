import { Link as RouterLink } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY_NAMES } from '@contract/constants';
import { COPYRIGHT_YEAR } from '@/config/constants';
import { paths } from '@/config/paths';
import { useFormat, useLanguage } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { brandLabel } from '@/lib/format';
import { wallTimeAt } from '@/lib/zoned-time';
import text from '@/components/text.module.css';
import styles from '@/app/layouts/site-footer.module.css';
import layout from '@/app/layouts/layout.module.css';
import { Logo } from '@/app/layouts/logo';

const COLUMNS = [
  {
    id: 'shop',
    title: msg`Shop`,
    links: [{ label: msg`All phones`, href: paths.products.getHref() }, ...CATEGORY_NAMES.map((name) => ({ label: brandLabel(name), href: paths.category.getHref(name) }))],
  },
  {
    id: 'company',
    title: msg`Company`,
    links: [
      { label: msg`About`, href: paths.about.getHref() },
      { label: msg`Blog`, href: paths.blog.getHref() },
      { label: msg`Terms and conditions`, href: paths.terms.getHref() },
      { label: msg`API reference`, href: paths.apiDocs.getHref() },
    ],
  },
  {
    id: 'help',
    title: msg`Help`,
    links: [
      { label: msg`Privacy Policy`, href: paths.privacy.getHref() },
      { label: msg`Licensing`, href: paths.licensing.getHref() },
      { label: msg`Contact`, href: paths.contact.getHref() },
    ],
  },
];

/** The footer: About, Privacy Policy, Licensing and Contact (spec §2) lead to real sections. Plain CSS, as the header. */
export function SiteFooter() {
  const thisYear = wallTimeAt(new Date()).year; // Dhaka's year: the server and the browser agree on New Year's Eve.
  const language = useLanguage();
  const format = useFormat();
  const { i18n, t } = useLingui();
  // Brand names stay as written; the rest of the words are the page's language's.
  const label = (text: string | MessageDescriptor) => (typeof text === 'string' ? text : i18n._(text));
  return (
    <footer className={styles.footer}>
      <div className={`${layout.container} ${styles.inner}`}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <Logo light />
            <p className={styles.tagline}>
              {t`The marketplace for second-hand smartphones: verified sellers, no fees, meet before you pay.`}
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.id} aria-label={i18n._(column.title)}>
              <h2 className={styles.title}>{i18n._(column.title)}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <RouterLink to={pathInLanguage(link.href, language)} className={styles.link}>
                      {label(link.label)}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={`${text.body2} ${styles.copyright}`}>
          {t`© ${format.formatYear(COPYRIGHT_YEAR)}–${format.formatYear(thisYear)} ReCell. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
