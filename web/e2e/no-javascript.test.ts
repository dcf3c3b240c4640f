import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, webUrl } from './support/browser';
import { see } from './support/journey';

/**
 * The public pages work as HTML with JavaScript off: links are links, the search, the filters and
 * the sort are GET forms, the menus and Book Now are HTML popovers. Nothing here waits for a script.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('with JavaScript off, a visitor', () => {
  it('on a phone: opens the menu, searches, filters in the sheet, sorts, opens a phone, reaches login and comes back', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: webUrl(), javaScriptEnabled: false, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');

    // The menu opens without a script, and its links lead on.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await see(menu);
    await menu.getByRole('link', { name: 'Samsung' }).click();
    await page.waitForURL((url) => url.pathname === '/categories/samsung');
    await see(page.getByRole('heading', { level: 1, name: 'Samsung phones' }));

    // The header's search: the icon opens the field, Enter sends the form to the list.
    await page.getByRole('button', { name: 'Search phones' }).click();
    const field = page.locator('#search-overlay').getByRole('combobox', { name: 'Search phones' });
    await field.fill('galaxy');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === 'galaxy');
    await see(page.getByText('Matching “galaxy”'));

    // The filter sheet: a condition and a maximum price, sent by its button; the address is the list's own.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await see(sheet);
    await sheet.getByLabel('Good').check();
    await sheet.getByLabel('Max price').fill('60000');
    await sheet.getByRole('button', { name: /^Show/ }).click();
    await page.waitForURL((url) => url.searchParams.get('condition') === 'good' && url.searchParams.get('maxPrice') === '60000' && url.searchParams.get('q') === 'galaxy');
    expect(new URL(page.url()).search).toBe('?q=galaxy&condition=good&maxPrice=60000');
    await see(page.getByRole('link', { name: 'Remove filter: Good' }));

    // The sort keeps the filters.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc' && url.searchParams.get('condition') === 'good');
    const prices = await page
      .getByRole('list', { name: 'All phones' })
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Number((card.textContent?.match(/৳([\d,]+)\/-/)?.[1] ?? '').replace(/,/g, ''))));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.max(...prices)).toBeLessThanOrEqual(60_000);

    // A phone's page, and Book Now: booking needs an account.
    const first = page.getByRole('list', { name: 'All phones' }).getByRole('article').first();
    const name = (await first.getAttribute('aria-label'))!;
    await first.getByRole('link', { name }).first().click();
    await see(page.getByRole('heading', { level: 1, name }));
    const productPath = new URL(page.url()).pathname;
    await page.getByRole('main').getByRole('button', { name: 'Book Now' }).first().click();
    const booking = page.getByRole('dialog', { name });
    await see(booking);
    await booking.getByRole('link', { name: 'Please Login First' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === productPath);
    // Login needs Firebase Auth in the browser: the page says so in <noscript>, which a browser with
    // JavaScript off shows (playwright only stops scripts, so its parser keeps <noscript> as text).
    expect(await page.locator('noscript').evaluateAll((blocks) => blocks.map((block) => block.textContent).join(''))).toContain('This screen needs JavaScript');

    // And Back to the phone.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === productPath);
    await see(page.getByRole('heading', { level: 1, name }));
    await context.close();
  });

  it('on a desktop: filters in the sidebar and picks a brand from the Categories menu', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: webUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products');
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.getByLabel('Apple').check();
    await sidebar.getByLabel('Verified sellers only').check();
    await sidebar.getByRole('button', { name: 'Apply filters' }).click();
    // A form's address becomes the brand's page, as a link to it would be.
    await page.waitForURL((url) => url.pathname === '/categories/apple' && url.search === '?verified=true');
    await see(page.getByRole('heading', { level: 1, name: 'Apple phones' }));

    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'OnePlus' }).click();
    await page.waitForURL((url) => url.pathname === '/categories/oneplus');
    await see(page.getByRole('heading', { level: 1, name: 'OnePlus phones' }));
    await context.close();
  });
});
