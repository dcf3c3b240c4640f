import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../scripts/lib/firebase-admin';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { logIn, pickMeetingTime, see, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * seller@recell.test's iPhone 13 Pro asking ৳76,000, which no other journey books (journeys share
 * one stack: the safety journey books the midnight iPhone 13).
 */
const PRODUCT_ID = 'seed-iphone-13-pro';
const PHONE_NAME = 'iPhone 13 Pro';

/** Signs in at desktop width (Logout is in the menu on phones), then narrows the window to a phone's. */
async function phoneSession(email: string): Promise<{ page: Page; close: () => Promise<void>; watched: ReturnType<typeof watchPage> }> {
  const context = await newContext(browser, DESKTOP);
  const page = await context.newPage();
  const watched = watchPage(page, `offers-${email.split('@')[0]}`);
  await logIn(page, email);
  await page.setViewportSize(PHONE);
  return { page, watched, close: () => context.close() };
}

describe('an offer', () => {
  it('is made by a buyer, countered by the seller, accepted by the buyer and booked at the agreed price, which both see on the order', async () => {
    const buyer = await phoneSession('buyer@recell.test');
    const seller = await phoneSession('seller@recell.test');

    // The buyer offers ৳52,000 on the phone's page, and sees it waiting for the seller.
    await buyer.page.goto(`/displayProducts/${PRODUCT_ID}`);
    await buyer.page.getByRole('button', { name: 'Make an offer' }).click();
    const form = buyer.page.getByRole('form', { name: 'Make an offer' });
    await form.getByLabel(/Your price/).fill('52000');
    await form.getByLabel(/Message for the seller/).fill('Cash, this week in Dhanmondi?');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await see(buyer.page.getByText(/Your offer of ৳52,000\/- is with the seller\. The seller has until .+ to answer\./));

    // The seller counters ৳57,000 from the dashboard's offers.
    await seller.page.goto('/dashboard/offers');
    await seller.page.getByRole('button', { name: `Counter ৳52,000/- for ${PHONE_NAME}` }).click();
    const counter = seller.page.getByRole('dialog', { name: 'Counter ৳52,000/-' });
    await counter.getByLabel(/Your price/).fill('57000');
    await counter.getByRole('button', { name: 'Send counter' }).click();
    await see(seller.page.getByText('Counter offer sent'));

    // The buyer accepts the counter and books at it, within the hold.
    await buyer.page.goto('/dashboard/offers?side=buyer');
    await buyer.page.getByRole('button', { name: `Accept ৳57,000/- for ${PHONE_NAME}` }).click();
    await buyer.page.getByRole('dialog', { name: 'Accept ৳57,000/-?' }).getByRole('button', { name: 'Accept' }).click();
    await see(buyer.page.getByText(/Counter accepted/));
    await buyer.page.getByRole('button', { name: 'Book now at ৳57,000/-' }).click();
    const booking = buyer.page.getByRole('dialog', { name: new RegExp(PHONE_NAME) });
    await see(booking.getByText('Price: ৳57,000/-'));
    await booking.getByLabel('Meeting location').fill('Dhanmondi 27, Rapa Plaza');
    await pickMeetingTime(booking, 'Meeting time 1', 1, '17:30');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await see(buyer.page.getByText('Order confirmed'));

    const orderId = (await db().collection('products').doc(PRODUCT_ID).get()).data()?.bookedId as string;
    expect((await db().collection('orders').doc(orderId).get()).data()).toMatchObject({ price: 57_000, listed_price: 76_000, status: 'booked' });

    // Both sides see the agreed price on the order, the listed one beside it.
    for (const side of [buyer, seller]) {
      await side.page.goto(`/dashboard/orders/${orderId}`);
      await see(side.page.getByText('৳57,000/-').first());
      await see(side.page.getByText(/agreed offer · listed at/));
      expect(await side.page.getByText('৳76,000/-').count()).toBeGreaterThan(0);
    }

    buyer.watched.expectNoErrors();
    seller.watched.expectNoErrors();
    await Promise.all([buyer.close(), seller.close()]);
  });
});
