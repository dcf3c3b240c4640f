import { showsPriceDrop, type PriceDrop } from '@contract/price-drop';
import { useLingui } from '@lingui/react/macro';
import { Pill } from '@/components/pill';
import hidden from '@/components/visually-hidden.module.css';
import { useFormat } from '@/lib/i18n/hooks';
import styles from '@/features/products/components/price-drop.module.css';

type Priced = PriceDrop & { price: number; status: string };

/**
 * The old price of a drop the listing shows, or null. Public reads send a drop only while it shows;
 * the seller's own list sends what is stored, so the same rule (the contract's) is applied here too.
 */
export function droppedFrom(product: Priced, now = new Date()): number | null {
  return showsPriceDrop(product, now) ? product.previous_price : null;
}

/** "Price dropped", on a card's photo and beside the product page's status. */
export function PriceDropChip({ product, compactOnPhone = false }: { product: Priced; compactOnPhone?: boolean }) {
  const { t } = useLingui();
  if (droppedFrom(product) === null) return null;
  return <Pill look="error" glyph="trendingDown" label={t`Price dropped`} title={t`Price dropped`} compactOnPhone={compactOnPhone} />;
}

/**
 * The price, and after a recent drop the old price struck through ("was …" to a screen reader):
 * `small` in tables, `card` on a card's foot, `page` on the product page.
 */
export function PriceWithDrop({ product, size }: { product: Priced; size: 'small' | 'card' | 'page' }) {
  const old = droppedFrom(product);
  const { formatPrice } = useFormat();
  const { t } = useLingui();
  return (
    <div className={`${styles.prices} ${styles[size]}`}>
      <span className={styles.price}>{formatPrice(product.price)}</span>
      {old !== null ? (
        <s className={styles.old}>
          <span className={hidden.hidden}>{t`was`} </span>
          {formatPrice(old)}
        </s>
      ) : null}
    </div>
  );
}
