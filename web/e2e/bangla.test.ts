import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../scripts/lib/firebase-admin';
import { randomBdMobile } from '../../scripts/lib/auth-emulator';
import { registerAccount } from '../../scripts/lib/accounts';
import { expectAccessible, launchBrowser, newContext, PHONE, webUrl } from './support/browser';
import { api, hydrated, logIn, onPath, open, pickMeetingTime, runStamp, see, watchPage } from './support/journey';
import { idTokenOf } from './support/api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The document's language. After a link within the app, the address changes as the next page's
 * data arrives and `<html lang>` with the render that follows, so a check right after a link polls.
 */
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** rahima@recell.test's phone (her account reads Bangla): only this journey books it. */
const RAHIMA_PHONE = { id: 'seed-rahima-nord-ce-2', name: 'OnePlus Nord CE 2 5G', seller: 'Rahima Akter', sellerUid: 'seed-rahima' };

/** The notification of an order of one kind for one person, once its outbox event has been handled. */
async function orderNotification(uid: string, orderId: string, kind: string): Promise<{ _id: string; title: string; body: string } | undefined> {
  const found = await db().collection('notifications').where('uid', '==', uid).where('orderId', '==', orderId).where('kind', '==', kind).get();
  return found.docs[0]?.data() as { _id: string; title: string; body: string } | undefined;
}

/** The email queued with a notification (the mail collection the email extension sends from). */
async function mailOf(notificationId: string): Promise<{ to: string; message: { subject: string; text: string; html: string } } | undefined> {
  const found = await db().collection('mail').where('notificationId', '==', notificationId).get();
  return found.docs[0]?.data() as { to: string; message: { subject: string; text: string; html: string } } | undefined;
}

/** Bengali script and no Latin digits: a text written in Bangla, whatever Latin names it quotes. */
const BANGLA = /^[^0-9]*[\u0980-\u09FF][^0-9]*$/;

