import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../scripts/lib/firebase-admin';
import { expectAccessible, launchBrowser, newContext, PHONE, webUrl } from './support/browser';
import { api, freshImei, hydrated, logIn, runStamp, see, watchPage } from './support/journey';
import { idTokenOf } from './support/api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A seed photo (the iPhone 12's), for the listing the seller puts up through the API. */
const SEED_PHOTO = '/api/images/2ec92607-aa8d-4513-98ab-3b4c97117707-1200.webp';

/** The installable app's web app manifest, as the page links it, with what an install needs. */
interface WebAppManifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('saved searches', () => {
  it('a buyer saves a search and turns on alerts; a seller lists a matching phone; the buyer is told and pushed; the app installs and opens offline', async () => {
    // A word only this run's phone carries, so the search finds it alone.
    const word = `Zenfone${runStamp()}`;
    const context = await newContext(browser, PHONE, { serviceWorker: true });
    // The browser's own notification question is answered yes, as a person tapping Allow.
    await context.grantPermissions(['notifications'], { origin: webUrl() });
    const buyer = await context.newPage();
    const watch = watchPage(buyer, 'saved-searches-buyer');
    await logIn(buyer, 'buyer@recell.test');

    await buyer.goto(`/products?q=${word}`);
    await buyer.getByRole('button', { name: 'Save this search' }).click();
    const form = buyer.getByRole('form', { name: 'Save this search' });
    expect(await form.getByLabel('Name').inputValue()).toBe(word);
    await form.getByLabel('Alerts').selectOption('instantly');
    await form.getByRole('button', { name: 'Save search' }).click();
    await see(buyer.getByRole('link', { name: 'Saved. Manage your saved searches' }));
    // Only now, having asked to be told, is the buyer offered pushes on this device.
    const offer = buyer.getByRole('complementary', { name: 'Get alerts on this device?' });
    await see(offer);
    await expectAccessible(buyer, 'phone list with a saved search and the push offer');
    await offer.getByRole('button', { name: 'Turn on alerts' }).click();
    await see(buyer.getByText('Alerts are on for this device'));

    // seller@recell.test (established) lists a matching phone: live at once, so the search's alert follows.
    const { insertedId } = await api<{ insertedId: string }>(await idTokenOf('seller@recell.test'), 'POST', '/products', {
      category_name: 'apple',
      condition_type: 'good',
      mobile_number: '+8801711482630',
      location: 'Uttara, Dhaka',
      description: 'Light scratches on the back, battery replaced last year.',
      purchase_year: 2023,
      price: 31000,
      used_duration: '1 year',
      storage_gb: 128,
      ram_gb: 6,
      battery_health: 91,
      attested: true,
      imei: freshImei(),
      photos: [SEED_PHOTO],
      phone_details: { phone_name: `iPhone 12 ${word}`, phone_img: SEED_PHOTO, phone_camera: '12 MP', phone_processor: 'A14 Bionic' },
    });

    // The alert is an event handled a moment after the listing; the bell's count is read again on a new page.
    const notificationId = `seed-buyer_saved_search_match_${insertedId}`;
    await expect.poll(async () => (await db().collection('notifications').doc(notificationId).get()).exists, { timeout: 30_000 }).toBe(true);
    await buyer.goto('/dashboard/saved-searches');
    const card = buyer.getByRole('listitem', { name: word });
    await see(card.getByText('1 phone now'));
    await buyer.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const alert = buyer.getByRole('dialog', { name: 'Notifications' }).getByText(`New match for "${word}"`);
    await see(alert);
    await alert.click();
    await buyer.waitForURL((url) => url.pathname === `/displayProducts/${insertedId}`);

    // The push the server sent this device, as the local stack records it (FCM is out of reach).
    await buyer.goto('/dev/pushes');
    const push = buyer.getByRole('listitem', { name: `New match for "${word}"` });
    await see(push);
    await see(push.getByText(/^Device local-device-/));
    await see(push.getByText(`Opens /displayProducts/${insertedId}`));
    await push.getByRole('link', { name: 'Open the listing' }).click();
    await buyer.waitForURL((url) => url.pathname === `/displayProducts/${insertedId}`);

    // Installable: a manifest with what an install needs, and a service worker controlling the page.
    const manifest = await buyer.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as unknown) : null;
    });
    expect(manifest).toMatchObject({ name: expect.stringContaining('ReCell'), start_url: '/', display: 'standalone' });
    const icons = (manifest as WebAppManifest).icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) expect((await fetch(`${webUrl()}${icon.src}`)).headers.get('content-type')).toBe('image/png');
    await buyer.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await buyer.goto('/');
    await buyer.reload();
    expect(await buyer.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Offline, home still opens from the app shell and the copy the worker kept.
    await context.setOffline(true);
    await buyer.reload();
    await see(buyer.getByRole('link', { name: 'Buy now' }).first());
    await hydrated(buyer);
    // Any other page offline is the offline page, in the page's language; the Bangla home opens too.
    await buyer.goto('/products');
    await see(buyer.getByRole('heading', { name: 'You are offline' }));
    await context.setOffline(false);
    await buyer.goto('/bn');
    await hydrated(buyer);
    await context.setOffline(true);
    await buyer.reload();
    await see(buyer.getByRole('link', { name: 'এখনই কিনুন' }).first());
    // After a Bangla page, the Bangla offline page is written in its web font, not in whatever the device has.
    await buyer.goto('/bn/products');
    await see(buyer.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' }));
    expect(await buyer.getAttribute('html', 'lang')).toBe('bn');
    const bengaliFaces = await buyer.evaluate(async () => {
      const fonts = await document.fonts.ready;
      return [...fonts].filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Bengali').map((face) => `${face.weight} ${face.status}`);
    });
    expect(bengaliFaces).toEqual(['400 loaded', '700 loaded']);
    await context.setOffline(false);
    watch.expectNoErrors();
    await context.close();
  });
});
