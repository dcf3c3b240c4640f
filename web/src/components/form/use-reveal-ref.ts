import { useCallback } from 'react';
import type { RefCallBack } from 'react-hook-form';

/**
 * The ref react-hook-form focuses after a failed submit, made to also scroll the focused control
 * to the middle of the view (below the sticky header) rather than to its nearest edge. It focuses
 * through the element itself, so an MUI select's handle focuses its visible button.
 */
export function useRevealRef(ref: RefCallBack): (element: { focus: (options?: FocusOptions) => void } | null) => void {
  return useCallback(
    (element) => {
      if (!element) return;
      ref({
        focus: () => {
          element.focus({ preventScroll: true });
          const focused = document.activeElement;
          if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView?.({ block: 'center' });
        },
      });
    },
    [ref],
  );
}
