import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { gone, logIn, see } from './support/journey';

/**
 * Screenshots of every main screen at a phone and a desktop width, for people to look at
 * (`npm run screenshots -w web` writes them to e2e/screenshots/, which git ignores).
 * They prove nothing by themselves, so normal test runs skip this suite on purpose.
 */
const OUT_DIR = new URL('./screenshots/', import.meta.url).pathname;

/** A listing that stays available in the seed (nobody's journey books it). */
const AVAILABLE_PHONE = '/displayProducts/seed-galaxy-note20-ultra';

const VIEWPORTS = [
  { name: 'phone', size: PHONE },
  { name: 'desktop', size: DESKTOP },
] as const;

let browser: Browser;
beforeAll(async () => {
  mkdirSync(OUT_DIR, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Scrolls through the page a screen at a time, letting each screen's lazy photos and sections
 * load as they would for someone scrolling, then waits for movement to finish.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Lazy photos off to the side of a sideways-scrolling row stay unloaded, as they do for people.
    const screenLoaded = () =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        return !inView || image.complete;
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      // Two frames at least, so sections watching for visibility notice this screen.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const started = performance.now();
      while (!screenLoaded() && performance.now() - started < 10_000) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Waits for the screen's content and the header's account area, lets the page settle, and saves it. */
async function shoot(
  page: Page,
  viewport: string,
  screen: string,
  ready: Locator,
  { fullPage = true, belowTheFold = [] }: { fullPage?: boolean; belowTheFold?: Locator[] } = {},
): Promise<void> {
  await see(ready);
  await gone(page.getByRole('status', { name: 'Loading your account' }));
  await settle(page);
  // Sections that load when scrolled to (settle has scrolled past them).
  if (belowTheFold.length > 0) {
    for (const section of belowTheFold) await see(section);
    await settle(page);
  }
  await page.screenshot({ path: `${OUT_DIR}${viewport}-${screen}.png`, fullPage });
}

async function signedIn(email: string, size: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, size);
  const page = await context.newPage();
  // The header hides Logout in the menu on phones: sign in at desktop width, then narrow the window.
  await page.setViewportSize(DESKTOP);
  await logIn(page, email);
  await page.setViewportSize(size);
  return { context, page };
}

describe.runIf(process.env.RECELL_SCREENSHOTS === '1')('screenshots', () => {
  for (const { name: viewport, size } of VIEWPORTS) {
    it(`of every main screen at ${size.width}×${size.height}`, { timeout: 240_000 }, async () => {
      // A visitor's screens.
      const visitor = await newContext(browser, size);
      const page = await visitor.newPage();
      await page.goto('/');
      await shoot(page, viewport, 'home', page.getByRole('link', { name: 'Buy now' }).first(), {
        belowTheFold: [page.getByRole('list', { name: 'New arrivals' }).getByRole('article').first(), page.getByRole('form', { name: 'Newsletter' })],
      });
      await page.goto('/products');
      await shoot(page, viewport, 'products', page.getByRole('list', { name: 'Phones', exact: true }).getByRole('article').first());
      await page.goto(AVAILABLE_PHONE);
      await shoot(page, viewport, 'product', page.getByRole('heading', { name: 'Specifications' }));
      await page.goto('/blog');
      await shoot(page, viewport, 'blog', page.getByRole('navigation', { name: 'Blog entries' }));
      await page.goto('/register');
      await shoot(page, viewport, 'register', page.getByRole('heading', { name: 'Create your account' }));
      await page.goto('/login');
      await shoot(page, viewport, 'login', page.getByRole('heading', { name: 'Welcome back' }));
      await visitor.close();

      // The buyer: booking modal, their orders, their wishlist.
      const buyer = await signedIn('buyer@recell.test', size);
      await buyer.page.goto(AVAILABLE_PHONE);
      await see(buyer.page.getByRole('heading', { name: 'Specifications' }));
      await buyer.page.getByRole('button', { name: 'Book Now' }).click();
      await shoot(buyer.page, viewport, 'booking-modal', buyer.page.getByRole('button', { name: 'Submit' }), { fullPage: false });
      // Their saved phones' hearts are filled on the cards.
      await buyer.page.goto('/products');
      await shoot(buyer.page, viewport, 'products-buyer', buyer.page.getByRole('button', { name: /^Remove .* from wishlist$/ }).first());
      await buyer.page.goto('/dashboard');
      await shoot(buyer.page, viewport, 'dashboard-my-orders-buyer', buyer.page.getByRole('region', { name: /My bookings/ }).getByText('Galaxy S22 Ultra'));
      await buyer.page.goto('/dashboard/wish-list');
      await shoot(buyer.page, viewport, 'dashboard-wishlist', buyer.page.getByText('OnePlus 11').first());
      await buyer.context.close();

      // The seller: orders on their listings, their products, the add form.
      const seller = await signedIn('seller@recell.test', size);
      await seller.page.goto('/dashboard');
      await shoot(seller.page, viewport, 'dashboard-my-orders-seller', seller.page.getByRole('region', { name: /Bookings on my listings/ }).getByText('Sadia Karim').first());
      await seller.page.goto('/my-products');
      await shoot(seller.page, viewport, 'my-products', seller.page.getByText('Galaxy S21 FE 5G').first());
      // Sold/Available asks first (cancelled here: the screenshots change no data).
      await seller.page.getByRole('button', { name: 'Booked' }).first().click();
      const markSold = seller.page.getByRole('dialog', { name: 'Mark this phone as sold?' });
      await shoot(seller.page, viewport, 'my-products-mark-sold', markSold.getByRole('button', { name: 'Mark as sold' }), { fullPage: false });
      await markSold.getByRole('button', { name: 'Cancel' }).click();
      await gone(markSold);
      await seller.page.goto('/dashboard/add-products');
      await shoot(seller.page, viewport, 'dashboard-add-product', seller.page.getByRole('form', { name: 'Add your product' }));
      await seller.context.close();

      // The admin's tables.
      const admin = await signedIn('admin@recell.test', size);
      await admin.page.goto('/dashboard/users');
      await shoot(admin.page, viewport, 'dashboard-users', admin.page.getByText('Rafiq Islam').first());
      await admin.page.goto('/dashboard/buyers');
      await shoot(admin.page, viewport, 'dashboard-buyers', admin.page.getByText('Sadia Karim').first());
      await admin.page.goto('/dashboard/sellers');
      await shoot(admin.page, viewport, 'dashboard-sellers', admin.page.getByText('Tanvir Ahmed').first());
      await admin.context.close();
    });
  }
});
