import { Link as RouterLink } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { buttonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import typography from '@/components/text.module.css';
import { usePaths } from '@/lib/i18n/hooks';
import styles from '@/features/marketing/components/marketing.module.css';

const POINTS = [msg`Sellers verified by our admins`, msg`Condition, age and specs on every listing`, msg`You meet the seller and see the phone before you pay`];

/** About us (spec §1–2): why ReCell can be trusted, in claims that are true of it, with "Buy a phone". */
export function AboutSection() {
  const paths = usePaths();
  const { i18n, t } = useLingui();
  return (
    <section id="about" aria-labelledby="about-title" className={styles.about}>
      <div>
        <span className={styles.aboutKicker}>
          {t`About us`}
        </span>
        <h2 id="about-title" className={`${typography.heading} ${styles.aboutTitle}`}>
          {t`A marketplace you can trust with your next phone`}
        </h2>
        <p className={styles.aboutText}>
          {t`ReCell connects people who want a good phone for less with people who have one to sell. Every seller is verified by our team before they can list, and you see the phone in person before you pay, so you know what you are getting.`}
        </p>
        <RouterLink to={paths.products.getHref()} className={`${buttonLook('contained', 'large')} ${styles.aboutAction}`}>
          {t`Buy a phone`}
        </RouterLink>
      </div>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.id} className={styles.point}>
            <Glyph name="checkCircle" className={styles.pointIcon} />
            {i18n._(point)}
          </li>
        ))}
      </ul>
    </section>
  );
}
