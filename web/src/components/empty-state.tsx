import type { ReactNode } from 'react';
import styles from '@/components/empty-state.module.css';
import typography from '@/components/text.module.css';

/** What a list shows when it has nothing in it: an icon, a sentence and the next step (plain CSS, as the lists' first paint). */
export function EmptyState({ icon, title, text, action }: { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <p className={typography.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
