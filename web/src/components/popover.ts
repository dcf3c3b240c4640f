import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Closes the HTML popover with this id, if it is open. */
export function hidePopover(id: string) {
  const popover = document.getElementById(id);
  if (popover?.matches(':popover-open')) popover.hidePopover();
}

/**
 * Closes the popover with this id when the address changes: a link inside a popover navigates on
 * the client, where the browser would otherwise keep the popover open over the new page. The
 * first render leaves it alone, so hydration never closes what a person opened before it.
 * `samePage: 'keep'` keeps it open while only the search params change (the filter sheet, whose
 * every change is a new address of the same list).
 */
export function useClosePopoverOnNavigation(id: string, { samePage = 'close' }: { samePage?: 'close' | 'keep' } = {}) {
  const { key, pathname } = useLocation();
  const trigger = samePage === 'keep' ? pathname : key;
  const first = useRef(trigger);
  useEffect(() => {
    if (trigger !== first.current) hidePopover(id);
  }, [id, trigger]);
}
