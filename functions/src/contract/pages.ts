/**
 * Between the pages function (functions/src/modules/pages) and the web's server bundle
 * (web/src/entry-server.tsx, built into `<webDir>/server/entry-server.mjs`): the public routes
 * the function renders, what a render gives it, and what the bundle exports.
 */

/** The public pages rendered on the function, each with its own chunks (web/vite.config.ts). */
export type PublicRoute = 'home' | 'products' | 'category' | 'product';

export type RenderedPage =
  | { kind: 'page'; status: number; route: PublicRoute | null; head: string; appHtml: string; stateScript: string }
  | { kind: 'redirect'; status: number; location: string };

/** What the server bundle exports. */
export interface PageRenderer {
  configureApi(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: URL): Promise<RenderedPage>;
  /** The inline script that loads a rendered page's scripts once it has painted (web/src/app/take-over.ts). */
  takeOverScript(entry: string, chunks: readonly string[]): string;
}
