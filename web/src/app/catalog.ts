import type { AppLoadContext } from 'react-router';
import type { PublicCatalog } from '@contract/pages';
import type { PublicListing } from '@contract/products';
import { nextCursor, totalCount } from '@/lib/api-client';

/**
 * Where `npm run dev`'s server reaches the API: the local stack's Hosting emulator, which the dev
 * server proxies /api to (vite.config.ts); `npm run dev` names it, as its ports may be moved.
 */
const DEV_API = `${import.meta.env.VITE_HOSTING_ORIGIN || 'http://127.0.0.1:5000'}/api`;

async function getJson(path: string): Promise<Response> {
  return fetch(`${DEV_API}${path}`, { headers: { Accept: 'application/json' } });
}

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));

/**
 * Under `npm run dev` React Router's own dev server renders the pages, and gives the loaders no
 * context: they read the same public answers from the local stack's API over HTTP instead.
 */
const devCatalog: PublicCatalog = {
  async search(values) {
    const response = await getJson(`/products?${query(values)}`);
    if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
    return { items: (await response.json()) as PublicListing[], nextCursor: nextCursor(response.headers.get('Link')), total: totalCount(response.headers.get('X-Total-Count')) ?? 0 };
  },
  async advertised(limit) {
    const response = await getJson(`/products/adversite?limit=${limit}`);
    if (!response.ok) throw new Error(`GET /api/products/adversite answered ${response.status}`);
    return (await response.json()) as PublicListing[];
  },
  async listing(id) {
    const response = await getJson(`/products/${encodeURIComponent(id)}`);
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new Error(`GET /api/products/:id answered ${response.status}`);
    return (await response.json()) as PublicListing;
  },
};

/** The public reads of a loader: the `pages` function's, in-process; the local stack's API under `npm run dev`. */
export function catalogOf(context: AppLoadContext | undefined): PublicCatalog {
  if (context?.catalog) return context.catalog;
  if (import.meta.env.DEV) return devCatalog;
  throw new Error('the server gave the loaders no catalog (functions/src/modules/pages)');
}
