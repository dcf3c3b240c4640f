import { Link as RouterLink } from 'react-router';
import { buttonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import typography from '@/components/text.module.css';
import { paths } from '@/config/paths';
import styles from '@/features/marketing/components/marketing.module.css';

const POINTS = ['Sellers verified by our admins', 'Condition, age and specs on every listing', 'You meet the seller and see the phone before you pay'];

/** About us (spec §1–2): why ReCell can be trusted, in claims that are true of it, with "Buy a phone". */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className={styles.about}>
      <div>
        <span className={styles.aboutKicker}>About us</span>
        <h2 id="about-title" className={`${typography.heading} ${styles.aboutTitle}`}>
          A marketplace you can trust with your next phone
        </h2>
        <p className={styles.aboutText}>
          ReCell connects people who want a good phone for less with people who have one to sell. Every seller is verified
          by our team before they can list, and you see the phone in person before you pay, so you know what you are getting.
        </p>
        <RouterLink to={paths.products.getHref()} className={`${buttonLook('contained', 'large')} ${styles.aboutAction}`}>
          Buy a phone
        </RouterLink>
      </div>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point} className={styles.point}>
            <Glyph name="checkCircle" className={styles.pointIcon} />
            {point}
          </li>
        ))}
      </ul>
    </section>
  );
}
