import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, newContext, PHONE } from './support/browser';
import { allCards, onPath, open, see, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a visitor on a phone', () => {
  it('browses home, a brand and a phone, and is asked to log in to book it', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const watched = watchPage(page, 'visitor');
    // Firebase Auth's chunk (lib/auth-session.tsx): a visitor who only browses never downloads it.
    const authAsked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/auth-session-[^/]+\.js$/.test(request.url())) authAsked.push(request.url());
    });

    // Home: the banner, the brands and the newest phones, once React has the page: the keys below
    // are the app's to answer.
    await open(page, '/');
    await see(page.getByRole('link', { name: 'Buy now' }).first());
    // Further down, the newest phones and the newsletter box load as they come into view.
    await page.getByRole('heading', { name: 'New arrivals' }).scrollIntoViewIfNeeded();
    const newArrivals = page.getByRole('list', { name: 'New arrivals' });
    await see(newArrivals.getByRole('article').first());
    await allCards(page);
    expect(await newArrivals.getByRole('article').count()).toBe(6);
    await page.keyboard.press('End');
    await see(page.getByRole('form', { name: 'Newsletter' }));
    await expectAccessible(page, 'home');

    // A brand tile leads to that brand's phones.
    await page.getByRole('region', { name: 'Shop by brand' }).getByRole('link', { name: 'Samsung' }).click();
    await onPath(page, '/categories/samsung');
    await see(page.getByRole('heading', { level: 1, name: 'Samsung phones' }));
    const samsungPhones = page.getByRole('list', { name: 'Samsung phones' });
    const card = samsungPhones.getByRole('article', { name: 'Galaxy A54 5G' });
    await see(card);
    await expectAccessible(page, 'category');

    // The phone's own page: its facts, and Book Now.
    await card.getByRole('link', { name: 'Galaxy A54 5G' }).click();
    await onPath(page, '/displayProducts/seed-galaxy-a54');
    await see(page.getByRole('heading', { level: 1, name: 'Galaxy A54 5G' }));
    await see(page.getByRole('heading', { name: 'Specifications' }));
    await expectAccessible(page, 'product page');

    // Booking needs an account: the modal offers Please Login First instead of Submit.
    await page.getByRole('button', { name: 'Book Now' }).click();
    const booking = page.getByRole('dialog', { name: /Galaxy A54 5G/ });
    await see(booking);
    await see(booking.getByText('Price: ৳33,500/-'));
    expect(await booking.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    const pleaseLogin = booking.getByRole('link', { name: 'Please Login First' });
    await see(pleaseLogin);
    await expectAccessible(page, 'booking modal (signed out)');
    expect(authAsked).toEqual([]);

    // Which leads to the login screen.
    await pleaseLogin.click();
    await onPath(page, '/login');
    await see(page.getByRole('heading', { name: 'Welcome back' }));
    await see(page.getByRole('button', { name: 'Continue with Google' }));
    await expectAccessible(page, 'login');
    // The login screen starts it as it opens, so a provider's popup opens within the tap.
    await expect.poll(() => authAsked.length).toBe(1);

    watched.expectNoErrors();
    await context.close();
  });
});

describe('a developer', () => {
  it('opens the API reference from the footer and reads a route of it', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const watched = watchPage(page, 'developer');

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click();
    await onPath(page, '/api-docs');
    await see(page.getByRole('heading', { level: 1, name: 'ReCell API', exact: true }));

    // Swagger UI renders GET /api/openapi.json: the routes by tag, each with its summary. Its 1.4 MB
    // of script parses and renders the whole document after the page shows; beside the rest of
    // `npm test` on two cores that has taken over 20 s, where alone it takes a second or two.
    const oneListing = page.locator('.opblock-summary', { hasText: 'One listing' });
    await oneListing.waitFor({ state: 'visible', timeout: 90_000 });
    await see(page.locator('.opblock-summary', { hasText: 'Book a listing (one open booking per phone)' }));
    await oneListing.click();
    const opened = page.locator('.opblock.is-open');
    await see(opened.getByText('Responses', { exact: true }));
    await see(opened.locator('.response[data-code="404"]'));
    await expectAccessible(page, 'API reference');

    watched.expectNoErrors();
    await context.close();
  });
});
