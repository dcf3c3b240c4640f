import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page the function rendered (entry-server.tsx) that React takes over on its own: each
 * Suspense boundary of server HTML is hydrated and committed apart, with the main thread free in
 * between, where a page without them is one long task (issue 14: a list page's Total Blocking
 * Time on a throttled phone went from about 300 to 120 ms). In the browser's own renders it
 * changes nothing: nothing inside suspends (what loads lazily has a boundary of its own).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
