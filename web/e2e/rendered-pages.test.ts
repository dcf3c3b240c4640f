import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, webUrl } from './support/browser';
import { allCards, hydrated, see, watchPage } from './support/journey';

/**
 * Every page arrives rendered by React Router on the `pages` function (web/src/server.ts): the
 * public ones with their data, the others as the shell the browser fills in. Scripts load as the
 * framework writes them, and React hydrates the page without drawing it again.
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

describe('the public pages, rendered on the function', () => {
  it('send the first cards, their photos at high priority, the data and the style sheets in the HTML', async () => {
    const firstPage = (await (await fetch(new URL('/api/products', webUrl()))).json()) as { _id: string; phone_details: { phone_name: string } }[];
    const [first] = firstPage;
    expect(firstPage.length).toBeGreaterThan(4);
    const list = await html('/products');
    expect(list.status).toBe(200);
    expect(list.cacheControl).toBe('public, max-age=0, s-maxage=15');
    // The first page of cards, whole, with the first photo at high priority.
    const grid = /<ul aria-label="All phones"[\s\S]*?<\/ul>/.exec(list.body)?.[0] ?? '';
    expect(grid.match(/<article /g)).toHaveLength(firstPage.length);
    expect(list.body).toContain(`>${first!.phone_details.phone_name}<`);
    expect(list.body).toMatch(/<img [^>]*fetchPriority="high"|<img [^>]*fetchpriority="high"/);
    // Whole: no part left for the browser to complete (React's streaming <template> and reveal script).
    expect(list.body).not.toContain('<template');
    // Scripts the ordinary way: module preloads in <head>, and the framework's module script.
    const head = list.body.slice(0, list.body.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[^"]+\.js"\/>/);
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/);
    expect(list.body).toContain('<script type="module"');

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

    // A screen the browser renders itself arrives as the header and its placeholder.
    const login = await html('/login');
    expect(login.status).toBe(200);
    expect(login.body).toContain('aria-label="ReCell home"');
    expect(login.body).toContain('role="status"');
    expect(login.body).not.toContain('Welcome back');
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
    await context.close();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`are hydrated by React on a ${label} with nothing drawn twice, and work as the app`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const watched = watchPage(page, `server-rendered-${label}`);
      const problems = watchHydration(page);

      for (const path of ['/', '/categories/samsung', '/displayProducts/seed-galaxy-a54', '/products?q=iphone&sort=price_asc']) {
        // Hydration is the wait, not the load event (every photo of the page, on a busy machine).
        await page.goto(path, { waitUntil: 'domcontentloaded' });
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
