import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, newContext, PHONE } from './support/browser';
import { allCards, cardPrices, gone, onPath, open, see, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MAX_PRICE = 40000;

async function cardNames(page: Page): Promise<string[]> {
  await allCards(page);
  return page.getByRole('main').getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Clicks a card's link and answers where the page was scrolled at the click itself: Playwright
 * may scroll the link again before it clicks (it retries the hit test while the hovered card
 * lifts, or while the sticky header covers the link).
 */
async function clickNotingScroll(link: Locator): Promise<number> {
  await link.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    element.addEventListener('click', () => element.ownerDocument.body.setAttribute('data-scrolled-at-click', String(Math.round(window.scrollY))), { once: true });
  });
  await link.click();
  return Number(await link.page().locator('body').getAttribute('data-scrolled-at-click'));
}

describe('a visitor looking for a Galaxy on a phone', () => {
  it('searches from the header, filters in the bottom sheet, sorts, opens a phone and comes Back to the same view', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const watched = watchPage(page, 'search');

    // The header's search icon opens a full-width field with suggestions as they type.
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Search phones' }).click();
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search phones' });
    await see(field);
    await field.pressSequentially('galaxy', { delay: 30 });
    const suggestions = page.getByRole('listbox');
    await see(suggestions.getByRole('option', { name: /Galaxy/ }).first());
    await expectAccessible(page, 'header search with suggestions');
    // Enter on the words (no suggestion highlighted) searches them.
    await field.press('Escape');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === 'galaxy');
    await see(page.getByText('Matching “galaxy”'));
    await see(page.getByRole('status').getByText(/^\d+ phones?$/));

    // The bottom sheet: a maximum price and condition Good; the list follows behind it.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await see(sheet);
    await sheet.getByLabel('Max price').fill(String(MAX_PRICE));
    await sheet.getByLabel('Good').check();
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === String(MAX_PRICE) && url.searchParams.get('condition') === 'good');
    await expectAccessible(page, 'filters sheet');
    await sheet.getByRole('button', { name: /^Show \d+ phones?$/ }).click();
    await gone(sheet);
    await see(page.getByRole('button', { name: 'Filters (2)' }));
    const chips = page.getByRole('list', { name: 'Active filters' });
    await see(chips.getByRole('link', { name: 'Remove filter: Good' }));
    await see(chips.getByRole('link', { name: 'Remove filter: Up to ৳40,000/-' }));

    // Cheapest first.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await see(page.getByRole('main').getByRole('article').first());
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.every((price) => price <= MAX_PRICE)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const names = await cardNames(page);
    expect(names.every((name) => /galaxy/i.test(name))).toBe(true);
    const total = await page.getByRole('status').getByText(/^\d+ phones?$/).textContent();
    expect(total).toBe(`${names.length} ${names.length === 1 ? 'phone' : 'phones'}`);
    await expectAccessible(page, 'search results');

    // Open the last phone, scrolled into view, then Back: same filters, same place on the page.
    const view = page.url();
    const lastName = names.at(-1)!;
    const scrolled = await clickNotingScroll(page.getByRole('main').getByRole('article').last().getByRole('link', { name: lastName, exact: true }));
    expect(scrolled).toBeGreaterThan(0);
    await see(page.getByRole('heading', { level: 1, name: lastName }));
    await see(page.getByText('Battery health', { exact: true }));
    await page.goBack();
    await page.waitForURL(view);
    await see(chips.getByRole('link', { name: 'Remove filter: Good' }));
    expect(await cardNames(page)).toEqual(names);
    await expect.poll(() => scrollY(page)).toBe(scrolled);

    // The address alone reproduces the view, in a new page.
    const other = await context.newPage();
    await other.goto(view);
    await see(other.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter: Good' }));
    await see(other.getByRole('main').getByRole('article').first());
    expect(await cardNames(other)).toEqual(names);
    expect(await other.getByRole('combobox', { name: 'Sort by' }).locator('option:checked').textContent()).toBe('Price: low to high');

    watched.expectNoErrors();
    await context.close();
  });
});

describe('a visitor browsing every phone on a desktop', () => {
  it('loads a second page, opens a phone from it and comes Back to the same place with both pages', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const watched = watchPage(page, 'search-more');

    await open(page, '/products');
    await see(page.getByRole('complementary', { name: 'Filters' }));
    await see(page.getByRole('main').getByRole('article').first());
    await allCards(page);
    const firstPage = await page.getByRole('main').getByRole('article').count();
    await page.getByRole('button', { name: 'Show more phones' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(firstPage);
    const names = await cardNames(page);
    await expectAccessible(page, 'all phones (desktop)');

    const scrolled = await clickNotingScroll(page.getByRole('main').getByRole('article').last().getByRole('link', { name: names.at(-1)!, exact: true }));
    expect(scrolled).toBeGreaterThan(500);
    await see(page.getByRole('heading', { level: 1, name: names.at(-1)! }));
    await page.goBack();
    await onPath(page, '/products');
    await expect.poll(() => cardNames(page)).toEqual(names);
    await expect.poll(() => scrollY(page)).toBe(scrolled);

    watched.expectNoErrors();
    await context.close();
  });
});
