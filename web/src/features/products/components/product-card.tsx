import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { PublicListing } from '@contract/products';
import { Pill } from '@/components/pill';
import { SellerRating } from '@/components/seller-rating';
import { brandLabel } from '@/lib/format';
import { usePaths, useWords } from '@/lib/i18n/hooks';
import { CONDITION_LABELS } from '@/lib/i18n/labels';
import { PriceDropChip, PriceWithDrop } from '@/features/products/components/price-drop';
import { ProductImage } from '@/features/products/components/product-image';
import { BatteryBadge, specPhrases } from '@/features/products/components/phone-specs';
import { PriceVerdictBadge, shownVerdict, TrustBadge } from '@/features/products/components/trust-badges';
import { VerifiedBadge } from '@/features/products/components/verified-badge';
import hidden from '@/components/visually-hidden.module.css';
import typography from '@/components/text.module.css';
import styles from '@/features/products/components/product-card.module.css';

interface ProductCardProps {
  product: PublicListing;
  /** Advertised items use the Recommended variant. */
  recommended?: boolean;
  /** Sits on the photo's corner (the wishlist heart). */
  cornerAction?: ReactNode;
  /** The card's button row (Book Now). */
  actions?: ReactNode;
  eager?: boolean;
}

/**
 * One listing in a grid: photo, name, location, condition, used duration, seller check, price.
 * On phones (below sm) the same card is compact, two to a row: photo, name, location, condition,
 * the seller check as an icon, price; brand, used duration and the card's action row (Book Now)
 * are on the product page, one tap away. Plain markup and CSS (product-card.module.css).
 */
export function ProductCard({ product, recommended, cornerAction, actions, eager }: ProductCardProps) {
  const { phone_details: phone } = product;
  const paths = usePaths();
  const { t, i18n } = useLingui();
  const href = paths.product.getHref(product._id);
  return (
    <article aria-label={phone.phone_name} className={`${styles.card} ${styles.interactive} ${recommended ? styles.recommended : ''}`}>
      <div className={styles.photo}>
        <RouterLink to={href} tabIndex={-1} aria-hidden="true" className={styles.photoLink}>
          <ProductImage src={phone.phone_img_card || phone.phone_img} alt="" width={400} height={300} eager={eager} />
        </RouterLink>
        <div className={`${styles.photoBadges} ${cornerAction ? styles.besideCorner : ''}`}>
          {recommended ? <Pill look="secondary" glyph="star" label={t`Recommended`} title={t`Recommended`} compactOnPhone /> : null}
          {product.status === 'booked' ? <Pill look="warning" label={t`Booked`} /> : null}
          <PriceDropChip product={product} compactOnPhone />
          <BatteryBadge health={product.battery_health} compactOnPhone />
        </div>
        {cornerAction ? <div className={styles.corner}>{cornerAction}</div> : null}
      </div>
      <div className={styles.content}>
        <p className={styles.brand}>{brandLabel(product.category_name)}</p>
        <RouterLink to={href} className={styles.name}>
          {phone.phone_name}
        </RouterLink>
        <SpecLine product={product} />
        <div className={styles.place}>
          <Pill look="neutral" glyph="location" label={product.location} title={product.location} className={styles.location} />
          <VerifiedBadge verified={product.verified} compactOnPhone />
        </div>
        <div className={`${styles.sellerLine} ${typography.body2}`}>
          <RouterLink to={paths.seller.getHref(product.seller_uid)} className={styles.seller} aria-label={t`Seller: ${product.seller_name}`}>
            {product.seller_name}
          </RouterLink>
          <SellerRating average={product.seller_rating_avg} count={product.seller_rating_count} compact />
        </div>
        <dl className={`${styles.facts} ${typography.body2}`}>
          {/* On a phone the value says "Good condition": the word is for screen readers there. */}
          <dt className={hidden.hiddenOnPhone}>{t`Condition`}</dt>
          <dd className={styles.condition}>
            {i18n._(CONDITION_LABELS[product.condition_type])}
            <span aria-hidden="true" className={styles.conditionWord}>
              {' '}
              {t`condition`}
            </span>
          </dd>
          <dt className={styles.wideOnly}>{t`Used for`}</dt>
          <dd className={`${styles.wideOnly} ${styles.usedFor}`}>{product.used_duration}</dd>
        </dl>
        <div className={styles.foot}>
          <TrustRow product={product} />
          <PriceWithDrop product={product} size="card" />
        </div>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

/** "Trust 86" and "Great price" / "Fair price": what the server wrote on the listing, so a card costs no extra read. */
function TrustRow({ product }: { product: PublicListing }) {
  const verdict = shownVerdict(product);
  const verdictShown = verdict === 'great' || verdict === 'fair';
  if (typeof product.trust_score !== 'number' && !verdictShown) return null;
  return (
    <div className={styles.trust}>
      <TrustBadge score={product.trust_score} />
      <PriceVerdictBadge listing={product} />
    </div>
  );
}

/** Storage, RAM and battery health in one short line under the name ("128 GB · 8 GB RAM · Battery 91 %"). */
function SpecLine({ product }: { product: PublicListing }) {
  const phrases = specPhrases(product, useWords());
  if (phrases.length === 0) return null;
  return <p className={`${typography.body2} ${styles.specs}`}>{phrases.join(' · ')}</p>;
}
