import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, waitForPort } from '../../scripts/lib/ports';
import { DESKTOP, launchBrowser } from './support/browser';
import { logIn, open, see, watchPage } from './support/journey';

/**
 * Every photo shows wherever the app is served: stored image URLs are relative, and
 * the local image route lets the app's own pages load them. Walks home, a product page and the
 * dashboard on the stack's Hosting by another name (localhost) than the 127.0.0.1 the seed's
 * Auth photos carry, and under Vite's dev server, failing on any image that did not load and on
 * any console error.
 */

const HOSTING_BY_NAME = `http://localhost:${new URL(inject('webUrl')).port}`;
/** The dev server's port: a free one, so a developer's `npm run dev` may stay open. */
const VITE_PORT = await freePort();
const VITE = `http://127.0.0.1:${VITE_PORT}`;

let browser: Browser;
let vite: ChildProcess | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  // `npm run dev`'s web half: Vite's dev server, /api proxied to the stack's Hosting emulator and
  // signing in on its Auth emulator, as `npm run dev` starts it (scripts/stack.ts), outside vitest's
  // environment: with VITEST set, vite.config.ts builds the jsdom tests' config instead of the app's.
  const { VITEST: _vitest, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, NODE_ENV: _nodeEnv, ...env } = process.env;
  vite = spawn('npx', ['react-router', 'dev', '--port', String(VITE_PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...env, VITE_HOSTING_ORIGIN: inject('webUrl'), VITE_AUTH_EMULATOR_HOST: inject('authEmulatorHost') },
    stdio: 'ignore',
    detached: true,
  });
  await waitForPort(VITE_PORT, 60_000);
  // A cold dev server renders its first page only after transforming the app's server modules,
  // which on a busy machine outlasts a page load's timeout: that first render happens here.
  await fetch(`${VITE}/`).then((response) => response.text());
});

afterAll(async () => {
  await browser?.close();
  if (vite?.pid) process.kill(-vite.pid, 'SIGTERM');
});

/** Console errors (a blocked or missing image logs one) and failed image requests of a page. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the page moved on (a navigation) before the picture arrived, which is not a failure to show it.
    if (request.resourceType() === 'image' && request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`image failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) problems.push(`image ${response.status()}: ${response.url()}`);
  });
  return { expectNone: (where: string) => expect(problems, `problems on ${where}`).toEqual([]) };
}

/**
 * Scrolls down the whole page (cards below the fold render and load as they come near), then
 * waits for every image to finish and expects each to have decoded (naturalWidth > 0).
 */
async function expectEveryImageShown(page: Page, where: string): Promise<number> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.round(window.innerHeight / 2)) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
    // Images that stay out of view (a carousel's hidden slides) load too, so every one is judged.
    for (const image of document.images) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 60_000 }).catch(async () => {
    const pending = await page.evaluate(() => [...document.images].filter((image) => !image.complete).map((image) => image.src));
    throw new Error(`images still loading on ${where} after 60 s: ${pending.join(', ')}`);
  });
  const images = await page.evaluate(() => [...document.images].map((image) => ({ src: image.currentSrc || image.src, width: image.naturalWidth })));
  expect(images.length, `images on ${where}`).toBeGreaterThan(0);
  expect(images.filter((image) => image.width === 0), `broken images on ${where}`).toEqual([]);
  return images.length;
}

describe.each([
  ['the stack by the name localhost', HOSTING_BY_NAME],
  ['npm run dev (Vite, /api proxied)', VITE],
])('every photo shows under %s', (_label, origin) => {
  it('on home, a product page and the dashboard, with no console error', async () => {
    // Not newContext(): its pages open on the stack's usual origin; these open on this one.
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: origin });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const pageErrors = watchPage(page, `images-${new URL(origin).port}`);
    const consoleProblems = watchConsole(page);

    // The dev server transforms the client's modules on the first load that asks for them. The
    // photos are judged once React has the page: expectEveryImageShown changes their loading.
    await page.goto('/', { timeout: 60_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await see(page.getByRole('heading', { name: 'Advertised phones' }));
    await expectEveryImageShown(page, 'home');

    // A product page: the phone's photo and the seller's (an image of the local store, relative).
    await open(page, '/displayProducts/seed-iphone-14-pro');
    await see(page.getByRole('heading', { name: 'iPhone 14 Pro' }));
    const productImages = await expectEveryImageShown(page, 'product page');
    expect(productImages).toBeGreaterThanOrEqual(2);

    // The dashboard: the header's profile photo (from Auth, absolute on 127.0.0.1 in the seed) and the orders' phones.
    await logIn(page, 'buyer@recell.test');
    await open(page, '/dashboard');
    await see(page.getByRole('table', { name: 'My bookings' }));
    await see(page.getByRole('banner').locator('img:visible').first());
    await expectEveryImageShown(page, 'dashboard');

    consoleProblems.expectNone(origin);
    pageErrors.expectNoErrors();
    await context.close();
  });
});
