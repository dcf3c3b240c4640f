import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startStack } from '../../scripts/lib/stack';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { gone, hydrated, logIn, photoFile, see } from './support/journey';
import { makeMeetupOrders, type MeetupOrders } from './support/meetups';
import { makeOfferStates } from './support/offers';

/**
 * Screenshots of every main screen at a phone and a desktop width, for people to look at:
 * `npm run screenshots` (at the root) starts the whole stack fresh from the seed, takes them into
 * web/e2e/screenshots/ (which git ignores) and stops the stack. The stack uses the fixed ports
 * of firebase.json, so the npm script holds the machine's stack lock (flock
 * /tmp/recell-stack.lock) while it runs; run this file directly only under that lock.
 */
const OUT_DIR = new URL('./screenshots/', import.meta.url).pathname;

/**
 * `--only profile,sellers` takes only the screens whose name contains one of the words (the
 * journey still walks every screen, so each is reached as usual); without it, every screen.
 */
const onlyArgument = process.argv.indexOf('--only');
const ONLY = onlyArgument >= 0 ? (process.argv[onlyArgument + 1] ?? '').split(',').filter(Boolean) : [];

/** A listing that stays available in the seed (nobody's journey books it). */
const AVAILABLE_PHONE = '/displayProducts/seed-galaxy-note20-ultra';
/** A listing with three photos, its IMEI and a fair price among three other Galaxy S23 256 GB in the seed. */
const TRUSTED_PHONE = '/displayProducts/seed-galaxy-s23-lavender';
/** buyer@'s conversations with seller@ about the seed's countered offer and about makeOfferStates' declined one. */
const COUNTERED_THREAD = 'seed-oneplus-11_seed-buyer';
const DECLINED_THREAD = 'seed-huawei-p30-pro_seed-buyer';
/** seller@recell.test's listing whose price dropped a day before the seed's date. */
const DROPPED_PHONE = 'seed-galaxy-s21-fe';

/** The narrowest phones still common, the usual phone, and a laptop; each file is named after its width. */
const SMALL_PHONE = { width: 360, height: 780 };
const VIEWPORTS = [
  { name: 'phone-360', size: SMALL_PHONE },
  { name: 'phone-390', size: PHONE },
  { name: 'desktop-1440', size: DESKTOP },
] as const;

/** `--widths 390,1440` takes only the viewports of those widths; without it, all three. */
const widthsArgument = process.argv.indexOf('--widths');
const WIDTHS = widthsArgument >= 0 ? (process.argv[widthsArgument + 1] ?? '').split(',').map(Number) : [];
const viewportsWanted = VIEWPORTS.filter(({ size }) => WIDTHS.length === 0 || WIDTHS.includes(size.width));

/**
 * `--lang bn`: the main screens in Bangla instead, reached by their /bn addresses as each account
 * (the walk above finds its screens by their English words).
 */
const LANG_BN = process.argv.includes('--lang') && process.argv[process.argv.indexOf('--lang') + 1] === 'bn';

/** The Bangla pass's screens: who looks, and at which English address (the pass puts /bn before it). */
const BANGLA_SCREENS: { account: string | null; screens: Record<string, string> }[] = [
  {
    account: null,
    screens: { home: '/', products: '/products', category: '/categories/Samsung', product: TRUSTED_PHONE, login: '/login', register: '/register', blog: '/blog', terms: '/terms' },
  },
  {
    account: 'buyer@recell.test',
    screens: {
      'buyer-orders': '/dashboard',
      'buyer-wishlist': '/wishlist',
      'buyer-offers': '/dashboard/offers',
      'buyer-messages': '/dashboard/messages',
      'buyer-saved-searches': '/dashboard/saved-searches',
      'buyer-profile': '/dashboard/profile',
      'buyer-product': AVAILABLE_PHONE,
    },
  },
  {
    account: 'seller@recell.test',
    screens: { 'seller-my-products': '/my-products', 'seller-add-product': '/dashboard/add-products', 'seller-orders': '/dashboard', 'seller-offers': '/dashboard/offers?side=seller' },
  },
  {
    account: 'admin@recell.test',
    screens: { 'admin-users': '/dashboard/users', 'admin-sellers': '/dashboard/sellers', 'admin-review': '/dashboard/review', 'admin-reports': '/dashboard/reports', 'admin-disputes': '/dashboard/disputes' },
  },
];

