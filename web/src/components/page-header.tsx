import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/document-title';
import styles from '@/components/page-header.module.css';
import text from '@/components/text.module.css';

/**
 * The title block of a screen: one h1, an optional line of context and actions on the right.
 * Plain CSS: the phone lists paint it first, before any MUI has loaded.
 */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.header}>
      <DocumentTitle title={title} />
      <div className={styles.titles}>
        <h1 className={text.heading}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
