import { Children, memo, startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { ProductCardSkeleton } from '@/features/products/components/product-card-skeleton';
import styles from '@/features/products/components/product-card.module.css';

/**
 * Column counts by width: 2 on medium screens and 3 on large ones (spec §2). Phones get 2 as
 * well, of the compact card (ProductCard), where the spec's one full card per row made a page
 * of 24 phones 14,000 px long. `scrollOnPhone` turns the grid into a sideways-scrolling row
 * below the sm breakpoint (used for the advertised phones, so the home page stays short on a phone).
 */
const gridClass = (scrollOnPhone: boolean) => (scrollOnPhone ? `${styles.grid} ${styles.scrollOnPhone}` : styles.grid);

/** How many cards a list's first render draws when its data has just arrived: a phone's first screen, a desktop's first row. */
const FIRST_CARDS = 4;
/** How far a list's placeholders have a card's shape: four rows of three (a desktop), six of two (a phone). */
const SHAPED_ITEMS = 12;

/**
 * A list's data arrives through TanStack Query's store subscription, which React renders
 * synchronously: two dozen cards in one main-thread task of a few hundred milliseconds on a
 * phone. With `deferCards` (the data has just arrived), the grid first shows their placeholders,
 * then renders the first four cards as a deferred update (React works on it in slices between
 * other tasks), and the rest in transitions of their own once those are on screen, each drawing
 * as many again as are drawn (4, 8, 16, …): the first screen, with the page's largest photo, waits
 * for four cards' work instead of twenty-four, and no later commit (whose DOM work and layout
 * React cannot slice) carries more than a few cards near the screen.
 * The list is `aria-busy` until its last card is in. A list already in the cache (Back to it)
 * renders whole at once, within the navigation's own time-sliced transition, so the scroll
 * position is restored onto the cards themselves.
 */
export function ProductGrid({ children, label, scrollOnPhone = false, deferCards = false }: { children: ReactNode; label: string; scrollOnPhone?: boolean; deferCards?: boolean }) {
  const cards = useDeferredValue<ReactNode>(children, deferCards ? null : undefined);
  // A list the function rendered holds its first cards and the rest as placeholders: the page's
  // HTML, layout and hydration carry four cards' weight, and the rest render once React has it.
  // Only the placeholders of its first rows have a card's shape; the others, far below the
  // screen, are empty items of a card's height (a placeholder's twenty elements, twenty times
  // over, were more than half of a list page's HTML).
  const fromServer = !useHydrated();
  // The same array (the same elements) while the cards are: the grid's re-render at the hydrated
  // flip (useHydrated) then re-renders none of the cards drawn.
  const cardList = useMemo(() => Children.toArray(cards), [cards]);
  if (cards === null) return <ProductGridSkeleton count={Children.count(children)} scrollOnPhone={scrollOnPhone} />;
  return <GridCards cards={cardList} label={label} scrollOnPhone={scrollOnPhone} staged={deferCards || fromServer} />;
}

/** The cards; when `staged`, the first few alone, then twice as many after each commit, until all are (see ProductGrid). */
const GridCards = memo(function GridCards({ cards, label, scrollOnPhone, staged }: { cards: ReactNode[]; label: string; scrollOnPhone: boolean; staged: boolean }) {
  const [shown, setShown] = useState(staged ? FIRST_CARDS : Infinity);
  const [nearScreenOnly] = useState(staged && !scrollOnPhone);
  // Each step a transition of its own, started after the last one's commit: a second deferred
  // value would render within the first one's. Once all are in, cards added later (a next page)
  // come at once.
  useEffect(() => {
    if (shown !== Infinity) startTransition(() => setShown(shown * 2 >= cards.length ? Infinity : shown * 2));
  }, [shown, cards.length]);
  const waiting = Math.max(0, cards.length - shown);
  return (
    <ul aria-label={label} aria-busy={waiting > 0 ? true : undefined} className={nearScreenOnly ? `${gridClass(scrollOnPhone)} ${styles.nearScreenOnly}` : gridClass(scrollOnPhone)}>
      {waiting > 0 ? cards.slice(0, shown) : cards}
      {/* The first rows' placeholders have a card's shape; the ones past them, far below the screen, only hold its room. */}
      {Array.from({ length: waiting }, (_, index) => {
        const shaped = shown + index < SHAPED_ITEMS;
        return (
          <li key={`placeholder-${index}`} className={shaped ? styles.item : `${styles.item} ${styles.room}`} aria-hidden="true">
            {shaped ? <ProductCardSkeleton /> : null}
          </li>
        );
      })}
      {waiting > 0 ? <WithoutScripts cards={cards.slice(shown)} /> : null}
    </ul>
  );
});

/**
 * The cards still to come, for a browser that runs no scripts (a rendered page's HTML, read with
 * JavaScript off or by a crawler): they take the placeholders' place. A browser that runs scripts
 * reads a <noscript>'s content as text and draws none of it, and React renders it empty.
 */
function WithoutScripts({ cards }: { cards: ReactNode[] }) {
  return (
    <noscript>
      <style>{`.${styles.grid}>li[aria-hidden]{display:none}.${styles.grid}>noscript{display:contents}`}</style>
      {cards}
    </noscript>
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
