import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('an unknown path', () => {
  it('shows the not-found screen with a way home', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watched = watchPage(page, 'not-found');
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('This page does not exist').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('The page you are looking for could not be found.').isVisible()).toBe(true);
    await expectAccessible(page, 'not found');
    await page.getByRole('link', { name: 'Go To Home' }).or(page.getByRole('button', { name: 'Go To Home' })).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    watched.expectNoErrors();
    await context.close();
  });
});
