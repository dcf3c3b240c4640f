import { matchRoutes, type RouteObject } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the function writes into a public page it rendered (entry-server.tsx), beside React
 * Router's own `window.__staticRouterHydrationData`: the queries the page was drawn from.
 */
export interface ServerRenderedState {
  queries: DehydratedState;
}

/**
 * The element entry-server.tsx writes the state into, read once by main.tsx: JSON, which the
 * browser neither compiles nor runs while it parses the page, and JSON.parse reads faster than script.
 */
export const SERVER_STATE_ID = 'recell-server-state';
/** The global app/take-over.ts assigns: does again, once, what a person did before React had the page. */
export const EARLY_INPUT_GLOBAL = '__recellEarlyInput';

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: () => void;
  }
}

/** The state of a page the function rendered, or undefined for the static app.html. */
export function serverRenderedState(): ServerRenderedState | undefined {
  const json = document.getElementById(SERVER_STATE_ID)?.textContent;
  return json ? (JSON.parse(json) as ServerRenderedState) : undefined;
}

/**
 * Loads the lazy parts of the routes `location` matches, as the server did before rendering:
 * without them the router would start by loading them, and render its fallback where the server
 * drew the page (React Router's guidance for lazy routes under server rendering).
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).map((match) => match.route).filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}

/**
 * Resolves after the browser has painted the next frame: a rendered page is taken over once it is
 * on screen, so its first paint (its largest photo included) never waits for React's work.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Does again the tap, choices and typing a person did before React had the page (app/take-over.ts), where their elements are still there. */
export function repeatEarlyInput(): void {
  window[EARLY_INPUT_GLOBAL]?.();
}
