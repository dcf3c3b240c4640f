import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { buttonLook, iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { BANNER_INTERVAL_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useFormat, useLanguage } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { useAuth } from '@/lib/auth';
import styles from '@/features/marketing/components/marketing.module.css';

/** Each slide's button: Buy now leads to the phones (spec §1); the selling slide's to selling. */
type SlideAction = 'buy' | 'sell';

export const SLIDES: readonly { id: string; title: MessageDescriptor; text: MessageDescriptor; accent: string; action: SlideAction }[] = [
  {
    id: 'buy',
    title: msg`Great phones, fair prices`,
    text: msg`Buy second-hand smartphones from verified sellers near you, for a fraction of the price of new.`,
    accent: '#4f46e5',
    action: 'buy',
  },
  {
    id: 'sell',
    title: msg`Sell the phone you no longer use`,
    text: msg`Register as a seller, get verified by our team, list your phone in minutes and meet the buyer where it suits you.`,
    accent: '#0f766e',
    action: 'sell',
  },
  {
    id: 'verified',
    title: msg`Every seller verified by our team`,
    text: msg`Look for the Verified badge: our admins check sellers before their phones go on sale.`,
    accent: '#b45309',
    action: 'buy',
  },
];

/**
 * Where Start selling leads: a visitor registers (choosing to sell there); someone signed in
 * goes to Add Product, which tells a buyer or a seller not yet verified what comes first.
 */
export function startSellingHref(signedIn: boolean): string {
  return signedIn ? paths.dashboard.addProduct.getHref() : paths.register.getHref();
}

/** The next slide index, wrapping around. */
export function nextSlide(index: number, count = SLIDES.length): number {
  return (index + 1) % count;
}

/**
 * The home banner: rotates every 6 s (spec §1), pauses on hover, focus or the pause button;
 * each slide has Buy now, the selling slide Start selling.
 */
export function HeroBanner() {
  const { user } = useAuth();
  const language = useLanguage();
  const { t, i18n } = useLingui();
  const { formatCount } = useFormat();
  const slideCount = formatCount(SLIDES.length);
  const sellHref = pathInLanguage(startSellingHref(user !== null), language);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (paused || hovered) return;
    const timer = window.setInterval(() => setActive((index) => nextSlide(index)), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, hovered]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Highlights`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      className={styles.hero}
      style={{ background: `radial-gradient(circle at 85% 20%, rgba(255,255,255,0.18), transparent 45%), linear-gradient(120deg, #1e1b4b 0%, ${SLIDES[active]!.accent} 100%)` }}
    >
      <div className={styles.heroGrid}>
        <div className={styles.slides}>
          {SLIDES.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${formatCount(index + 1)} of ${slideCount}`}
              aria-hidden={index !== active}
              className={index === active ? `${styles.slide} ${styles.activeSlide}` : styles.slide}
            >
              <span className={styles.overline}>
                {t`ReCell marketplace`}
              </span>
              <h2 className={styles.slideTitle}>{i18n._(slide.title)}</h2>
              <p className={styles.slideText}>{i18n._(slide.text)}</p>
              <RouterLink
                to={slide.action === 'sell' ? sellHref : pathInLanguage(paths.products.getHref(), language)}
                tabIndex={index === active ? 0 : -1}
                className={`${buttonLook('contained', 'secondary', 'large')} ${styles.slideAction}`}
              >
                {slide.action === 'sell' ? t`Start selling` : t`Buy now`}
              </RouterLink>
            </div>
          ))}
        </div>
        <PhoneArt />
      </div>

      <div className={styles.controls}>
        {SLIDES.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            aria-label={t`Show slide ${formatCount(index + 1)}`}
            aria-current={index === active}
            onClick={() => setActive(index)}
            className={index === active ? `${styles.dot} ${styles.currentDot}` : styles.dot}
          />
        ))}
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t`Play the slides` : t`Pause the slides`}
          className={`${iconButtonLook({ small: true })} ${styles.pause}`}
        >
          <Glyph name={paused ? 'play' : 'pause'} />
        </button>
      </div>
    </section>
  );
}

/** Two stylised phones drawn in CSS: no image to download before the banner shows. */
function PhoneArt() {
  const phone = (rotate: number, offset: number, shade: string) => (
    <div
      className={styles.artPhone}
      style={{ background: `linear-gradient(160deg, ${shade}, rgba(255,255,255,0.08))`, transform: `translateX(${offset}px) rotate(${rotate}deg)` }}
    />
  );
  return (
    <div aria-hidden="true" className={styles.art}>
      {phone(-12, -60, 'rgba(99,102,241,0.55)')}
      {phone(8, 50, 'rgba(245,158,11,0.55)')}
    </div>
  );
}
