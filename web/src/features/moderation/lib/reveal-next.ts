/**
 * Where the admin goes once a decided item leaves its list: the next item, else the previous one,
 * else the page's heading. Without this the page keeps its scroll offset while the list shrinks
 * under it, which leaves the last decision's reader looking at the footer.
 */
export function nextPlaceAfter(item: HTMLElement | null): HTMLElement | null {
  return (item?.nextElementSibling ?? item?.previousElementSibling ?? document.querySelector('h1')) as HTMLElement | null;
}

/** Focuses (without a second jump) and scrolls to the place `nextPlaceAfter` chose. */
export function reveal(place: HTMLElement | null): void {
  if (!place || !place.isConnected) return;
  if (!place.hasAttribute('tabindex')) place.setAttribute('tabindex', '-1');
  place.focus({ preventScroll: true });
  // jsdom has no layout, and no scrollIntoView.
  place.scrollIntoView?.({ block: 'start' });
}
