import { useLingui } from '@lingui/react/macro';
import styles from '@/components/state.module.css';
import hidden from '@/components/visually-hidden.module.css';

/**
 * A centred spinner with a label for screen readers (and optionally on screen): MUI's
 * CircularProgress look in plain CSS, as it stands in for every lazily loaded screen.
 */
export function Spinner({ label: given, showLabel = false, minHeight = 240 }: { label?: string; showLabel?: boolean; minHeight?: number | string }) {
  const { t } = useLingui();
  const label = given ?? t`Loading…`;
  return (
    <div role="status" aria-live="polite" className={styles.spinner} style={{ minHeight }}>
      <div className={styles.spinnerStack}>
        <svg className={styles.ring} viewBox="22 22 44 44" role="progressbar" aria-label={label}>
          <circle className={styles.arc} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
        {showLabel ? <p className={styles.text}>{label}</p> : <span className={hidden.hidden}>{label}</span>}
      </div>
    </div>
  );
}
