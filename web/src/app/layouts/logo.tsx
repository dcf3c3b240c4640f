import { Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { usePaths } from '@/lib/i18n/hooks';
import styles from '@/app/layouts/layout.module.css';

/** The ReCell mark and wordmark, linking home. */
export function Logo({ light = false }: { light?: boolean }) {
  const paths = usePaths();
  const { t } = useLingui();
  return (
    <RouterLink to={paths.home.getHref()} aria-label={t`ReCell home`} className={light ? `${styles.logo} ${styles.logoLight}` : styles.logo}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className={styles.logoMark}>
        <rect x="2" y="2" width="28" height="28" rx="8" fill="#4f46e5" />
        <rect x="11" y="7" width="10" height="18" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M9 14a7 7 0 0 1 3-5.2M23 18a7 7 0 0 1-3 5.2" fill="none" stroke="#f59e0b" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.wordmark}>
        Re<span className={styles.cell}>Cell</span>
      </span>
    </RouterLink>
  );
}