async function visitor(browser: Browser, baseURL: string, size: Size): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, size, baseURL);
  return { context, page: await context.newPage() };
}

async function shootInBangla(browser: Browser, baseURL: string, viewport: string, size: Size): Promise<void> {
  for (const { account, screens } of BANGLA_SCREENS) {
    const { context, page } = account ? await signedIn(browser, baseURL, account, size) : await visitor(browser, baseURL, size);
    for (const [screen, address] of Object.entries(screens)) {
      await page.goto(`/bn${address === '/' ? '' : address}`);
      await hydrated(page);
      // Whatever the screen asks the API for has come (its words are Bangla, so no English locator waits for it).
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await shoot(page, viewport, `bn-${screen}`, page.getByRole('main'));
    }
    await context.close();
  }
}

/** Below MUI's md breakpoint the header's search is an icon that opens the field, and filters sit in a sheet. */
const isPhone = (viewport: string) => viewport.startsWith('phone');

type Size = { width: number; height: number };


async function newContext(browser: Browser, viewport: Size, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL });
  // Long enough for a cold Functions emulator.
  context.setDefaultTimeout(30_000);
  // tsx compiles this file keeping function names (esbuild's keepNames): functions passed to
  // page.evaluate call its __name() helper, which the page has to have too.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return context;
}

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
  // A screen left out still waits for its content: the walk's next step may need what it shows
  // (the reset code exists once "Send reset link" has answered, which its Done button tells).
  await see(ready);
  if (ONLY.length > 0 && !ONLY.some((word) => screen.includes(word))) return;
  await gone(page.getByRole('status', { name: 'Loading your account' }));
  await settle(page);
  // Sections that load when scrolled to (settle has scrolled past them).
  if (belowTheFold.length > 0) {
    for (const section of belowTheFold) await see(section);
    await settle(page);
  }
  // A grid drawn in stages paints only the cards near the screen (content-visibility, product-card.module.css);
  // a whole page at once shows them all, as scrolling does.
  await page.screenshot({ path: `${OUT_DIR}${viewport}-${screen}.png`, fullPage, style: fullPage ? '* { content-visibility: visible !important; }' : undefined });
}

/** The newest password-reset code the Auth emulator keeps for this email (it sends no mail). */
async function resetCodeFor(email: string): Promise<string> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/demo-recell/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'PASSWORD_RESET').at(-1)?.oobCode;
  if (!code) throw new Error(`no password reset code for ${email}`);
  return code;
}

async function signedIn(browser: Browser, baseURL: string, email: string, size: Size): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, DESKTOP, baseURL);
  const page = await context.newPage();
  // The header hides Logout in the menu on phones: sign in at desktop width, then narrow the window.
  await logIn(page, email);
  await page.setViewportSize(size);
  return { context, page };
}

/**
 * Add Product part filled in, as a seller sees it while listing: a model the seed lists (so the
 * price guide answers), its storage, a grade with its definition, three photos uploaded.
 */
async function fillAddProduct(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Add your product' });
  await form.getByLabel('Phone name').fill('Galaxy S23');
  await form.getByRole('combobox', { name: 'Storage' }).click();
  await page.getByRole('option', { name: '256 GB' }).click();
  await form.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: /^Good/ }).click();
  await form.getByLabel('IMEI').fill('490154203237518');
  await form.getByRole('group', { name: 'Every grade means' }).getByRole('checkbox').first().check();
  await form.getByLabel('Photos of the phone').setInputFiles([
    await photoFile('front', '#0ea5e9'),
    await photoFile('back', '#22c55e'),
    await photoFile('side', '#f97316'),
  ]);
  await see(form.getByText('3 of 6'));
  await gone(form.getByRole('progressbar').first());
}

