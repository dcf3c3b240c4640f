import styles from '@/features/products/components/product-card.module.css';

const bone = (...classes: (string | undefined)[]) => [styles.bone, ...classes].join(' ');

/**
 * A card's placeholder while its list loads: the same boxes and line heights as a card with
 * a shopper's actions, so the page does not move when the phones arrive. It lives apart from
 * the card so the lists' loading state ships with every page's first load while the card
 * itself loads with the first list to show.
 */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className={styles.card}>
      <span className={bone(styles.photoBone)} />
      <div className={styles.content}>
        <p className={styles.brand}>
          <span className={bone(styles.textBone)} style={{ width: '30%' }} />
        </p>
        <div className={styles.h6Line}>
          <span className={bone(styles.textBone)} style={{ width: '70%' }} />
        </div>
        <span className={bone(styles.roundedBone)} style={{ width: '60%', height: 24 }} />
        {/* The seller's name and rating. */}
        <p className={styles.body2}>
          <span className={bone(styles.textBone)} style={{ width: '40%' }} />
        </p>
        <div className={styles.body2} style={{ display: 'grid', rowGap: 2 }}>
          <span className={bone(styles.textBone)} style={{ width: '50%' }} />
          <span className={bone(styles.textBone, styles.wideOnly)} style={{ width: '45%' }} />
        </div>
        <div className={styles.foot}>
          <span className={bone(styles.roundedBone)} style={{ width: '55%', height: 24 }} />
          <p className={styles.priceLine}>
            <span className={bone(styles.textBone)} style={{ width: '35%' }} />
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <span className={bone(styles.roundedBone)} style={{ width: '100%', height: 36.5 }} />
      </div>
    </div>
  );
}
