import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { DESKTOP, expectAccessible, launchBrowser, newContext, PHONE } from './support/browser';
import { db } from '../../scripts/lib/firebase-admin';
import { logIn, onPath, pickMeetingTime, runStamp, see, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** seller@recell.test's phone that only this journey asks about, books and sells. */
const PHONE_ID = 'seed-huawei-mate-40-pro';
const PHONE_NAME = 'Huawei Mate 40 Pro';

const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** Where the journey leaves pictures of the screens it walks (git ignores it), as `npm run screenshots` does. */
const SHOTS = new URL('./screenshots/', import.meta.url).pathname;

/** The screen at a phone's width and at a desktop's, for people to look at. */
async function snap(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}${label}-${name}.png`, fullPage });
  }
}

describe('buyer and seller talk, deal and review each other', () => {
  it('a question on a product page reaches the seller live, the answer reaches the buyer live, and both reviews make the rating', async () => {
    const stamp = runStamp();

    // The buyer asks the seller from the product page.
    const buyerContext = await newContext(browser);
    const buyer = await buyerContext.newPage();
    const buyerWatch = watchPage(buyer, 'messages-buyer');
    await logIn(buyer, 'buyer@recell.test');
    await buyer.goto(`/displayProducts/${PHONE_ID}`);
    await see(buyer.getByRole('heading', { name: PHONE_NAME, level: 1 }));
    await buyer.getByRole('button', { name: 'Ask the seller' }).click();
    await buyer.waitForURL((url) => url.pathname.startsWith('/dashboard/messages/'));
    const buyerThread = buyer.getByRole('log', { name: 'Messages' });
    await see(buyerThread);
    await see(buyer.getByRole('note', { name: 'Safety reminder' }));
    const question = `Is the hinge crease visible? (${stamp})`;
    await buyer.getByRole('textbox', { name: 'Message' }).fill(question);
    await buyer.getByRole('button', { name: 'Send' }).click();
    await see(buyerThread.getByText(question));
    await expectAccessible(buyer, 'conversation (buyer)');

    // The seller, already on their inbox, sees the unread badge and the conversation come in without reloading.
    const sellerContext = await newContext(browser);
    const seller = await sellerContext.newPage();
    const sellerWatch = watchPage(seller, 'messages-seller');
    await logIn(seller, 'seller@recell.test');
    await seller.goto('/dashboard/messages');
    await see(seller.getByRole('heading', { name: 'Messages', level: 1 }));
    // (Posted before the seller opened the page: the first load has it. Now a second message, live.)
    const second = `And does it come with the box? (${stamp})`;
    await buyer.getByRole('textbox', { name: 'Message' }).fill(second);
    await buyer.getByRole('button', { name: 'Send' }).click();
    await see(buyerThread.getByText(second));
    const row = seller.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(PHONE_NAME) });
    // The inbox and the badges refresh every 30 s (and when the window regains focus): no reload here.
    await row.getByText(second).waitFor({ state: 'visible', timeout: 45_000 });
    await see(row.getByText(/\d+ unread/));
    await see(dashboardNav(seller).getByRole('link', { name: /^Messages/ }).getByText(/\d+ unread/));
    await see(seller.getByRole('button', { name: /^Notifications, \d+ unread$/ }));
    await expectAccessible(seller, 'messages inbox (seller)');
    await snap(seller, 'journey-messages-inbox');

    // The seller opens it and answers; the buyer's open thread shows the answer within seconds.
    await row.click();
    const sellerThread = seller.getByRole('log', { name: 'Messages' });
    await see(sellerThread.getByText(question));
    const answer = `Barely, and yes, the box and the charger too. (${stamp})`;
    await seller.getByRole('textbox', { name: 'Message' }).fill(answer);
    await seller.getByRole('button', { name: 'Send' }).click();
    await see(sellerThread.getByText(answer));
    await see(buyerThread.getByText(answer));
    await snap(buyer, 'journey-messages-thread', false);

    // The buyer books the phone; the seller marks it sold, which completes the booking (today's handover).
    await buyer.goto(`/displayProducts/${PHONE_ID}`);
    await buyer.getByRole('button', { name: 'Book Now' }).click();
    const booking = buyer.getByRole('dialog', { name: new RegExp(PHONE_NAME) });
    await booking.getByLabel('Meeting location').fill('Bashundhara City, gate 2');
    await pickMeetingTime(booking, 'Meeting time 1', 1, '18:30');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await see(buyer.getByText('Order confirmed'));

    // The handover: the seller accepts the time, the buyer reads the code, the seller enters it.
    const orderId = (await db().collection('products').doc(PHONE_ID).get()).data()?.bookedId as string;
    await seller.goto(`/dashboard/orders/${orderId}`);
    await seller.getByRole('radiogroup', { name: 'Pick a time' }).getByRole('radio').first().check();
    await seller.getByRole('button', { name: 'Accept and hold the phone' }).click();
    await see(seller.getByRole('heading', { name: 'Complete the handover' }));
    await buyer.goto(`/dashboard/orders/${orderId}`);
    const code = (await buyer.getByRole('region', { name: 'Your handover code' }).getByText(/^\d{6}$/).textContent()) ?? '';
    await seller.getByLabel("Buyer's code").fill(code);
    await seller.getByRole('button', { name: 'Complete handover' }).click();
    await see(seller.getByText('Handover done: the phone is sold'));

    // The buyer reviews first: theirs waits, double-blind, and the profile shows no new rating yet.
    await buyer.goto('/dashboard');
    const bought = buyer.getByRole('region', { name: /My bookings/ }).getByRole('row', { name: new RegExp(PHONE_NAME) });
    await see(bought.getByText('Completed', { exact: true }));
    await bought.getByRole('button', { name: 'Leave a review' }).click();
    const buyerReview = buyer.getByRole('form', { name: /^Review / });
    await buyerReview.locator('label', { hasText: '5 Stars' }).click();
    const praise = `Exactly as described, and patient with my questions. (${stamp})`;
    await buyerReview.getByLabel('Your review (optional)').fill(praise);
    await buyerReview.getByRole('button', { name: 'Send review' }).click();
    await see(buyer.getByText('Thanks! Your review is in'));
    await see(bought.getByText('Review sent, waiting for the other side'));

    await buyer.goto(`/displayProducts/${PHONE_ID}`);
    const sellerLink = buyer.getByRole('main').locator('a[href^="/sellers/"]').first();
    const profilePath = await sellerLink.getAttribute('href');
    expect(profilePath).toMatch(/^\/sellers\//);
    await sellerLink.click();
    await onPath(buyer, profilePath!);
    await see(buyer.getByRole('heading', { level: 1 }));
    await expect.poll(async () => buyer.getByText(praise).count()).toBe(0);

    // The seller reviews the buyer: both are in, so both publish.
    await seller.goto('/dashboard');
    const sold = seller.getByRole('region', { name: /Bookings on my listings/ }).getByRole('row', { name: new RegExp(PHONE_NAME) });
    await sold.getByRole('button', { name: 'Leave a review' }).click();
    const sellerReview = seller.getByRole('form', { name: /^Review / });
    await sellerReview.locator('label', { hasText: '4 Stars' }).click();
    await sellerReview.getByLabel('Your review (optional)').fill('On time and friendly.');
    await sellerReview.getByRole('button', { name: 'Send review' }).click();
    await see(seller.getByText('Thanks! Your review is in'));
    await see(sold.getByRole('img', { name: '5 out of 5 stars' }));

    // The seller's profile now shows the buyer's review, counted in the rating.
    await buyer.reload();
    await see(buyer.getByText(praise));
    await see(buyer.getByText('Average rating'));
    await expectAccessible(buyer, 'seller profile');
    await snap(buyer, 'journey-seller-profile');

    buyerWatch.expectNoErrors();
    sellerWatch.expectNoErrors();
    await buyerContext.close();
    await sellerContext.close();
  }, 240_000);
});
