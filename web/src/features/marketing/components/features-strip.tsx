import { Glyph, type GlyphName } from '@/components/glyph';
import typography from '@/components/text.module.css';
import styles from '@/features/marketing/components/marketing.module.css';

/**
 * Four items, as the spec's strip has, each one true of ReCell today: the API lets only
 * admin-verified sellers list, the buyer names the meeting place, nothing is charged, and a
 * phone has one open booking at a time. (The spec's "Safe delivery", "Support 24/7" and
 * "100% safe" were promises ReCell does not keep.)
 */
const FEATURES = [
  { title: 'Verified sellers', text: 'Admins check every seller before they can list a phone', icon: 'verifiedUser' },
  { title: 'Check before you pay', text: 'Meet where you choose and try the phone first', icon: 'handshake' },
  { title: 'No fees', text: 'Listing, booking and advertising cost nothing', icon: 'moneyOff' },
  { title: 'Held for you', text: 'Once you book a phone, nobody else can book it', icon: 'bookmarkAdded' },
] as const satisfies readonly { title: string; text: string; icon: GlyphName }[];

/** Why ReCell: four true claims in the place of the spec's feature strip (§1). */
export function FeaturesStrip() {
  return (
    <section aria-label="Why ReCell" className={styles.strip}>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon}>
              <Glyph name={feature.icon} />
            </span>
            <div>
              <p className={styles.featureTitle}>{feature.title}</p>
              <p className={`${typography.body2} ${styles.featureText}`}>{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
