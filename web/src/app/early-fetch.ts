import type { PublicRoute } from '@contract/pages';

/**
 * The public pages' data and largest image, asked for by index.html itself.
 *
 * A public page's largest paint is a phone photo whose address is in the API's
 * answer, so left to the app it waits for the whole chain: the scripts, the route's chunk, the
 * data, a render, then the photo. A script inlined in index.html's <head> (vite.config.ts,
 * `earlyFetch`) runs this function as the HTML arrives: it asks the API for the page's data and,
 * when it answers, preloads the photo the first card (or the product page) shows, at high
 * priority and with the same srcset/sizes as the <img>, all while the app's scripts download.
 * It also preloads the route's own chunks (the build lists them, vite.config.ts), which the
 * router would otherwise ask for only once the first-load scripts have run.
 * The app then reads the same URLs: the public lists answer with `Cache-Control: max-age` (15 s),
 * so its fetch is served from the HTTP cache (or waits for the one in flight).
 *
 * Since the public pages are rendered by the `pages` Cloud Function (entry-server.tsx), this is
 * their second path: it asks for nothing on a page that arrived rendered (`data-server-rendered`),
 * and does its work where the browser renders a public page itself: when the Cloud Function could
 * not render it and sent app.html instead, and under `npm run dev`.
 *
 * earlyFetch is inlined with Function.prototype.toString, so it must stay self-contained:
 * no imports but types, everything it needs comes in `config`. early-fetch.test.ts checks that the URLs
 * it asks for are the ones the app asks for, and that the photo's srcset is the <img>'s.
 */
export interface EarlyFetchConfig {
  /** env.apiBaseUrl: '/api', or an absolute API origin's /api. */
  apiBase: string;
  advertisedCount: number;
  newArrivalsCount: number;
  /** The brands /categories/:name knows (contract CATEGORY_NAMES). */
  categories: readonly string[];
  /** GET /api/products' search parameters, in the order the app writes them (search-href.ts apiParamsOf). */
  searchParams: readonly string[];
  /** The widths the image store keeps (contract IMAGE_WIDTHS). */
  imageWidths: { card: number; detail: number };
  /** The <img> sizes of a card photo and of the product page's photo (config/constants.ts IMAGE_SIZES). */
  imageSizes: { card: string; detail: string };
  /**
   * Each public route's own chunks and style sheets beyond the first load (from the build's
   * bundle; none in dev), preloaded beside the scripts instead of after they have run and the
   * router has asked for them.
   */
  routeAssets: Record<PublicRoute, readonly string[]>;
}

interface Listing {
  phone_details?: { phone_img?: string; phone_img_card?: string };
}

export function earlyFetch(
  config: EarlyFetchConfig,
  location: { pathname: string; search: string },
  document: Document,
  fetchJson: (url: string) => Promise<unknown>,
): string[] {
  const { pathname, search } = location;
  const api = config.apiBase;
  const asked: string[] = [];
  // A page the function rendered (entry-server.tsx) came with its data, its photos' <img> and its route's assets.
  if (document.documentElement.hasAttribute('data-server-rendered')) return asked;

  const preloadPhoto = (src: string | undefined, kind: 'card' | 'detail') => {
    if (!src) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = src;
    link.setAttribute('fetchpriority', 'high');
    // The same srcset the <img> gets (contract image-urls.ts imageSrcSet): the image store's two widths.
    const sized = /^(.*-)(\d+)(\.webp(?:\?.*)?)$/.exec(src);
    const { card, detail } = config.imageWidths;
    if (sized && (Number(sized[2]) === card || Number(sized[2]) === detail) && (src.startsWith('/api/images/') || src.startsWith('https://firebasestorage.googleapis.com/'))) {
      link.setAttribute('imagesrcset', `${sized[1]}${card}${sized[3]} ${card}w, ${sized[1]}${detail}${sized[3]} ${detail}w`);
      link.setAttribute('imagesizes', config.imageSizes[kind]);
    }
    document.head.append(link);
  };
  const preloadRoute = (route: PublicRoute) => {
    for (const href of config.routeAssets[route]) {
      const link = document.createElement('link');
      // As Vite's own preloads and dynamic imports ask for them, so the requests are the same.
      link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload';
      if (href.endsWith('.css')) link.setAttribute('as', 'style');
      link.setAttribute('crossorigin', '');
      link.href = href;
      document.head.append(link);
    }
  };
  const ask = (url: string, then?: (body: unknown) => void) => {
    asked.push(url);
    fetchJson(url).then(then, () => undefined);
  };
  const firstCardPhoto = (body: unknown) => {
    const first = Array.isArray(body) ? (body[0] as Listing | undefined) : undefined;
    preloadPhoto(first?.phone_details?.phone_img_card || first?.phone_details?.phone_img, 'card');
  };

  if (pathname === '/') {
    ask(`${api}/products/adversite?limit=${config.advertisedCount}`, firstCardPhoto);
    ask(`${api}/products?limit=${config.newArrivalsCount}`);
    preloadRoute('home');
    return asked;
  }

  const product = /^\/displayProducts\/([^/]+)\/?$/.exec(pathname);
  if (product) {
    let id: string;
    try {
      id = decodeURIComponent(product[1]!);
    } catch {
      return asked;
    }
    ask(`${api}/products/${encodeURIComponent(id)}`, (body) => {
      const phone = (body as Listing | null)?.phone_details;
      preloadPhoto(phone?.phone_img || phone?.phone_img_card, 'detail');
    });
    preloadRoute('product');
    return asked;
  }

  const list = /^\/(?:products|categories\/([^/]+))\/?$/.exec(pathname);
  if (!list) return asked;
  let category: string | null = null;
  if (list[1] !== undefined) {
    try {
      category = decodeURIComponent(list[1]).toLowerCase();
    } catch {
      return asked;
    }
    if (!config.categories.includes(category)) return asked;
  }
  // Only the addresses the app writes itself (search-href.ts hrefOf: known parameters in their
  // order): anything else the app reads its own way, and a wrong guess would cost a request.
  const page = new URLSearchParams(search);
  const canonical = new URLSearchParams();
  const query = new URLSearchParams();
  for (const key of config.searchParams) {
    if (key === 'category') {
      if (category) query.set(key, category);
      continue;
    }
    const value = page.get(key);
    if (value === null) continue;
    canonical.set(key, value);
    if (value !== '') query.set(key, value);
  }
  if (canonical.toString().replace(/%2C/g, ',') === search.replace(/^\?/, '')) {
    const queryString = query.toString();
    ask(`${api}/products${queryString ? `?${queryString}` : ''}`, firstCardPhoto);
  }
  // After the data, on every page: the photo's preload waits on the data.
  preloadRoute(category === null ? 'products' : 'category');
  return asked;
}
