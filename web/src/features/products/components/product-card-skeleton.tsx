import { Bone } from '@/components/bone';
import typography from '@/components/text.module.css';
import styles from '@/features/products/components/product-card.module.css';

/**
 * A card's placeholder while its list loads: the same boxes and line heights as a card with
 * a shopper's actions, so the page does not move when the phones arrive. It lives apart from
 * the card so the lists' loading state ships with every page's first load while the card
 * itself loads with the first list to show.
 */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className={styles.card}>
      <Bone variant="rectangular" className={styles.photoBone} />
      <div className={styles.content}>
        <p className={styles.brand}>
          <Bone width="30%" />
        </p>
        <div className={styles.h6Line}>
          <Bone width="70%" />
        </div>
        <Bone variant="rounded" width="60%" height={24} />
        {/* The seller's name and rating. */}
        <p className={typography.body2}>
          <Bone width="40%" />
        </p>
        <div className={typography.body2} style={{ display: 'grid', rowGap: 2 }}>
          <Bone width="50%" />
          <Bone width="45%" className={styles.wideOnly} />
        </div>
        <div className={styles.foot}>
          <Bone variant="rounded" width="55%" height={24} />
          <p className={styles.priceLine}>
            <Bone width="35%" />
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <Bone variant="rounded" width="100%" height={36.5} />
      </div>
    </div>
  );
}
