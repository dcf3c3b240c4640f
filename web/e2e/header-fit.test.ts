import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext } from './support/browser';
import { logIn, open, see } from './support/journey';

/**
 * The header fits every role at every width from 360 px up: nothing of it runs past the page's
 * content edges or makes the page scroll sideways, and a search field, where one shows, is wide
 * enough to read (at 1440 px a seller's header once squeezed it to "Search phc" and pushed Logout
 * past the edge).
 */
const WIDTHS = [360, 390, 768, 1024, 1280, 1440];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What of the header lies outside the content column below it, and the search field's width. */
function headerFit(page: Page) {
  return page.evaluate(() => {
    // The header's column: the same width as the page's content below it.
    const content = document.querySelector('header > div')!;
    const padding = getComputedStyle(content);
    const box = content.getBoundingClientRect();
    const left = box.left + parseFloat(padding.paddingLeft);
    const right = box.right - parseFloat(padding.paddingRight);
    const outside = [...document.querySelectorAll('header a, header button, header input')]
      .filter((element) => element.getAttribute('aria-label') !== 'Open menu')
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < left - 0.5 || rect.right > right + 0.5))
      .map(({ element }) => element.textContent?.trim() || element.getAttribute('aria-label'));
    const field = [...document.querySelectorAll<HTMLElement>('header form[role="search"]')].find((form) => form.getBoundingClientRect().width > 0 && !form.closest('[popover]'));
    return {
      outside,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      searchWidth: field ? Math.round(field.getBoundingClientRect().width) : null,
    };
  });
}

describe('the header at every width', () => {
  for (const who of ['visitor', 'buyer', 'seller', 'admin'] as const) {
    it(`fits for ${who === 'visitor' ? 'a visitor' : `the ${who}`} from 360 to 1440 px`, async () => {
      const context = await newContext(browser, DESKTOP);
      const page = await context.newPage();
      if (who !== 'visitor') await logIn(page, `${who}@recell.test`);
      await open(page, '/products');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // A signed-in person's account area drawn (the heart shows at every width).
        if (who !== 'visitor') await see(page.getByRole('banner').getByRole('link', { name: /^Wishlist, / }));
        await page.waitForFunction(() => !document.querySelector('header [role="status"]'));
        const fit = await headerFit(page);
        expect(fit.outside, `${who} at ${width} px: past the content edge`).toEqual([]);
        expect(fit.sideways, `${who} at ${width} px: the page scrolls sideways`).toBe(false);
        if (fit.searchWidth !== null) expect(fit.searchWidth, `${who} at ${width} px: search field width`).toBeGreaterThanOrEqual(180);
      }
      await context.close();
    });
  }
});
