import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/document-title';
import { Pill } from '@/components/pill';
import { SellerRating } from '@/components/seller-rating';
import paper from '@/components/paper.module.css';
import text from '@/components/text.module.css';
import type { PublicListing } from '@contract/products';
import { brandLabel } from '@/lib/format';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { CONDITION_LABELS } from '@/lib/i18n/labels';
import { PriceDropChip, PriceWithDrop } from '@/features/products/components/price-drop';
import { ListingStatusChip } from '@/features/products/components/listing-status-chip';
import { BatteryBadge } from '@/features/products/components/phone-specs';
import { GradeExplainer, ImeiCheck, TrustBreakdown } from '@/features/products/components/listing-trust';
import { PhotoGallery } from '@/features/products/components/photo-gallery';
import { PriceVerdictText } from '@/features/products/components/price-verdict-text';
import styles from '@/features/products/components/product-details.module.css';
import { PriceVerdictBadge, TrustBadge } from '@/features/products/components/trust-badges';
import { PhoneVerifiedBadge, VerifiedBadge } from '@/features/products/components/verified-badge';

/**
 * The product page's body: the photos, the facts, what the trust score and the price verdict rest
 * on, what was checked of the IMEI, the seller (`sellerUpdating`: their name and photo on it are
 * behind their record), and room for the booking buttons and the buyer's offer. Plain CSS
 * (product-details.module.css): the whole page paints without waiting for MUI.
 */
export function ProductDetails({
  product,
  actions,
  offer,
  sellerUpdating = false,
}: {
  product: PublicListing;
  actions?: ReactNode;
  /** Under the buttons, at full width: the buyer's offer, or the way to make one. */
  offer?: ReactNode;
  sellerUpdating?: boolean;
}) {
  const { t, i18n } = useLingui();
  const paths = usePaths();
  const { formatCount, formatDate, formatPercent, formatYear, storageLabel } = useFormat();
  const { phone_details: phone } = product;
  const { storage_gb: storage, ram_gb: ram, battery_health: battery } = product;
  // A listing from before several photos has its one photo.
  const photos = product.photos?.length ? product.photos : [phone.phone_img || phone.phone_img_card].filter(Boolean);
  const facts = (
    [
      // A listing from before the structured specs may have only the seller's RAM/storage text.
      storage === undefined && ram === undefined ? [t`RAM / storage`, phone.phone_ram] : null,
      storage === undefined ? null : [t`Storage`, storageLabel(storage)],
      ram === undefined ? null : [t`RAM`, `${formatCount(ram)} GB`],
      battery === undefined ? null : [t`Battery health`, formatPercent(battery)],
      [t`Camera`, phone.phone_camera],
      [t`Processor`, phone.phone_processor],
      [t`Condition`, i18n._(CONDITION_LABELS[product.condition_type])],
      [t`Used for`, product.used_duration],
      [t`Purchase year`, formatYear(product.purchase_year)],
      [t`Brand`, brandLabel(product.category_name)],
    ] satisfies ([string, string] | null)[]
  ).filter((fact) => fact !== null);

  const listedOn = formatDate(product.createdAt);

  return (
    <div className={styles.details}>
      <DocumentTitle title={phone.phone_name} />
      <div className={styles.photos}>
        <PhotoGallery photos={photos} name={phone.phone_name} />
      </div>

      <div>
        <span className={styles.brand}>{brandLabel(product.category_name)}</span>
        <h1 className={styles.name}>{phone.phone_name}</h1>
        <div className={styles.badges}>
          <ListingStatusChip status={product.status} />
          <PriceDropChip product={product} />
          <Pill look="neutral" glyph="location" label={product.location} />
          <VerifiedBadge verified={product.verified} />
          <PhoneVerifiedBadge verified={product.seller_phone_verified} />
          <BatteryBadge health={product.battery_health} />
          <TrustBadge score={product.trust_score} />
          <PriceVerdictBadge listing={product} />
        </div>
        <div className={styles.price}>
          <PriceWithDrop product={product} size="page" />
        </div>
        <PriceVerdictText listing={product} />

        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {offer ? <div className={styles.offer}>{offer}</div> : null}

        <div className={`${paper.outlined} ${styles.specs}`}>
          <h2 className={`${text.title} ${styles.boxTitle}`}>{t`Specifications`}</h2>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.grade}>
            <GradeExplainer condition_type={product.condition_type} attested={product.attested} />
          </div>
        </div>

        <div className={styles.trust}>
          {/* Every listing has them once migrated; a read from before shows the rest of the page. */}
          {typeof product.trust_score === 'number' && Array.isArray(product.trust_reasons) ? (
            <TrustBreakdown score={product.trust_score} reasons={product.trust_reasons} />
          ) : null}
          <ImeiCheck last4={product.imei_last4} />
        </div>

        <div className={styles.about}>
          <h2 className={`${text.title} ${styles.boxTitle}`}>{t`About this phone`}</h2>
          <p className={styles.description}>{product.description}</p>
        </div>

        <hr className={styles.divider} />

        <div className={styles.seller}>
          <span className={styles.avatar}>
            {product.seller_img ? <img src={product.seller_img} alt="" width={48} height={48} /> : product.seller_name.slice(0, 1)}
          </span>
          <div className={styles.sellerText}>
            <RouterLink to={paths.seller.getHref(product.seller_uid)} className={styles.sellerName}>
              {product.seller_name}
            </RouterLink>
            {/* Its seller, who just changed their name or photo, sees that the listing's copy follows. */}
            {sellerUpdating ? (
              <p role="status" className={`${text.body2} ${text.secondary}`}>
                {t`Updating: your new name and photo show here in a moment.`}
              </p>
            ) : null}
            <div className={styles.sellerFacts}>
              <SellerRating average={product.seller_rating_avg} count={product.seller_rating_count} />
              <p className={`${text.body2} ${text.secondary}`}>{t`Seller · listed on ${listedOn}`}</p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
