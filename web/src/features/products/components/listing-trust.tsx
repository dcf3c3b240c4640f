import { useId, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { maskedImei } from '@contract/imei';
import { ATTESTATION_ITEMS } from '@contract/grades';
import type { PublicListing } from '@contract/products';
import type { TrustReason } from '@contract/trust';
import { buttonEndIcon, buttonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import paper from '@/components/paper.module.css';
import text from '@/components/text.module.css';
import hidden from '@/components/visually-hidden.module.css';
import { useFormat } from '@/lib/i18n/hooks';
import { CONDITION_LABELS } from '@/lib/i18n/labels';
import { ATTESTATION_WORDS, GRADE_WORDS, TRUST_FACTOR_WORDS } from '@/features/products/lib/listing-words';
import styles from '@/features/products/components/listing-trust.module.css';

/**
 * What a listing's trust rests on, on the product page: plain markup and CSS
 * (listing-trust.module.css), as the rest of the page, so none of it waits for MUI.
 */

type CheckState = 'met' | 'partly' | 'not';
const CHECK_LOOKS = {
  met: { glyph: 'checkCircle', title: msg`Yes`, className: styles.yes },
  partly: { glyph: 'checkCircle', title: msg`Partly`, className: styles.partly },
  not: { glyph: 'cancel', title: msg`No`, className: styles.no },
} as const;
/** What a screen reader says before a reason ("Partly met: "). */
const SPOKEN_STATES: Record<CheckState, MessageDescriptor> = { met: msg`Met:`, partly: msg`Partly met:`, not: msg`Not met:` };

/** A reason earns all its points, some of them, or none. */
const stateOf = (reason: TrustReason): CheckState => (reason.points >= reason.max ? 'met' : reason.points > 0 ? 'partly' : 'not');

/** A tick, a partial tick or a cross, and what it says. */
function Check({ state, children, detail }: { state: CheckState; children: ReactNode; detail?: ReactNode }) {
  const look = CHECK_LOOKS[state];
  const { i18n } = useLingui();
  return (
    <li className={styles.check}>
      <Glyph name={look.glyph} title={i18n._(look.title)} className={look.className} />
      <div className={styles.checkText}>
        {children}
        {detail ? <p className={`${text.body2} ${styles.detail}`}>{detail}</p> : null}
      </div>
    </li>
  );
}

/** "Why 86?": the listing's trust score and each of its reasons, met, partly met or not, with the points it earned. */
export function TrustBreakdown({ score, reasons }: { score: number; reasons: readonly TrustReason[] }) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const { formatCount } = useFormat();
  const high = score >= 80;
  const shown = formatCount(score);
  const hundred = formatCount(100);
  return (
    <section aria-labelledby={headingId} className={paper.outlined}>
      <div className={styles.scoreRow}>
        <span aria-hidden="true" className={high ? `${styles.score} ${styles.highScore}` : styles.score}>
          {shown}
        </span>
        <div className={styles.scoreText}>
          <h2 id={headingId} className={`${text.title} ${styles.scoreTitle}`}>
            {t`Why ${shown}?`}
          </h2>
          <p className={`${text.body2} ${text.secondary}`}>{t`Trust score ${shown} of ${hundred}, from what ReCell could check about this listing and its seller.`}</p>
        </div>
      </div>
      <ul className={styles.list} aria-label={t`Trust score reasons`}>
        {reasons.map((reason) => {
          const words = TRUST_FACTOR_WORDS[reason.factor];
          const max = formatCount(reason.max);
          return (
            <Check key={reason.factor} state={stateOf(reason)} detail={words ? i18n._(words.measure) : undefined}>
              <div className={styles.reason}>
                <p className={styles.strong}>
                  <span className={hidden.hidden}>{i18n._(SPOKEN_STATES[stateOf(reason)])} </span>
                  {words ? i18n._(words.label) : reason.label}
                </p>
                <p className={`${text.body2} ${styles.points} ${reason.points > 0 ? styles.earned : text.secondary}`}>
                  {/* A penalty (max 0) only takes points off: it shows what it took, with no "of". */}
                  {reason.points < 0 ? `−${formatCount(-reason.points)}` : `+${formatCount(reason.points)}`}
                  {reason.max > 0 ? <span className={styles.outOf}> {t`of ${max}`}</span> : null}
                </p>
              </div>
            </Check>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * "IMEI •••• 4821, checked format", and honestly what was checked (the format, and that no other
 * live listing on ReCell has it) and what was not (carrier blacklists, which need a paid GSMA service).
 */
export function ImeiCheck({ last4 }: { last4: string | null | undefined }) {
  const headingId = useId();
  const { t } = useLingui();
  const masked = last4 ? maskedImei(last4) : '';
  return (
    <section aria-labelledby={headingId} className={paper.outlined}>
      <h2 id={headingId} className={`${text.title} ${styles.imeiTitle}`}>
        <Glyph name="shield" className={styles.shield} />
        {last4 ? t`${masked}, checked format` : t`No IMEI given`}
      </h2>
      {last4 ? (
        <ul className={styles.list} aria-label={t`What was checked`}>
          <Check state="met" detail={t`15 digits, and the last one is the right check digit (a typo would not pass).`}>
            <p className={styles.strong}>{t`Format checked`}</p>
          </Check>
          <Check state="met" detail={t`No other phone for sale on ReCell has this IMEI.`}>
            <p className={styles.strong}>{t`Unique on ReCell`}</p>
          </Check>
          <Check state="not" detail={t`Checking that needs a paid GSMA service. When you meet, dial *#06# on the phone and check the last 4 digits match.`}>
            <p className={styles.strong}>{t`Not checked against carrier blacklists`}</p>
          </Check>
        </ul>
      ) : (
        <p className={`${text.body2} ${text.secondary}`}>{t`This phone was listed before ReCell asked for IMEIs. When you meet, dial *#06# on the phone to see it.`}</p>
      )}
    </section>
  );
}

/** "What does Good mean?": the grade's published definition and what every grade means, opened in place. */
export function GradeExplainer({ condition_type: condition, attested }: Pick<PublicListing, 'condition_type' | 'attested'>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { t, i18n } = useLingui();
  const label = i18n._(CONDITION_LABELS[condition]);
  return (
    <div>
      <button type="button" className={`${buttonLook('small')} ${styles.toggle}`} onClick={() => setOpen((was) => !was)} aria-expanded={open} aria-controls={panelId}>
        {t`What does ${label} mean?`}
        <span className={buttonEndIcon}>
          <Glyph name="expandMore" className={open ? `${styles.chevron} ${styles.open}` : styles.chevron} />
        </span>
      </button>
      <div id={panelId} hidden={!open} className={styles.grade}>
        <p className={styles.strong}>{label}</p>
        <ul className={styles.bullets}>
          {GRADE_WORDS[condition].details.map((line) => (
            <li key={line.id} className={text.body2}>
              {i18n._(line)}
            </li>
          ))}
        </ul>
        <p className={`${styles.strong} ${styles.every}`}>{t`Every grade also means`}</p>
        <ul className={styles.bullets}>
          {ATTESTATION_ITEMS.map((item) => (
            <li key={item.id} className={text.body2}>
              {i18n._(ATTESTATION_WORDS[item.id])}
            </li>
          ))}
        </ul>
        <p className={`${text.body2} ${text.secondary} ${styles.every}`}>
          {attested ? t`The seller confirmed each of these when listing this phone.` : t`This phone was listed before sellers were asked to confirm these.`}
        </p>
      </div>
    </div>
  );
}
