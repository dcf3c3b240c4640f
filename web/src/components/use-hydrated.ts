import { useDeferredValue, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser takes a page the function rendered over
 * (entry-server.tsx), true after that and in every render of the browser's own: what a page
 * draws only in the browser waits for it, so the server's HTML and the first render match.
 * React re-renders a hydrated store's reader at once, in one task; deferred, the flip costs that
 * task next to nothing, and what it draws (a list's other cards, the footer) renders in slices.
 */
export function useHydrated(): boolean {
  return useDeferredValue(useSyncExternalStore(noSubscription, () => true, () => false));
}
