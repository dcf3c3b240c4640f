import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser takes a page the function rendered over
 * (entry-server.tsx), true after that and in every render of the browser's own: what a page
 * draws only in the browser waits for it, so the server's HTML and the first render match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
