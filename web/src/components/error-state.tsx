import { useLingui } from '@lingui/react/macro';
import { buttonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import styles from '@/components/state.module.css';
import typography from '@/components/text.module.css';
import { useErrorText } from '@/lib/use-error-text';

/** A failed load, said plainly, with a way to try again (MUI's outlined error Alert, in plain CSS). */
export function ErrorState({ error, title, onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  const { t } = useLingui();
  const said = useErrorText(error);
  return (
    <div role="alert" className={`${typography.body2} ${styles.alert}`}>
      <span className={styles.alertIcon}>
        <Glyph name="errorOutline" />
      </span>
      <div className={styles.alertMessage}>
        <div className={styles.alertTitle}>{title ?? t`This could not be loaded`}</div>
        {said}
      </div>
      {onRetry ? (
        <div className={styles.alertAction}>
          <button type="button" onClick={onRetry} className={`${buttonLook('inherit')} ${styles.retry}`}>
            {t`Try again`}
          </button>
        </div>
      ) : null}
    </div>
  );
}
