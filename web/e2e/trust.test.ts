import type { Browser, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../scripts/lib/firebase-admin';
import { expectAccessible, launchBrowser, newContext, PHONE, webUrl } from './support/browser';
import { allCards, api, freshImei, hydrated, logIn, onPath, photoFile, runStamp, see, watchPage } from './support/journey';
import { fillSaleDetails } from './support/listing-form';
import { idTokenOf } from './support/api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A small market for one model, listed through the API as a seller would (so its statistics are
 * the API's own): three phones at 42,000, 45,000 and 48,000, each with its own IMEI.
 */
async function listComparables(model: string, storage: number, photo: string): Promise<void> {
  const token = await idTokenOf('seller@recell.test');
  for (const price of [42000, 45000, 48000]) {
    await api(token, 'POST', '/products', {
      category_name: 'samsung',
      condition_type: 'good',
      mobile_number: '+8801711000333',
      location: 'Gulshan 1, Dhaka',
      description: 'Works well, light marks on the frame.',
      purchase_year: 2024,
      price,
      used_duration: '1 year',
      storage_gb: storage,
      ram_gb: 8,
      battery_health: 88,
      attested: true,
      imei: freshImei(),
      photos: [photo],
      phone_details: { phone_name: model, phone_camera: '50 MP', phone_processor: 'Exynos 2400' },
    });
  }
  // The statistics count a listing through its event, a moment after the listing answers (on the
  // local stack the Tasks emulator's first dispatch can take seconds): the market is made once they do.
  const guide = `${webUrl()}/api/products/price-guide?model=${encodeURIComponent(model)}&storage=${storage}`;
  await expect
    .poll(async () => ((await (await fetch(guide)).json()) as { count: number }).count, { timeout: 60_000, interval: 500 })
    .toBe(3);
}

/**
 * The uploads of a page, by the name of the file sent: what the API stored each one as. The files are
 * named in the order they were picked (`names`), and their requests leave in that order; the
 * multipart body itself is not readable here (Chromium streams it).
 */
function watchUploads(page: Page, names: readonly string[]): Map<string, string> {
  const uploaded = new Map<string, string>();
  const sent: Request[] = [];
  const isUpload = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/images';
  page.on('request', (request: Request) => {
    if (isUpload(request)) sent.push(request);
  });
  page.on('response', async (response: Response) => {
    if (!isUpload(response.request())) return;
    const name = names[sent.indexOf(response.request())];
    const body = (await response.json().catch(() => null)) as { data?: { display_url?: string } } | null;
    if (name && body?.data?.display_url) uploaded.set(name, body.data.display_url);
  });
  return uploaded;
}

const trustScoresOn = async (page: Page) =>
  (await page.getByRole('list', { name: 'All phones', exact: true }).getByText(/^Trust \d+\/100$/).allTextContents()).map((text) => Number(/\d+/.exec(text)![0]));

describe('listings people can trust', () => {
  it('a verified seller lists a phone with three photos, IMEI and battery, guided on price; a buyer sees why to trust it and sorts by trust', async () => {
    const stamp = runStamp();
    // A model of this run only, so its market is the one made here.
    const model = `Galaxy S24 ${stamp}`;
    const seedPhoto = (await db().collection('products').doc('seed-galaxy-s23').get()).get('phone_details.phone_img') as string;
    await listComparables(model, 256, seedPhoto);

    const sellerContext = await newContext(browser);
    const seller = await sellerContext.newPage();
    const sellerWatch = watchPage(seller, 'trust-seller');
    const uploads = watchUploads(seller, ['front.png', 'back.png', 'side.png']);
    await logIn(seller, 'seller@recell.test');
    await seller.goto('/dashboard/add-products');
    const form = seller.getByRole('form', { name: 'Add your product' });
    await see(form);

    // The price guide answers as the model is typed and the storage picked.
    await form.getByLabel('Phone name').pressSequentially(model, { delay: 20 });
    await form.getByRole('combobox', { name: 'Storage' }).click();
    await seller.getByRole('option', { name: '256 GB' }).click();
    await see(form.getByText(/^Similar phones: ৳[\d,]+ – ৳[\d,]+ · median ৳[\d,]+ \(\d+ phones\)$/));

    await form.getByLabel('RAM').fill('8');
    await form.getByLabel('Battery health').fill('92');
    await form.getByLabel(/^Camera\W*$/).fill('50 MP triple');
    await form.getByLabel('Processor').fill('Exynos 2400');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await seller.getByRole('option', { name: 'Samsung' }).click();
    // Each grade's definition is the option's help, and the chosen one's shows under the field.
    await form.getByRole('combobox', { name: 'Condition' }).click();
    await see(seller.getByRole('option', { name: /Excellent.*no visible marks at arm’s length/ }));
    await seller.getByRole('option', { name: /^Good/ }).click();
    await see(form.getByText('Light signs of use; no screen scratches visible when the screen is on.'));

    // A typo in the IMEI is caught before sending, with the API's own words.
    const imei = freshImei();
    await form.getByLabel('IMEI').fill(`${imei.slice(0, 14)}${(Number(imei[14]) + 1) % 10}`);
    await see(form.getByText('Dial *#06# on the phone to see its 15-digit IMEI. Buyers see only the last 4 digits.'));

    // Three photos upload at once, each with its own progress; the third is dragged to the cover.
    await form.getByLabel('Photos of the phone').setInputFiles([
      await photoFile('front', '#0ea5e9'),
      await photoFile('back', '#22c55e'),
      await photoFile('side', '#f97316'),
    ]);
    const tiles = form.getByRole('list', { name: 'Chosen photos' }).locator('[data-photo]');
    await see(form.getByText('3 of 6'));
    await expect.poll(() => form.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
    await tiles.nth(2).dragTo(tiles.nth(0));
    await see(tiles.nth(0).getByRole('img', { name: 'side.png' }));
    expect(await tiles.nth(0).getAttribute('aria-label')).toBe('Photo 1 of 3, the cover');
    // And back with the buttons, then made the cover again with its star: the keyboard's way.
    await tiles.nth(0).getByRole('button', { name: 'Move photo 1 later' }).click();
    await see(tiles.nth(1).getByRole('img', { name: 'side.png' }));
    await tiles.nth(1).getByRole('button', { name: 'Make photo 2 the cover' }).click();
    await see(tiles.nth(0).getByRole('img', { name: 'side.png' }));

    await fillSaleDetails(form, { price: '39000', purchaseYear: '2024', usedFor: '8 months', location: 'Banani, Dhaka', description: 'Three photos: front, back and side. Battery at 92 %, box and charger included.' });
    await form.getByRole('button', { name: 'Add product' }).click();
    await see(form.getByText('This IMEI is not valid — check the digits'));
    await see(form.getByText('Confirm that the phone meets every condition of its grade.'));
    await form.getByLabel('IMEI').fill(imei);
    const checklist = form.getByRole('group', { name: 'Every grade means' });
    for (const box of await checklist.getByRole('checkbox').all()) await box.check();
    await expectAccessible(seller, 'add product (trust)');
    await form.getByRole('button', { name: 'Add product' }).click();
    await see(seller.getByText('Product added successfully'));
    await onPath(seller, '/my-products');

    // Stored cover first: the side photo, then front and back; the IMEI only as its last four digits.
    // (The local Firestore emulator cannot filter on a nested field: the listings are read and picked here.)
    const stored = (await db().collection('products').where('price', '==', 39000).get()).docs
      .map((doc) => doc.data())
      .find((listing) => listing.phone_details.phone_name === model)!;
    expect(stored.photos).toEqual([uploads.get('side.png'), uploads.get('front.png'), uploads.get('back.png')]);
    expect(stored.phone_details.phone_img).toBe(uploads.get('side.png'));
    expect(stored.imei_last4).toBe(imei.slice(-4));
    expect(JSON.stringify(stored)).not.toContain(imei);
    sellerWatch.expectNoErrors();
    await sellerContext.close();

    // A buyer on a phone: the listing's gallery, the trust breakdown, the IMEI check and the price badge.
    const buyerContext = await newContext(browser, PHONE);
    const buyer = await buyerContext.newPage();
    const buyerWatch = watchPage(buyer, 'trust-buyer');
    await logIn(buyer, 'buyer@recell.test');
    await buyer.goto(`/displayProducts/${stored._id}`);
    const gallery = buyer.getByRole('region', { name: `Photos of ${model}` });
    await see(gallery);
    const thumbnails = gallery.getByRole('list', { name: 'Choose a photo' }).getByRole('button');
    expect(await thumbnails.count()).toBe(3);
    // A swipe scrolls the track a photo along; the thumbnails follow.
    await gallery.getByTestId('gallery-track').evaluate((track) => track.scrollTo({ left: track.clientWidth, behavior: 'instant' }));
    await expect.poll(() => thumbnails.nth(1).getAttribute('aria-current')).toBe('true');
    await see(buyer.getByText('Great price').first());
    await see(buyer.getByText('A great price: 13 % below the median.'));
    await see(buyer.getByText(/^3 similar phones sold or listed for ৳[\d,]+ – ৳[\d,]+, median ৳45,000\.$/));
    const breakdown = buyer.getByRole('region', { name: /^Why \d+\?$/ });
    await see(breakdown);
    const reasons = breakdown.getByRole('list', { name: 'Trust score reasons' });
    await see(reasons.getByText('Seller verified by ReCell'));
    await see(reasons.getByText('3 or more photos'));
    await see(buyer.getByRole('heading', { name: `IMEI •••• ${imei.slice(-4)}, checked format` }));
    await see(buyer.getByText('Not checked against carrier blacklists'));
    await buyer.getByRole('button', { name: 'What does Good mean?' }).click();
    await see(buyer.getByText('The seller confirmed each of these when listing this phone.'));
    await expectAccessible(buyer, 'product page (trust)');

    // Full screen, and the arrow keys on a desktop.
    await buyer.setViewportSize({ width: 1440, height: 900 });
    await gallery.getByRole('button', { name: 'Show photo 1 of 3' }).click();
    await gallery.getByTestId('gallery-track').focus();
    await buyer.keyboard.press('ArrowRight');
    await expect.poll(() => thumbnails.nth(1).getAttribute('aria-current')).toBe('true');
    await gallery.getByRole('button', { name: 'View full screen' }).click();
    const zoom = buyer.getByRole('dialog', { name: `Photos of ${model}, full screen` });
    await see(zoom.getByRole('img', { name: `${model}, photo 2 of 3` }));
    await buyer.keyboard.press('ArrowRight');
    await see(zoom.getByRole('img', { name: `${model}, photo 3 of 3` }));
    await buyer.keyboard.press('Escape');
    await expect.poll(() => zoom.count()).toBe(0);

    // All phones, most trusted first: the cards' trust badges never go up.
    await buyer.goto('/products');
    await see(buyer.getByRole('list', { name: 'All phones', exact: true }).getByRole('article').first());
    await hydrated(buyer);
    await buyer.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most trusted' });
    await buyer.waitForURL((url) => url.searchParams.get('sort') === 'trusted');
    await allCards(buyer);
    await expect.poll(async () => (await trustScoresOn(buyer)).length).toBeGreaterThan(3);
    await allCards(buyer);
    const scores = await trustScoresOn(buyer);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await expectAccessible(buyer, 'products sorted by trust');
    buyerWatch.expectNoErrors();
    await buyerContext.close();
  });
});
