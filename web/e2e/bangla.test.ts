import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, PHONE, webUrl } from './support/browser';
import { hydrated, onPath, open, see, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * A reader of Bangla on a phone: switches the header to বাংলা, browses, searches and opens a
 * phone in Bangla at `/bn` addresses, keeps Bangla over a reload and on the bare address, and
 * switches back to English at the unprefixed addresses.
 */
describe('ReCell in Bangla on a phone', () => {
  it('switches to Bangla in the header, browses, searches and opens a phone in it, and keeps it', async () => {
    const context = await newContext(browser, PHONE, { touch: true });
    const page = await context.newPage();
    const watch = watchPage(page, 'bangla');

    await open(page, '/');
    expect(await lang(page)).toBe('en');
    await see(page.getByRole('heading', { name: 'New arrivals' }));

    // The switch names the other language in its own script, and leads to the same page under /bn.
    await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).tap();
    await onPath(page, '/bn');
    await hydrated(page);
    expect(await lang(page)).toBe('bn');
    await see(page.getByRole('heading', { name: 'নতুন এসেছে' }));
    await expectAccessible(page, 'the Bangla home page');

    // Browse: Show All keeps the language.
    await page.getByRole('link', { name: 'সব দেখুন' }).tap();
    await onPath(page, '/bn/products');
    await see(page.getByRole('heading', { level: 1, name: 'সব ফোন' }));
    // Counts in Bangla digits.
    await expect.poll(() => page.getByRole('main').getByRole('status').first().textContent()).toMatch(/^[০-৯,]+টি ফোন$/);

    // Search from the header's field on a phone.
    await page.getByRole('button', { name: 'ফোন খুঁজুন' }).tap();
    const field = page.locator('#search-overlay').getByRole('combobox', { name: 'ফোন খুঁজুন' });
    await field.fill('Galaxy');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/bn/products' && url.searchParams.get('q') === 'Galaxy');
    await see(page.getByText('“Galaxy” এর সাথে মিল'));

    // A phone's page, in Bangla's address and document language.
    const card = page.getByRole('main').getByRole('article').first();
    const phoneName = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('link', { name: phoneName, exact: true }).tap();
    await page.waitForURL((url) => url.pathname.startsWith('/bn/displayProducts/'));
    const productPath = new URL(page.url()).pathname;
    await hydrated(page);
    expect(await lang(page)).toBe('bn');

    // A reload keeps Bangla (the language is the address's).
    await page.reload();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe(productPath);
    expect(await lang(page)).toBe('bn');
    await see(page.getByRole('banner').getByRole('link', { name: 'English' }));

    // The bare address opens in the language chosen on this device.
    await page.goto('/');
    await onPath(page, '/bn');
    await hydrated(page);
    expect(await lang(page)).toBe('bn');

    // English is still at the unprefixed addresses, and choosing it sticks too.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).tap();
    await onPath(page, '/');
    await hydrated(page);
    expect(await lang(page)).toBe('en');
    await page.reload();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await see(page.getByRole('heading', { name: 'New arrivals' }));

    watch.expectNoErrors();
    await context.close();
  });

  it('serves each language its own document: lang, hreflang to both, and the Bangla font only on /bn', async () => {
    const [bangla, english] = await Promise.all(['/bn/products', '/products'].map(async (path) => (await fetch(`${webUrl()}${path}`)).text()));
    expect(bangla).toMatch(/<html lang="bn"/);
    expect(english).toMatch(/<html lang="en"/);
    for (const html of [bangla, english]) {
      expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http[^"]+\/products"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="bn" href="http[^"]+\/bn\/products"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="http[^"]+\/products"/);
    }
    expect(bangla).toMatch(/noto-sans-bengali-bengali-400-normal[^"]*\.woff2/);
    expect(english).not.toMatch(/noto-sans-bengali/);
    // Each page carries only its own language's words.
    expect(bangla).toContain('সব ফোন');
    expect(english).not.toContain('সব ফোন');
  });
});