/** The search: suggestions under the header's field, a filtered list, the phone's filter sheet, no matches. */
async function shootSearch(page: Page, viewport: string): Promise<void> {
  const banner = page.getByRole('banner');
  if (isPhone(viewport)) await banner.getByRole('button', { name: 'Search phones' }).click();
  const field = banner.getByRole('combobox', { name: 'Search phones' });
  await field.click();
  await field.pressSequentially('gal', { delay: 30 });
  await shoot(page, viewport, 'header-search', page.getByRole('listbox').getByRole('option').first(), { fullPage: false });
  await page.goto('/products?q=galaxy&condition=good,excellent&maxPrice=70000&sort=price_asc');
  await shoot(page, viewport, 'products-filtered', page.getByRole('list', { name: 'Active filters' }));
  if (isPhone(viewport)) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    await shoot(page, viewport, 'products-filter-sheet', page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: /^Show/ }), { fullPage: false });
  }
  await page.goto('/categories/apple?maxPrice=1000');
  await shoot(page, viewport, 'products-empty', page.getByRole('link', { name: 'Clear filters' }));
}

/** The order page in each status, from the side that has something to do, and the safety card. */
async function shootMeetups(browser: Browser, baseURL: string, viewport: string, size: Size, orders: MeetupOrders): Promise<void> {
  const buyer = await signedIn(browser, baseURL, 'buyer@recell.test', size);
  const status = (page: Page) => page.getByRole('region', { name: 'Order status' });
  await buyer.page.goto(`/dashboard/orders/${orders.booked}`);
  await shoot(buyer.page, viewport, 'order-booked-buyer', buyer.page.getByText(/The seller has \d+ hours to answer/));
  await buyer.page.goto(`/dashboard/orders/${orders.accepted}`);
  await shoot(buyer.page, viewport, 'order-accepted-buyer', buyer.page.getByRole('region', { name: 'Your handover code' }));
  await buyer.page.getByRole('button', { name: 'Share a safety card' }).click();
  await shoot(buyer.page, viewport, 'order-accepted-buyer-safety-card', buyer.page.getByRole('textbox', { name: 'Link for your friend' }));
  await buyer.page.goto(`/dashboard/orders/${orders.completed}`);
  await shoot(buyer.page, viewport, 'order-completed-buyer', status(buyer.page).getByText('Completed', { exact: true }).first());
  await buyer.page.goto(`/dashboard/orders/${orders.declined}`);
  await shoot(buyer.page, viewport, 'order-declined-buyer', status(buyer.page).getByText('The seller declined', { exact: true }));
  await buyer.page.goto(`/dashboard/orders/${orders.expired}`);
  await shoot(buyer.page, viewport, 'order-expired-buyer', status(buyer.page).getByText('Expired', { exact: true }).first());
  await buyer.page.goto('/dashboard');
  await shoot(buyer.page, viewport, 'dashboard-my-orders-meetups-buyer', buyer.page.getByRole('region', { name: /My bookings/ }).getByText('Huawei Mate 40 Pro'));
  await buyer.context.close();

  const seller = await signedIn(browser, baseURL, 'seller@recell.test', size);
  await seller.page.goto(`/dashboard/orders/${orders.booked}`);
  await shoot(seller.page, viewport, 'order-booked-seller', seller.page.getByRole('radiogroup', { name: 'Pick a time' }));
  await seller.page.goto(`/dashboard/orders/${orders.accepted}`);
  await shoot(seller.page, viewport, 'order-accepted-seller', seller.page.getByRole('heading', { name: 'Complete the handover' }));
  await seller.page.goto(`/dashboard/orders/${orders.cancelled}`);
  await shoot(seller.page, viewport, 'order-cancelled-seller', seller.page.getByText('Cancelled by the buyer'));
  await seller.page.goto(`/dashboard/orders/${orders.completed}`);
  await shoot(seller.page, viewport, 'order-completed-seller', status(seller.page).getByText('Completed', { exact: true }).first());
  await seller.context.close();

  const friend = await newContext(browser, size, baseURL);
  const page = await friend.newPage();
  await page.goto(`/meetup/${orders.cardToken}`);
  await shoot(page, viewport, 'meetup-safety-card', page.getByRole('heading', { name: /A phone handover/ }));
  await page.goto('/meetup/no-such-card-000000000000000000');
  await shoot(page, viewport, 'meetup-safety-card-gone', page.getByRole('heading', { name: 'This safety card is not available' }));
  await friend.close();
}

