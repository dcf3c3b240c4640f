import { buttonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import styles from '@/components/state.module.css';
import typography from '@/components/text.module.css';
import { errorMessage } from '@/lib/api-client';

/** A failed load, said plainly, with a way to try again (MUI's outlined error Alert, in plain CSS). */
export function ErrorState({ error, title = 'This could not be loaded', onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className={`${typography.body2} ${styles.alert}`}>
      <span className={styles.alertIcon}>
        <Glyph name="errorOutline" />
      </span>
      <div className={styles.alertMessage}>
        <div className={styles.alertTitle}>{title}</div>
        {errorMessage(error)}
      </div>
      {onRetry ? (
        <div className={styles.alertAction}>
          <button type="button" onClick={onRetry} className={`${buttonLook('inherit')} ${styles.retry}`}>
            Try again
          </button>
        </div>
      ) : null}
    </div>
  );
}
