import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ProductCardSkeleton } from '@/features/products/components/product-card-skeleton';
import styles from '@/features/products/components/product-card.module.css';

/**
 * Column counts by width: 2 on medium screens and 3 on large ones (spec §2). Phones get 2 as
 * well, of the compact card (ProductCard), where the spec's one full card per row made a page
 * of 24 phones 14,000 px long. `scrollOnPhone` turns the grid into a sideways-scrolling row
 * below the sm breakpoint (used for the advertised phones, so the home page stays short on a phone).
 */
const gridClass = (scrollOnPhone: boolean) => (scrollOnPhone ? `${styles.grid} ${styles.scrollOnPhone}` : styles.grid);

/** A list of listing cards (ProductGridItem each); `busy` while newer cards are on their way. */
export function ProductGrid({ children, label, scrollOnPhone = false, busy = false }: { children: ReactNode; label: string; scrollOnPhone?: boolean; busy?: boolean }) {
  return (
    <ul aria-label={label} aria-busy={busy || undefined} className={gridClass(scrollOnPhone)}>
      {children}
    </ul>
  );
}

export function ProductGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}

/** Placeholder cards in the shape of the real ones, laid out like the grid they stand for, while a list loads. */
export function ProductGridSkeleton({ count = 6, scrollOnPhone = false }: { count?: number; scrollOnPhone?: boolean }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading phones`} aria-busy="true" className={gridClass(scrollOnPhone)}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