/** The safety card of the seed's meetup at a safe spot, shared from its order page, as the friend opens it. */
async function shootSafetyCardAtSpot(browser: Browser, baseURL: string, page: Page, viewport: string, size: Size): Promise<void> {
  if (ONLY.length > 0 && !ONLY.some((word) => 'meetup-safety-card-at-spot'.includes(word))) return;
  await page.getByRole('button', { name: 'Share a safety card' }).click();
  const link = await page.getByRole('textbox', { name: 'Link for your friend' }).inputValue();
  await page.keyboard.press('Escape');
  const friend = await newContext(browser, size, baseURL);
  const card = await friend.newPage();
  await card.goto(new URL(link).pathname);
  await shoot(card, viewport, 'meetup-safety-card-at-spot', card.getByRole('link', { name: /Open the map/ }));
  await friend.close();
}

/**
 * The buyer asks about a phone from its page (so the seller's inbox has a thread at each width),
 * and the seller's public profile is shot from the product page's link.
 */
async function askTheSeller(page: Page, viewport: string): Promise<void> {
  await page.goto(AVAILABLE_PHONE);
  await see(page.getByRole('heading', { name: 'Specifications' }));
  const profileLink = page.getByRole('main').locator('a[href^="/sellers/"]').first();
  const profilePath = await profileLink.getAttribute('href');
  await page.getByRole('button', { name: 'Ask the seller' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard/messages/'));
  const field = page.getByRole('textbox', { name: 'Message' });
  // Each width after the first reopens the same thread: its earlier messages load first, and the
  // ones sent now are the last of their text.
  await see(page.getByRole('log', { name: 'Messages' }));
  for (const text of [
    'Hello! Is the Note20 Ultra still available? Does the S Pen work well?',
    'Also, could we meet near Gulshan 1 on Saturday afternoon?',
  ]) {
    await field.fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await see(page.getByRole('log', { name: 'Messages' }).getByText(text).last());
  }
  await shoot(page, viewport, 'messages-thread-buyer', page.getByRole('log', { name: 'Messages' }).getByText(/Gulshan/).last(), { fullPage: false });
  if (profilePath) {
    await page.goto(profilePath);
    await shoot(page, viewport, 'seller-profile', page.getByRole('heading', { name: /Phones on sale/ }));
  }
  // The seed's seller with reviews (seller@recell.test), whose phones appear on the home page's cards.
  await page.goto('/displayProducts/seed-galaxy-s21-fe');
  const sellerLink = page.getByRole('main').locator('a[href^="/sellers/"]').first();
  await see(sellerLink);
  await sellerLink.click();
  await shoot(page, viewport, 'seller-profile-rated', page.getByRole('heading', { name: /Phones on sale/ }));
}

/**
 * Offers: the buyer's form on a phone's page, their pending and accepted offers there, and both
 * sides' offers in the dashboard, in every state (the seed's, and makeOfferStates').
 */
async function shootOffers(browser: Browser, baseURL: string, viewport: string, size: Size): Promise<void> {
  const buyer = await signedIn(browser, baseURL, 'buyer@recell.test', size);
  await buyer.page.goto(AVAILABLE_PHONE);
  await buyer.page.getByRole('button', { name: 'Make an offer' }).click();
  const form = buyer.page.getByRole('form', { name: 'Make an offer' });
  await form.getByLabel(/Your price/).fill('17000');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await shoot(buyer.page, viewport, 'product-offer-form', form.getByText(/^Offer at least/));
  await buyer.page.goto('/displayProducts/seed-huawei-mate-40-pro');
  await shoot(buyer.page, viewport, 'product-offer-pending', buyer.page.getByText(/^Your offer of/));
  await buyer.page.goto('/displayProducts/seed-galaxy-s23-green');
  await shoot(buyer.page, viewport, 'product-offer-accepted', buyer.page.getByRole('button', { name: /^Book now at/ }));
  await buyer.page.goto('/dashboard/offers?side=buyer');
  await shoot(buyer.page, viewport, 'dashboard-offers-buyer', buyer.page.getByText('Expired').first());
  await buyer.page.getByRole('button', { name: /^Counter ৳60,000/ }).click();
  await shoot(buyer.page, viewport, 'dashboard-offers-counter-dialog', buyer.page.getByRole('dialog', { name: /^Counter/ }), { fullPage: false });
  await buyer.page.keyboard.press('Escape');
  // The haggling in the pair's conversation, in each side's words: the seed's counter, and a declined offer.
  await buyer.page.goto(`/dashboard/messages/${COUNTERED_THREAD}`);
  await shoot(buyer.page, viewport, 'messages-thread-offer-buyer', buyer.page.getByRole('log', { name: 'Messages' }).getByText(/countered with/), { fullPage: false });
  await buyer.page.goto(`/dashboard/messages/${DECLINED_THREAD}`);
  await shoot(buyer.page, viewport, 'messages-thread-offer-declined-buyer', buyer.page.getByRole('log', { name: 'Messages' }).getByText(/declined your/), { fullPage: false });
  await buyer.context.close();

  const seller = await signedIn(browser, baseURL, 'seller@recell.test', size);
  await seller.page.goto('/dashboard/offers');
  await shoot(seller.page, viewport, 'dashboard-offers-seller', seller.page.getByText('Expired').first());
  await seller.page.goto(`/dashboard/messages/${COUNTERED_THREAD}`);
  await shoot(seller.page, viewport, 'messages-thread-offer-seller', seller.page.getByRole('log', { name: 'Messages' }).getByText(/You countered with/), { fullPage: false });
  await seller.context.close();

  const visitor = await newContext(browser, size, baseURL);
  const page = await visitor.newPage();
  await page.goto('/displayProducts/seed-iphone-15');
  await shoot(page, viewport, 'product-firm-price', page.getByText('Firm price'));
  await page.goto('/displayProducts/seed-galaxy-s23-green');
  await shoot(page, viewport, 'product-reserved-by-offer', page.getByRole('button', { name: 'Already Booked' }));
  await visitor.close();
}

/** Every main screen at one width: a visitor's, then the buyer's, the seller's and the admin's. */
async function shootAll(browser: Browser, baseURL: string, viewport: string, size: Size): Promise<void> {
    // A visitor's screens.
    const visitor = await newContext(browser, size, baseURL);
    const page = await visitor.newPage();
    await page.goto('/');
    await shoot(page, viewport, 'home', page.getByRole('link', { name: 'Buy now' }).first(), {
      belowTheFold: [page.getByRole('list', { name: 'New arrivals' }).getByRole('article').first(), page.getByRole('form', { name: 'Newsletter' })],
    });
    await page.goto('/products');
    await shoot(page, viewport, 'products', page.getByRole('list', { name: 'All phones', exact: true }).getByRole('article').first());
    await shootSearch(page, viewport);
    await page.goto(AVAILABLE_PHONE);
    await shoot(page, viewport, 'product', page.getByRole('heading', { name: 'Specifications' }));
    await page.goto(TRUSTED_PHONE);
    await see(page.getByRole('heading', { name: 'Specifications' }));
    await page.getByRole('button', { name: /^What does .* mean\?$/ }).click();
    await shoot(page, viewport, 'product-trust', page.getByText('Every grade also means'), { belowTheFold: [page.getByRole('heading', { name: /checked format|No IMEI given/ })] });
    await page.getByRole('button', { name: 'View full screen' }).click();
    await shoot(page, viewport, 'product-zoom', page.getByRole('dialog').getByRole('img'), { fullPage: false });
    await page.keyboard.press('Escape');
    await page.goto('/products?sort=trusted');
    await shoot(page, viewport, 'products-most-trusted', page.getByRole('list', { name: 'All phones', exact: true }).getByRole('article').first());
    await page.goto(`/displayProducts/${DROPPED_PHONE}`);
    await shoot(page, viewport, 'product-price-drop', page.getByText('Price dropped'));
    await page.goto('/register');
    await shoot(page, viewport, 'register', page.getByRole('heading', { name: 'Create your account' }));
    await page.getByRole('combobox', { name: 'I want to' }).click();
    await page.getByRole('option', { name: 'Sell phones (Seller)' }).click();
    await shoot(page, viewport, 'register-seller', page.getByText('An admin verifies every seller before they can list phones.'));
    await page.goto('/login');
    await shoot(page, viewport, 'login', page.getByRole('heading', { name: 'Welcome back' }));
    await page.getByLabel('Email').fill('buyer@recell.test');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await shoot(page, viewport, 'login-forgot-password', page.getByRole('button', { name: 'Send reset link' }), { fullPage: false });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await shoot(page, viewport, 'login-forgot-password-sent', page.getByRole('button', { name: 'Done' }), { fullPage: false });
    await page.goto(`/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(await resetCodeFor('buyer@recell.test'))}`);
    await shoot(page, viewport, 'reset-password', page.getByRole('heading', { name: 'Choose a new password' }));
    await visitor.close();

    // The buyer: a question to the seller, booking modal, their orders, their wishlist.
    const buyer = await signedIn(browser, baseURL, 'buyer@recell.test', size);
    await askTheSeller(buyer.page, viewport);
    await buyer.page.goto(AVAILABLE_PHONE);
    await see(buyer.page.getByRole('heading', { name: 'Specifications' }));
    await buyer.page.getByRole('button', { name: 'Book Now' }).click();
    await shoot(buyer.page, viewport, 'booking-modal', buyer.page.getByRole('button', { name: 'Submit' }), { fullPage: false });
    await buyer.page.goto('/dashboard');
    await shoot(buyer.page, viewport, 'dashboard-my-orders-buyer', buyer.page.getByRole('region', { name: /My bookings/ }).getByText('Galaxy S22 Ultra'));
    // Safer deals: the accepted meetup at a safe spot, a disputed handover, and Report a problem on yesterday's.
    await buyer.page.goto('/dashboard/orders/seed-oneplus-9-pro-1');
    await shoot(buyer.page, viewport, 'order-at-safe-spot-buyer', buyer.page.getByRole('region', { name: 'Meetup' }).getByRole('link', { name: 'Open the map (OpenStreetMap)' }));
    await shootSafetyCardAtSpot(browser, baseURL, buyer.page, viewport, size);
    await buyer.page.goto('/dashboard/orders/seed-iphone-xr-0');
    await shoot(buyer.page, viewport, 'order-disputed-buyer', buyer.page.getByRole('region', { name: 'Problems after the handover' }).getByText(/Waiting for the seller/));
    await buyer.page.goto('/dashboard/orders/seed-galaxy-s10-0');
    await buyer.page.getByRole('button', { name: 'Report a problem' }).click();
    await shoot(buyer.page, viewport, 'order-report-problem', buyer.page.getByRole('button', { name: 'Send to ReCell' }));
    await buyer.page.goto('/dashboard/wish-list');
    await shoot(buyer.page, viewport, 'dashboard-wishlist', buyer.page.getByText('OnePlus 11').first());
    // The seed's two saved searches of buyer@, each with what it finds now.
    await buyer.page.goto('/dashboard/saved-searches');
    await shoot(buyer.page, viewport, 'dashboard-saved-searches', buyer.page.getByRole('listitem', { name: 'Samsung with 256 GB' }).getByText(/phones? now$/));
    await buyer.page.goto('/dashboard/profile');
    await shoot(buyer.page, viewport, 'dashboard-profile', buyer.page.getByRole('form', { name: 'Your profile' }));
    await buyer.context.close();

    // The seed's one account without a verified number (the admin): Profile's Phone number section, then its code step (nothing is linked).
    const unverifiedPhone = await signedIn(browser, baseURL, 'admin@recell.test', size);
    await unverifiedPhone.page.goto('/dashboard/profile');
    const phoneSection = unverifiedPhone.page.getByRole('region', { name: 'Phone number' });
    await shoot(unverifiedPhone.page, viewport, 'dashboard-profile-phone-number', phoneSection.getByRole('button', { name: 'Send code' }));
    await phoneSection.getByLabel('Mobile number').fill('01712 000999');
    await phoneSection.getByRole('button', { name: 'Send code' }).click();
    await shoot(unverifiedPhone.page, viewport, 'dashboard-profile-phone-code', phoneSection.getByLabel('Code'));
    await unverifiedPhone.context.close();

    // The seller: orders on their listings, their products, the add form.
    const seller = await signedIn(browser, baseURL, 'seller@recell.test', size);
    await seller.page.goto('/dashboard');
    await shoot(seller.page, viewport, 'dashboard-my-orders-seller', seller.page.getByRole('region', { name: /Bookings on my listings/ }).getByText('Sadia Karim').first());
    await seller.page.goto('/dashboard/orders/seed-iphone-xr-0');
    await shoot(seller.page, viewport, 'order-disputed-seller', seller.page.getByRole('button', { name: 'Send answer' }));
    await seller.page.goto('/my-products');
    await shoot(seller.page, viewport, 'my-products', seller.page.getByText('Galaxy S21 FE 5G').first());
    await seller.page.goto('/dashboard/add-products');
    await shoot(seller.page, viewport, 'dashboard-add-product', seller.page.getByRole('form', { name: 'Add your product' }));
    await fillAddProduct(seller.page);
    await shoot(seller.page, viewport, 'dashboard-add-product-filled', seller.page.getByTestId('price-guide').getByText(/^Similar phones/));
    // Messages: the inbox, a thread (the buyer asked on the product page), the bell's menu.
    await seller.page.goto('/dashboard/messages');
    await shoot(seller.page, viewport, 'messages-inbox', seller.page.getByRole('list', { name: 'Conversations' }).getByRole('link').first());
    await seller.page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await shoot(seller.page, viewport, 'messages-thread', seller.page.getByRole('log', { name: 'Messages' }).getByText(/./).first(), { fullPage: false });
    await seller.page.goto('/dashboard');
    await seller.page.getByRole('button', { name: /^Notifications/ }).click();
    await shoot(seller.page, viewport, 'notifications-menu', seller.page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Mark all read' }), {
      fullPage: false,
    });
    await seller.page.keyboard.press('Escape');
    await seller.page.goto(`/dashboard/products/${DROPPED_PHONE}/edit`);
    await shoot(seller.page, viewport, 'dashboard-edit-product', seller.page.getByRole('form', { name: 'Edit your product' }));
    await seller.page.goto('/dashboard/products/seed-galaxy-s22-ultra/edit');
    await shoot(seller.page, viewport, 'dashboard-edit-product-booked', seller.page.getByText('This phone cannot be edited now'));
    await seller.context.close();

    // The seller an admin has not verified yet (the seed's request of 20 Nov): Profile, My products, Add Product.
    const newSeller = await signedIn(browser, baseURL, 'newseller@recell.test', size);
    await newSeller.page.goto('/dashboard/profile');
    await shoot(newSeller.page, viewport, 'dashboard-profile-unverified-seller', newSeller.page.getByText('Requested on 20 Nov 2026'));
    await newSeller.page.goto('/my-products');
    await shoot(newSeller.page, viewport, 'my-products-unverified-seller', newSeller.page.getByText('Waiting for verification'));
    await newSeller.page.goto('/dashboard/add-products');
    await shoot(newSeller.page, viewport, 'dashboard-add-product-unverified-seller', newSeller.page.getByText('Requested on 20 Nov 2026'));
    await newSeller.context.close();

    // The admin's tables.
    const admin = await signedIn(browser, baseURL, 'admin@recell.test', size);
    await admin.page.goto('/dashboard/users');
    await shoot(admin.page, viewport, 'dashboard-users', admin.page.getByText('Rafiq Islam').first());
    await admin.page.goto('/dashboard/buyers');
    await shoot(admin.page, viewport, 'dashboard-buyers', admin.page.getByText('Sadia Karim').first());
    await admin.page.goto('/dashboard/sellers');
    await shoot(admin.page, viewport, 'dashboard-sellers', admin.page.getByText('Tanvir Ahmed').first());
    // Moderation: the seed's listing under review, its reported listings, blocked IMEIs, the audit log.
    await admin.page.goto('/dashboard/review');
    await shoot(admin.page, viewport, 'dashboard-review', admin.page.getByRole('button', { name: 'Approve OnePlus Nord CE 4' }));
    await admin.page.goto('/dashboard/reports');
    await shoot(admin.page, viewport, 'dashboard-reports', admin.page.getByRole('region', { name: /^OnePlus 10 Pro, 2 reports$/ }));
    await admin.page.getByRole('button', { name: 'Hide listing OnePlus 10 Pro' }).click();
    await shoot(admin.page, viewport, 'dashboard-reports-hide-dialog', admin.page.getByRole('dialog', { name: 'Hide this listing?' }), { fullPage: false });
    await admin.page.keyboard.press('Escape');
    await admin.page.goto('/dashboard/imei-blocks');
    await shoot(admin.page, viewport, 'dashboard-imei-blocks', admin.page.getByRole('form', { name: 'Block an IMEI' }));
    await admin.page.goto('/dashboard/meetup-spots');
    await shoot(admin.page, viewport, 'dashboard-meetup-spots', admin.page.getByText('Tokyo Square, ground floor').first());
    await admin.page.goto('/dashboard/disputes');
    await shoot(admin.page, viewport, 'dashboard-disputes', admin.page.getByRole('article', { name: 'Dispute about iPhone XR' }));
    await admin.page.goto('/dashboard/audit');
    await shoot(admin.page, viewport, 'dashboard-audit', admin.page.getByRole('heading', { name: 'Audit log' }));
    await admin.context.close();

    // A verified seller without sales: their phone waits for review.
    const freshSeller = await signedIn(browser, baseURL, 'fresh@recell.test', size);
    await freshSeller.page.goto('/my-products');
    await shoot(freshSeller.page, viewport, 'my-products-under-review', freshSeller.page.getByText(/in the queue$/));
    await freshSeller.context.close();
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recell-screenshots-'));
  const stack = await startStack({ fresh: true, dataDir, log: (line) => console.log(`[stack] ${line}`) });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const meetups = !LANG_BN && (ONLY.length === 0 || ONLY.some((word) => /order|meetup/.test(word))) ? await makeMeetupOrders(stack.urls.web) : null;
    await makeOfferStates(stack.urls.web);
    for (const { name, size } of viewportsWanted) {
      console.log(`Screens at ${size.width}×${size.height}…`);
      if (LANG_BN) {
        await shootInBangla(browser, stack.urls.web, name, size);
        continue;
      }
      // `--only order,meetup` goes straight to the meetup screens.
      if (!(ONLY.length > 0 && ONLY.every((word) => /order|meetup/.test(word)))) await shootAll(browser, stack.urls.web, name, size);
      if (meetups) await shootMeetups(browser, stack.urls.web, name, size, meetups);
      await shootOffers(browser, stack.urls.web, name, size);
    }
    console.log(`Screenshots saved in ${OUT_DIR}`);
  } finally {
    await browser?.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
