import { Children, useDeferredValue, type ReactNode } from 'react';
import { ProductCardSkeleton } from '@/features/products/components/product-card-skeleton';
import styles from '@/features/products/components/product-card.module.css';

/**
 * Column counts by width: 2 on medium screens and 3 on large ones (spec §2). Phones get 2 as
 * well, of the compact card (ProductCard), where the spec's one full card per row made a page
 * of 24 phones 14,000 px long. `scrollOnPhone` turns the grid into a sideways-scrolling row
 * below the sm breakpoint (used for the advertised phones, so the home page stays short on a phone).
 */
const gridClass = (scrollOnPhone: boolean) => (scrollOnPhone ? `${styles.grid} ${styles.scrollOnPhone}` : styles.grid);

/**
 * A list's data arrives through TanStack Query's store subscription, which React renders
 * synchronously: two dozen cards in one main-thread task of a few hundred milliseconds on a
 * phone. With `deferCards` (the data has just arrived), the grid first shows their placeholders
 * and renders the cards as a deferred update, which React works on in slices between other
 * tasks. A list already in the cache (Back to it) renders at once, within the navigation's own
 * time-sliced transition, so the scroll position is restored onto the cards themselves.
 */
export function ProductGrid({ children, label, scrollOnPhone = false, deferCards = false }: { children: ReactNode; label: string; scrollOnPhone?: boolean; deferCards?: boolean }) {
  const cards = useDeferredValue<ReactNode>(children, deferCards ? null : undefined);
  if (cards === null) return <ProductGridSkeleton count={Children.count(children)} scrollOnPhone={scrollOnPhone} />;
  return (
    <ul aria-label={label} className={gridClass(scrollOnPhone)}>
      {cards}
    </ul>
  );
}

export function ProductGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}

/** Placeholder cards in the shape of the real ones, laid out like the grid they stand for, while a list loads. */
export function ProductGridSkeleton({ count = 6, scrollOnPhone = false }: { count?: number; scrollOnPhone?: boolean }) {
  return (
    <div role="status" aria-label="Loading phones" className={gridClass(scrollOnPhone)}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
