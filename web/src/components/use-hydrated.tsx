import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/** True outside a HydratedProvider: a render of the browser's own (and a component's unit test). */
const HydratedContext = createContext(true);

/**
 * Says whether the browser has the page: false on the server and in the first render of a page
 * the browser takes over from the function's HTML (`hydrating`; entry-server.tsx, main.tsx), so
 * the two match; true after that, and in every render of the browser's own. The flip is a
 * transition: what waits for it (a list's other cards, the footer, the toaster) renders in
 * slices, and nothing else re-renders. (A store read with useSyncExternalStore flipped in a
 * synchronous re-render of each reader, one task on a phone's main thread.)
 */
export function HydratedProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** False on the server and while the browser takes a rendered page over; what a page draws only in the browser waits for it. */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
