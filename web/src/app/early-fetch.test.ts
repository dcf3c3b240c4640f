import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, IMAGE_WIDTHS } from '@contract/constants';
import { imageSrcSet } from '@contract/image-urls';
import { ADVERTISED_COUNT, IMAGE_SIZES, NEW_ARRIVALS_COUNT, SEARCH_API_PARAMS } from '@/config/constants';
import { earlyFetch, type EarlyFetchConfig } from '@/app/early-fetch';
import { apiUrl } from '@/lib/api-client';
import { filtersFromSearch } from '@/features/search/search-filters';
import { apiParamsOf, hrefOf, NO_FILTERS } from '@/features/search/search-href';

/** What vite.config.ts inlines into index.html, from the same constants. */
const config: EarlyFetchConfig = {
  apiBase: '/api',
  advertisedCount: ADVERTISED_COUNT,
  newArrivalsCount: NEW_ARRIVALS_COUNT,
  categories: CATEGORY_NAMES,
  searchParams: SEARCH_API_PARAMS,
  imageWidths: IMAGE_WIDTHS,
  imageSizes: IMAGE_SIZES,
  routeAssets: { home: [], products: [], category: [], product: [] },
};

/** Runs earlyFetch on a page address with a fake API; returns what it asked for and the links it added. */
async function run(address: string, answers: Record<string, unknown> = {}) {
  const url = new URL(address, 'http://localhost');
  document.head.innerHTML = '';
  const asked = earlyFetch(config, url, document, (request) => Promise.resolve(answers[request]));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const links = [...document.head.querySelectorAll('link')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    fetchpriority: link.getAttribute('fetchpriority'),
    imagesrcset: link.getAttribute('imagesrcset'),
    imagesizes: link.getAttribute('imagesizes'),
  }));
  return { asked, links };
}

/** The URL the app asks GET /api/products for on a list page (search-view: apiParamsOf(filtersFromSearch(...))). */
function appListUrl(address: string): string {
  const url = new URL(address, 'http://localhost');
  const category = /^\/categories\/([^/]+)/.exec(url.pathname)?.[1];
  return apiUrl('/products', apiParamsOf(filtersFromSearch(url.searchParams, category)));
}

const photo = (id: string, width: number) => `/api/images/${id}-${width}.webp`;
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('earlyFetch (index.html asks for a public page data and its largest photo)', () => {
  it("asks for the home page's two lists, as the app does, and preloads the first advertised card's photo", async () => {
    const advertised = apiUrl('/products/adversite', { limit: ADVERTISED_COUNT });
    const { asked, links } = await run('/', { [advertised]: [{ phone_details: { phone_img_card: photo(ID, IMAGE_WIDTHS.card), phone_img: photo(ID, IMAGE_WIDTHS.detail) } }] });
    expect(asked).toEqual([advertised, apiUrl('/products', { limit: NEW_ARRIVALS_COUNT })]);
    expect(links).toEqual([
      {
        href: photo(ID, IMAGE_WIDTHS.card),
        as: 'image',
        fetchpriority: 'high',
        imagesrcset: imageSrcSet(photo(ID, IMAGE_WIDTHS.card)),
        imagesizes: IMAGE_SIZES.card,
      },
    ]);
  });

  it("asks for a product page's listing and preloads its photo with the <img>'s srcset and sizes", async () => {
    const listing = apiUrl(`/products/${encodeURIComponent('seed-galaxy s22')}`);
    const { asked, links } = await run('/displayProducts/seed-galaxy%20s22', { [listing]: { phone_details: { phone_img: photo(ID, IMAGE_WIDTHS.detail) } } });
    expect(asked).toEqual([listing]);
    expect(links[0]).toMatchObject({ href: photo(ID, IMAGE_WIDTHS.detail), imagesrcset: imageSrcSet(photo(ID, IMAGE_WIDTHS.detail)), imagesizes: IMAGE_SIZES.detail });
  });

  it('asks for nothing on a page the function rendered: it came with its data, photos and route assets', async () => {
    document.documentElement.setAttribute('data-server-rendered', '');
    try {
      for (const address of ['/', '/products', '/categories/apple', '/displayProducts/abc']) {
        expect(await run(address, { '/api/products/abc': { phone_details: { phone_img: '/api/images/p-1200.webp' } } })).toEqual({ asked: [], links: [] });
      }
    } finally {
      document.documentElement.removeAttribute('data-server-rendered');
    }
  });

  it('knows the search parameters in the order the app writes them', () => {
    expect(Object.keys(apiParamsOf(NO_FILTERS))).toEqual([...SEARCH_API_PARAMS]);
  });

  it('asks for the list the app asks for, on /products, a brand and the addresses search links to', async () => {
    const addresses = [
      '/products',
      '/categories/samsung',
      '/products?q=galaxy&condition=good&maxPrice=60000&sort=price_asc',
      hrefOf({ ...NO_FILTERS, q: 'pixel 7', condition: ['good', 'fair'], storage: [128, 256], minBattery: 85, verified: true, sort: 'price_desc' }),
      hrefOf({ ...NO_FILTERS, category: CATEGORY_NAMES[0]!, minPrice: 10000, ram: 8 }),
    ];
    for (const address of addresses) {
      const { asked } = await run(address);
      expect(asked, address).toEqual([appListUrl(address)]);
    }
  });

  it('asks for nothing on addresses the app reads its own way, or on other pages', async () => {
    for (const address of ['/products?sort=newest&q=x', '/products?utm_source=mail', '/categories/nokia', '/login', '/dashboard', '/displayProducts/a/b']) {
      expect((await run(address)).asked, address).toEqual([]);
    }
  });

  it('preloads a photo that is not from the image store without a srcset, as the <img> shows it', async () => {
    const external = 'https://example.com/phone.jpg';
    const { links } = await run('/products', { [apiUrl('/products', {})]: [{ phone_details: { phone_img_card: '', phone_img: external } }] });
    expect(links).toEqual([{ href: external, as: 'image', fetchpriority: 'high', imagesrcset: null, imagesizes: null }]);
    expect(imageSrcSet(external)).toBeUndefined();
  });

  it("preloads the route's own chunks and style sheets on the public pages, as Vite's preloads ask for them, and nothing elsewhere", () => {
    const routeAssets = {
      home: ['/assets/shop-product-card-a.js'],
      products: ['/assets/products-b.js', '/assets/product-card-c.css'],
      category: ['/assets/category-d.js'],
      product: ['/assets/product-e.js'],
    };
    const preloads = (address: string) => {
      document.head.innerHTML = '';
      const url = new URL(address, 'http://localhost');
      earlyFetch({ ...config, routeAssets }, url, document, () => Promise.resolve(null));
      return [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('crossorigin'), link.getAttribute('href')]);
    };
    expect(preloads('/')).toEqual([['modulepreload', null, '', '/assets/shop-product-card-a.js']]);
    expect(preloads('/products?q=galaxy&sort=price_asc')).toEqual([
      ['modulepreload', null, '', '/assets/products-b.js'],
      ['preload', 'style', '', '/assets/product-card-c.css'],
    ]);
    expect(preloads('/categories/samsung')).toEqual([['modulepreload', null, '', '/assets/category-d.js']]);
    expect(preloads(`/displayProducts/${ID}`)).toEqual([['modulepreload', null, '', '/assets/product-e.js']]);
    expect(preloads('/categories/nokia')).toEqual([]);
    expect(preloads('/blog')).toEqual([]);
  });
});
