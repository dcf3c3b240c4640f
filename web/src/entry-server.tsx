/**
 * The public pages (home, the lists, a phone's page), rendered by the `pages` Cloud Function
 * (functions/src/modules/pages) and taken over by main.tsx.
 *
 * A public page's largest paint is a phone photo whose address is in the API's
 * answer. Drawn by the browser alone, it waits for the scripts, the route's chunk, the data and a
 * render before the photo is even asked for: LCP 2.3-3.2 s on a throttled phone, whatever the
 * client does. Rendered here, the page arrives with its first cards, their <img> at high priority,
 * its style sheets inline and its data; it paints as its HTML arrives, its photo as soon as it
 * loads, and React takes it over (hydrateRoot) with the same data, after that first paint.
 * Why on the function and not at build time: the photos and lists change by the minute, so a
 * prerendered shell could hold the header and hero, not the largest photo. What it costs: a
 * function call in front of the HTML (the CDN keeps each page for the lists' 15 s, since a page
 * is the same for everyone: auth is 'loading' on the server and in the browser's first render),
 * and a first render that must match the server's (the journeys fail on a hydration error).
 * Every public page paints with plain CSS, so there are no server-side styles to collect. Only
 * the four public routes come here (firebase.json); every other screen is the static app.html.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PublicRoute, RenderedPage } from '@contract/pages';
import { AppProvider } from '@/app/provider';
import { isCategory } from '@/app/routes/category';
import { appRoutes } from '@/app/router';
import { EARLY_INPUT_GLOBAL, SERVER_STATE_ID, type ServerRenderedState } from '@/app/server-rendered';
import { takeOver, TAKE_OVER_LATEST_MS } from '@/app/take-over';
import { NEW_ARRIVALS_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { advertisedProductsQueryOptions } from '@/features/products/api/get-advertised-products';
import { newArrivalsQueryOptions } from '@/features/products/api/get-products';
import { searchProductsQueryOptions } from '@/features/search/api/search-products';
import { filtersFromSearch } from '@/features/search/search-filters';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { queryConfig } from '@/lib/query-client';

/** The public routes the function renders (firebase.json rewrites exactly these to it), by their name in the build's route assets. */
const SERVER_RENDERED: Record<PublicRoute, string> = {
  home: paths.home.path,
  products: paths.products.path,
  category: paths.category.path,
  product: paths.product.path,
};

/** Every request the pages make reaches the API through `transport`: on the function, the API's own app in the same process. */
export function configureApi(next: ApiTransport): void {
  setApiTransport(next);
}

/** Which public route `pathname` is, by its name in the build's route assets. */
function publicRouteOf(pathname: string): PublicRoute | null {
  return (Object.keys(SERVER_RENDERED) as PublicRoute[]).find((route) => matchPath(SERVER_RENDERED[route], pathname)) ?? null;
}

/**
 * The data each public page draws first, fetched before it renders; a failed fetch is left out,
 * and the browser asks again (the page shows its loading state until then, as it would have).
 * The product page's listing comes from its route loader, which the static handler runs.
 */
async function prefetchPageData(queryClient: QueryClient, route: PublicRoute | null, url: URL): Promise<void> {
  if (route === 'home') {
    await Promise.all([queryClient.prefetchQuery(advertisedProductsQueryOptions()), queryClient.prefetchQuery(newArrivalsQueryOptions(NEW_ARRIVALS_COUNT))]);
  } else if (route === 'products') {
    await queryClient.prefetchInfiniteQuery(searchProductsQueryOptions(filtersFromSearch(url.searchParams)));
  } else if (route === 'category') {
    const name = (matchPath(SERVER_RENDERED.category, url.pathname)?.params.name ?? '').toLowerCase();
    if (isCategory(name)) await queryClient.prefetchInfiniteQuery(searchProductsQueryOptions(filtersFromSearch(url.searchParams, name)));
  }
}

/** JSON a <script> can hold: no `</script>`, no comment openers, no line separators JS chokes on. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const TAKE_OVER_SOURCE = takeOver.toString();

/** The inline script that loads a rendered page's scripts, the entry and `chunks`, once it has painted (app/take-over.ts). */
export function takeOverScript(entry: string, chunks: readonly string[]): string {
  return `<script>(${TAKE_OVER_SOURCE})(${scriptJson(entry)}, ${scriptJson(chunks)}, window, ${TAKE_OVER_LATEST_MS}, ${scriptJson(EARLY_INPUT_GLOBAL)})</script>`;
}

/** Renders the public page at `url`: its status, the markup of #root, and the state the browser hydrates with. */
export async function renderPage(url: URL): Promise<RenderedPage> {
  // One cache per page, and no retries: a page waits for its data once, never for back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryConfig.queries, retry: false } } });
  const routes = appRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const route = publicRouteOf(url.pathname);
  const [context] = await Promise.all([handler.query(new Request(url)), prefetchPageData(queryClient, route, url)]);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // Whole: lazy parts (the toaster, a route's own pieces) are waited for, not left for the browser to draw.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient} hydrating>
        <StaticRouterProvider router={router} context={context} />
      </AppProvider>
    </StrictMode>,
  );
  const appHtml = await new Response(prelude).text();
  const state: ServerRenderedState = { queries: dehydrate(queryClient) };
  queryClient.clear();
  // React writes the preloads of the page's images (the <img>s it draws eagerly) ahead of the markup: they belong in <head>.
  const preloads = /^(?:<link [^>]*>)*/.exec(appHtml)![0];
  return {
    kind: 'page',
    status: context.statusCode,
    route,
    head: preloads,
    appHtml: appHtml.slice(preloads.length),
    stateScript: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
  };
}