/**
 * A reader of Bangla on a phone: switches the header to বাংলা, browses, searches and opens a
 * phone in Bangla at `/bn` addresses, keeps Bangla over a reload and on the bare address, and
 * switches back to English at the unprefixed addresses. A buyer who chose Bangla on Profile books
 * a phone in Bangla, and both sides are told in Bangla, in the app and by email.
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
    await expect.poll(() => lang(page)).toBe('bn');
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
    // The heading follows the address at once; the cards, once the search answers.
    const card = page.getByRole('main').getByRole('article').first();
    await expect.poll(() => card.getAttribute('aria-label')).toContain('Galaxy');
    const phoneName = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('link', { name: phoneName, exact: true }).tap();
    await page.waitForURL((url) => url.pathname.startsWith('/bn/displayProducts/'));
    const productPath = new URL(page.url()).pathname;
    await hydrated(page);
    await expect.poll(() => lang(page)).toBe('bn');

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
    await expect.poll(() => lang(page)).toBe('en');
    await see(page.getByRole('heading', { name: 'New arrivals' }));
    await page.reload();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await see(page.getByRole('heading', { name: 'New arrivals' }));

    watch.expectNoErrors();
    await context.close();
  });

  it('books a phone in Bangla on a phone, keeps Bangla over a reload, and tells the seller and the buyer in Bangla', async () => {
    // A new buyer with a verified number, as booking needs (the number set as the texted code would).
    const buyer = await registerAccount(`${webUrl()}/api`, 'Buyer', `Farzana Haque ${runStamp()}`);
    await auth().updateUser(buyer.uid, { phoneNumber: randomBdMobile() });
    const context = await newContext(browser, PHONE, { touch: true });
    const page = await context.newPage();
    const watch = watchPage(page, 'bangla-booking');
    await logIn(page, buyer.email);

    // Profile's Language section: choosing বাংলা saves it on the account and opens Profile in Bangla.
    await open(page, '/dashboard/profile');
    await page.getByRole('region', { name: 'Language' }).getByRole('radio', { name: 'বাংলা' }).tap();
    // A move within the open page: the address changes a moment before React draws the page in Bangla.
    await onPath(page, '/bn/dashboard/profile');
    await expect.poll(() => lang(page)).toBe('bn');
    await expect.poll(async () => (await db().collection('users').doc(buyer.uid).get()).get('language')).toBe('bn');

    // The phone's page and its booking form, in Bangla.
    const productPath = `/bn/displayProducts/${RAHIMA_PHONE.id}`;
    await open(page, productPath);
    await see(page.getByRole('heading', { level: 1, name: RAHIMA_PHONE.name }));
    await page.getByRole('button', { name: 'এখনই বুক করুন' }).tap();
    const booking = page.getByRole('dialog', { name: new RegExp(RAHIMA_PHONE.name) });
    await see(booking);
    // The price in Bangla digits (where the taka sign stands is lib/format.ts's to decide).
    const price = booking.getByText(/^দাম: /);
    await see(price);
    expect(await price.textContent()).toMatch(/^দাম: (?=.*৳)[০-৯,৳]+\/-$/);
    expect(await booking.getByLabel('আপনার নাম').inputValue()).toBe(buyer.name);
    await booking.getByLabel('সাক্ষাতের জায়গা', { exact: true }).fill('মিরপুর ১০ গোলচত্বর');
    await pickMeetingTime(booking, 'সাক্ষাতের সময় ১', 1, '17:30', { day: 'দিন', time: 'সময়' });
    // The day as a Bangla reader writes it, Bangla digits included.
    const day = await booking.getByLabel('সাক্ষাতের সময় ১: দিন').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.text);
    expect(day).toMatch(BANGLA);
    await booking.getByLabel('বিক্রেতার জন্য বার্তা').fill('বিকেলে দেখা করলে সুবিধা হয়।');
    await expectAccessible(page, 'the Bangla booking form');
    await booking.getByRole('button', { name: 'জমা দিন' }).tap();

    // The confirmation in Bangla, by when the seller answers (in Bangla digits), and back to all phones under /bn.
    await see(page.getByText('অর্ডার নিশ্চিত হয়েছে'));
    // A pointer resting on the toast keeps it while the checks below run on a loaded machine.
    await page.getByRole('button', { name: 'অর্ডার দেখুন' }).hover();
    const answerBy = page.getByText(/^বিক্রেতা .+ পর্যন্ত আপনার দেওয়া একটি সময় মেনে নিতে বা বুকিং ফিরিয়ে দিতে পারবেন। ততক্ষণ কিছুই চূড়ান্ত নয়।$/);
    await see(answerBy);
    expect(await answerBy.textContent()).toMatch(BANGLA);
    await onPath(page, '/bn/products');

    // A reload keeps Bangla; the phone now reads as booked, in Bangla.
    await page.reload();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/bn/products');
    expect(await lang(page)).toBe('bn');
    await see(page.getByRole('heading', { level: 1, name: 'সব ফোন' }));
    await open(page, productPath);
    await see(page.getByRole('button', { name: 'আগেই বুক করা হয়েছে' }));

    // The seller, whose account reads Bangla, is told in Bangla, in the app and by email, with a link to the Bangla page.
    const orderId = (await db().collection('products').doc(RAHIMA_PHONE.id).get()).get('bookedId') as string;
    expect(orderId).toBeTruthy();
    // The outbox's task writes them a moment after the booking.
    await expect.poll(() => orderNotification(RAHIMA_PHONE.sellerUid, orderId, 'booking_requested'), { timeout: 30_000 }).toBeDefined();
    const request = (await orderNotification(RAHIMA_PHONE.sellerUid, orderId, 'booking_requested'))!;
    expect(request).toMatchObject({ title: 'নতুন বুকিং অনুরোধ', body: `${buyer.name} আপনার ${RAHIMA_PHONE.name} কিনতে চান।` });
    await expect.poll(() => mailOf(request._id)).toBeDefined();
    const requestMail = (await mailOf(request._id))!;
    expect(requestMail.to).toBe('rahima@recell.test');
    expect(requestMail.message.subject).toBe('ReCell: নতুন বুকিং অনুরোধ');
    expect(requestMail.message.text).toContain(request.body);
    expect(requestMail.message.text).toContain(`/bn/dashboard/orders/${encodeURIComponent(orderId)}`);
    expect(requestMail.message.html).toContain('ReCell-এ খুলুন');

    // The seller declines (through the API, as her own screen does): the buyer, who chose Bangla, is told in Bangla.
    await api(await idTokenOf('rahima@recell.test'), 'PUT', `/orders/${encodeURIComponent(orderId)}/decline`, { reason: '' });
    await expect.poll(() => orderNotification(buyer.uid, orderId, 'booking_declined'), { timeout: 30_000 }).toBeDefined();
    const answer = (await orderNotification(buyer.uid, orderId, 'booking_declined'))!;
    expect(answer).toMatchObject({ title: 'বুকিং প্রত্যাখ্যান করা হয়েছে', body: `${RAHIMA_PHONE.seller} আপনার ${RAHIMA_PHONE.name} বুকিং প্রত্যাখ্যান করেছেন।` });
    await expect.poll(() => mailOf(answer._id)).toBeDefined();
    const answerMail = (await mailOf(answer._id))!;
    expect(answerMail.to).toBe(buyer.email);
    expect(answerMail.message.subject).toBe('ReCell: বুকিং প্রত্যাখ্যান করা হয়েছে');
    expect(answerMail.message.text).toContain(`/bn/dashboard/orders/${encodeURIComponent(orderId)}`);

    watch.expectNoErrors();
    await context.close();
  });

  it('serves each language its own document: lang, hreflang to both, and the Bangla font only on /bn', async () => {
    // A host named by the request (as a proxy forwards it) is not the site's: the addresses are the configured ones (the stack's).
    const headers = { 'X-Forwarded-Host': 'elsewhere.example' };
    const [bangla, english] = await Promise.all(['/bn/products', '/products'].map(async (path) => (await fetch(`${webUrl()}${path}`, { headers })).text()));
    expect(bangla).toMatch(/<html lang="bn"/);
    expect(english).toMatch(/<html lang="en"/);
    for (const html of [bangla, english]) {
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${webUrl()}/products"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="bn" href="${webUrl()}/bn/products"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${webUrl()}/products"/>`);
    }
    expect(bangla).toMatch(/noto-sans-bengali-bengali-400-normal[^"]*\.woff2/);
    expect(english).not.toMatch(/noto-sans-bengali/);
    // Each page carries only its own language's words.
    expect(bangla).toContain('সব ফোন');
    expect(english).not.toContain('সব ফোন');
    // An install from a Bangla page is named in Bangla and opens on /bn; from an English one, in English on /.
    const manifestOf = async (html: string) => (await fetch(`${webUrl()}${/<link rel="manifest" href="([^"]+)"/.exec(html)![1]}`)).json();
    expect(await manifestOf(bangla!)).toMatchObject({ id: '/', lang: 'bn', name: expect.stringMatching(BANGLA), start_url: '/bn', display: 'standalone' });
    expect(await manifestOf(english!)).toMatchObject({ id: '/', lang: 'en', name: 'ReCell: checked second-hand phones', start_url: '/' });
  });
});
