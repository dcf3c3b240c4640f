import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, webUrl } from './support/browser';
import { allCards, cardPrices, see, watchPage } from './support/journey';

/**
 * The public pages arrive rendered (web/src/entry-server.tsx on the `pages` function):
 * their first cards and largest photo are in the HTML, styled, and React takes them over without
 * drawing them again.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function html(path: string): Promise<{ status: number; cacheControl: string | null; body: string }> {
  const response = await fetch(new URL(path, webUrl()));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
}

/** What React says when the HTML it takes over is not what it would have drawn (minified in production: #418, #423, #425). */
const HYDRATION_PROBLEM = /Hydration|hydrat|Minified React error #(?:418|419|423|425)/i;

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** Resolves once React has taken the page's #root over (hydrateRoot marks the container). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

describe('the public pages, rendered on the function', () => {
  it('send the first cards, their photos at high priority, the data and the style sheets in the HTML', async () => {
    const firstPage = (await (await fetch(new URL('/api/products', webUrl()))).json()) as { _id: string; phone_details: { phone_name: string } }[];
    const [first] = firstPage;
    expect(firstPage.length).toBeGreaterThan(4);
    const list = await html('/products');
    expect(list.status).toBe(200);
    expect(list.cacheControl).toBe('public, max-age=0, s-maxage=15');
    expect(list.body).toContain('<html lang="en" data-server-rendered>');
    // The first four cards; the rest are placeholders until React has the page (ProductGrid), the list busy till then,
    // and for a browser that runs no scripts, in a <noscript> at the list's end.
    const grid = /<ul aria-label="All phones"[\s\S]*?<\/noscript><\/ul>/.exec(list.body)?.[0] ?? '';
    const [drawn = '', withoutScripts = ''] = grid.split('<noscript>');
    expect(drawn.match(/<article /g)).toHaveLength(4);
    expect(withoutScripts.match(/<article /g)).toHaveLength(firstPage.length - 4);
    expect(grid).toContain('aria-busy="true"');
    expect(list.body).toContain(`>${first!.phone_details.phone_name}<`);
    expect(list.body).toMatch(/<img [^>]*fetchPriority="high"|<img [^>]*fetchpriority="high"/);
    // Styled with nothing to wait for: every style sheet inline, the route's own also linked in a way that blocks nothing.
    expect(list.body).toMatch(/<style>[^<]+<\/style><link rel="stylesheet" crossorigin href="\/assets\/search-view-[^"]+\.css" media="print">/);
    expect(list.body).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
    expect(list.body).toContain('<script type="application/json" id="recell-server-state">{"queries":');
    // Whole: no part left for the browser to complete (React's streaming <template> and reveal script).
    expect(list.body).not.toContain('<template');
    expect(list.body).not.toContain('class="shell-bar"');
    // The scripts come after the page (app/take-over.ts): none in its HTML, only the call that loads them.
    expect(list.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(list.body).toMatch(/<script>\(function takeOver\(/);

    const product = await html(`/displayProducts/${encodeURIComponent(first!._id)}`);
    expect(product.status).toBe(200);
    expect(product.body).toMatch(new RegExp(`<h1[^>]*>${first!.phone_details.phone_name}</h1>`));

    // A page that is not there says so in its status, for people and for search engines.
    expect((await html('/categories/nokia')).status).toBe(404);
    for (const address of ['/displayProducts/no-such-listing', '/displayProducts/%25']) {
      const gone = await html(address);
      expect(gone.status).toBe(404);
      expect(gone.body).toContain('no longer available');
    }

    // Every other screen is the app's static HTML, which the browser renders itself.
    const login = await html('/login');
    expect(login.status).toBe(200);
    expect(login.body).toContain('class="shell-bar"');
    expect(login.body).not.toContain('data-server-rendered>');
  });

  it('paint styled with JavaScript off: a phone’s page shows its name, price and photo, a list all its phones', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: webUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/displayProducts/seed-galaxy-a54');
    await see(page.getByRole('heading', { level: 1, name: 'Galaxy A54 5G' }));
    await see(page.getByText('৳33,500/-').first());
    const photo = page.getByRole('img', { name: /Galaxy A54 5G/ }).first();
    await see(photo);
    // The route's style sheet applies: the photo fits the phone's width, the breadcrumbs are a row.
    expect((await photo.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('list');
    expect(await crumbs.evaluate((element) => getComputedStyle(element).display)).toBe('flex');

    // A list shows every phone of its page, laid out as the grid, and no placeholder.
    const firstPage = (await (await fetch(new URL('/api/products', webUrl()))).json()) as unknown[];
    await page.goto('/products');
    const cards = page.getByRole('list', { name: 'All phones' }).getByRole('article');
    await see(cards.first());
    expect(await cards.count()).toBe(firstPage.length);
    const [firstBox, lastBox] = [await cards.first().boundingBox(), await cards.last().boundingBox()];
    expect(lastBox!.width).toBeCloseTo(firstBox!.width, 0);
    expect(lastBox!.y).toBeGreaterThan(firstBox!.y);
    const placeholdersShown = await page.locator('ul[aria-label="All phones"] > li[aria-hidden="true"]').evaluateAll((items) => items.filter((item) => getComputedStyle(item).display !== 'none').length);
    expect(placeholdersShown).toBe(0);
    await context.close();
  });

  /** Opens `path` on a phone (or `viewport`) with the entry script held back until `release` is called. */
  async function openWithEntryHeld(path: string, name: string, viewport = PHONE) {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const watched = watchPage(page, name);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const entryAsked: string[] = [];
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      entryAsked.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto(path);
    // Asked for by takeOver, once the page has loaded and painted.
    await expect.poll(() => entryAsked.length).toBe(1);
    return { context, page, watched, release };
  }

  it('load their scripts after the page, and tap again a button tapped before React had it', async () => {
    const { context, page, watched, release } = await openWithEntryHeld('/products', 'server-rendered-early-tap');
    const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search phones' });
    await searchButton.click();
    expect(await page.getByRole('banner').getByRole('combobox', { name: 'Search phones' }).count()).toBe(0);
    release();
    await hydrated(page);
    await see(page.getByRole('banner').getByRole('combobox', { name: 'Search phones' }));
    watched.expectNoErrors();
    await context.close();
  });

  it('choose again a sort chosen before React had the page', async () => {
    const { context, page, watched, release } = await openWithEntryHeld('/categories/samsung', 'server-rendered-early-choice');
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.selectOption({ label: 'Price: low to high' });
    expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
    release();
    await hydrated(page);
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await expect.poll(() => sortBy.inputValue()).toBe('price_asc');
    await see(page.getByRole('main').getByRole('article').first());
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    watched.expectNoErrors();
    await context.close();
  });

  it('filter with what was ticked, typed and chosen before React had the page', async () => {
    const { context, page, watched, release } = await openWithEntryHeld('/products', 'server-rendered-early-filters', DESKTOP);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Good', { exact: true }).check();
    await filters.getByLabel('Max price').fill('60000');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    expect(new URL(page.url()).search).toBe('');
    release();
    await hydrated(page);
    await page.waitForURL((url) => url.searchParams.get('condition') === 'good' && url.searchParams.get('maxPrice') === '60000' && url.searchParams.get('sort') === 'price_asc');
    expect(await filters.getByLabel('Good', { exact: true }).isChecked()).toBe(true);
    expect(await filters.getByLabel('Max price').inputValue()).toBe('60000');
    await see(page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove filter: Good' }));
    // The list follows the address once its data arrives: up to ৳60,000, cheapest first.
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((price) => price <= 60000) && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      })
      .toBe(true);
    watched.expectNoErrors();
    await context.close();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`are taken over by React on a ${label} with nothing drawn twice, and work as the app`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const watched = watchPage(page, `server-rendered-${label}`);
      const problems = watchHydration(page);

      for (const path of ['/', '/categories/samsung', '/displayProducts/seed-galaxy-a54', '/products?q=iphone&sort=price_asc']) {
        await page.goto(path);
        await hydrated(page);
        await allCards(page);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      }
      expect(problems).toEqual([]);

      // The list is the app's: a sort is a client-side navigation (the page is not loaded again).
      await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
      await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
      const cards = page.getByRole('list', { name: 'All phones' }).getByRole('article');
      await see(cards.first());
      await allCards(page);
      expect(await cards.count()).toBeGreaterThan(1);
      const name = (await cards.first().getAttribute('aria-label'))!;
      await cards.first().getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/displayProducts/'));
      await see(page.getByRole('heading', { level: 1, name }));
      expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
      expect(problems).toEqual([]);
      watched.expectNoErrors();
      await context.close();
    });
  }
});
