import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../scripts/lib/firebase-admin';
import { DESKTOP, expectAccessible, launchBrowser, newContext, PHONE } from './support/browser';
import { logIn, onPath, pickMeetingTime, see, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** seller@recell.test's phone that only this journey books (available in the seed, battery 77%). */
const PHONE_NAME = 'Galaxy Z Flip4';
const PRODUCT_ID = 'seed-galaxy-z-flip4';


/** Signs in at desktop width (Logout is in the menu on phones), then narrows the window to a phone's. */
async function phoneSession(email: string): Promise<{ page: Page; close: () => Promise<void>; watched: ReturnType<typeof watchPage> }> {
  const context = await newContext(browser, DESKTOP);
  const page = await context.newPage();
  const watched = watchPage(page, `meetup-${email.split('@')[0]}`);
  await logIn(page, email);
  await page.setViewportSize(PHONE);
  return { page, watched, close: () => context.close() };
}

describe('a meetup', () => {
  it('is booked with two times, accepted, checked, handed over with the code, and followed by a friend on the safety card', async () => {
    const buyer = await phoneSession('buyer@recell.test');
    const seller = await phoneSession('seller@recell.test');

    // The buyer books with a place and two times.
    await buyer.page.goto(`/displayProducts/${PRODUCT_ID}`);
    await buyer.page.getByRole('button', { name: 'Book Now' }).click();
    const booking = buyer.page.getByRole('dialog', { name: new RegExp(PHONE_NAME) });
    await see(booking);
    await booking.getByLabel('Meeting location').fill('Bashundhara City, gate 2');
    await pickMeetingTime(booking, 'Meeting time 1', 1, '17:30');
    await booking.getByRole('button', { name: 'Add another time' }).click();
    await pickMeetingTime(booking, 'Meeting time 2', 2, '11:30');
    await expectAccessible(buyer.page, 'booking modal with times');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await see(buyer.page.getByText('Order confirmed'));
    const orderId = (await db().collection('products').doc(PRODUCT_ID).get()).data()?.bookedId as string;
    expect(orderId).toBeTruthy();

    // The seller finds it first in My Orders, waiting for an answer (the menu counts it), and accepts the second time.
    await seller.page.goto('/dashboard');
    await see(seller.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^My Orders/ }).getByText(/\d+ bookings? needs? your answer/));
    const incoming = seller.page.getByRole('region', { name: /Bookings on my listings/ }).getByRole('listitem').filter({ hasText: PHONE_NAME }).filter({ hasText: /to answer/ });
    await see(incoming);
    await see(incoming.getByText(/You have 23 hours to answer/));
    await incoming.getByRole('link', { name: `Answer the order for ${PHONE_NAME}` }).click();
    await onPath(seller.page, `/dashboard/orders/${orderId}`);
    // The order page first: until it replaces the list, the list's other bookings say the same words.
    const times = seller.page.getByRole('radiogroup', { name: 'Pick a time' }).getByRole('radio');
    await see(times.first());
    await see(seller.page.getByText('You have 23 hours to answer.'));
    await expectAccessible(seller.page, 'order page: seller answers');
    expect(await times.count()).toBe(3); // Two offered, and "Propose another time".
    await times.nth(1).check();
    await seller.page.getByRole('button', { name: 'Accept and hold the phone' }).click();
    await see(seller.page.getByText('Meetup confirmed: the phone is held for the buyer'));
    await see(seller.page.getByRole('heading', { name: 'Complete the handover' }));

    // The buyer's order page: the meetup is confirmed; they share a safety card, tick the checklist and read the code.
    await buyer.page.goto('/dashboard');
    const mine = buyer.page.getByRole('region', { name: /My bookings/ }).getByRole('listitem').filter({ hasText: PHONE_NAME }).filter({ hasText: 'Accepted' });
    await see(mine.getByText('Accepted', { exact: true }));
    await mine.getByRole('link', { name: `Open the order for ${PHONE_NAME}` }).click();
    await onPath(buyer.page, `/dashboard/orders/${orderId}`);
    await see(buyer.page.getByText('Meetup confirmed'));
    await buyer.page.getByRole('button', { name: 'Share a safety card' }).click();
    const link = buyer.page.getByRole('textbox', { name: 'Link for your friend' });
    await see(link);
    const cardUrl = await link.inputValue();
    expect(cardUrl).toMatch(/\/meetup\/[A-Za-z0-9_-]{40,}$/);

    // The checks follow the phone: a Samsung has a fingerprint reader and a Samsung account, no Face ID or iCloud.
    const checklist = buyer.page.getByRole('region', { name: 'Check the phone before you pay' });
    for (const item of ['Screen and touch', 'Cameras', 'Speakers and microphone', 'Charging port', 'Buttons', 'Fingerprint reader', 'Signed out of Google and Samsung']) {
      await checklist.getByRole('checkbox', { name: new RegExp(item) }).check();
    }
    await see(checklist.getByText('It charges with a USB-C cable (bring one).'));
    expect(await checklist.getByText(/Face ID|Touch ID|iCloud/).count()).toBe(0);
    await checklist.getByLabel('Battery health (%)').fill('77');
    await checklist.getByLabel('IMEI, last 4 digits').fill('1234');
    await checklist.getByLabel('IMEI, last 4 digits').blur();
    await see(checklist.getByText('Saved'));
    expect(await buyer.page.getByText("Don't pay — cancel the deal").count()).toBe(0);
    await expectAccessible(buyer.page, 'order page: buyer at the meeting');
    const code = (await buyer.page.getByRole('region', { name: 'Your handover code' }).getByText(/^\d{6}$/).textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // The checklist was saved as it was ticked.
    const savedChecklist = async () => (await db().collection('orders').doc(orderId).get()).data()?.checklist;
    await expect.poll(savedChecklist).toMatchObject({ items: { screen: true, account_signed_out: true }, battery_health: 77, imei_last4: '1234' });

    // The seller enters the code: completed, and the phone is sold.
    await seller.page.reload();
    await seller.page.getByLabel("Buyer's code").fill(code);
    await seller.page.getByRole('button', { name: 'Complete handover' }).click();
    await see(seller.page.getByText('Handover done: the phone is sold'));
    await see(seller.page.getByRole('region', { name: 'Order status' }).getByText('Completed', { exact: true }));
    expect((await db().collection('products').doc(PRODUCT_ID).get()).data()).toMatchObject({ status: 'sold' });

    // The buyer sees it completed too.
    await buyer.page.reload();
    await see(buyer.page.getByRole('region', { name: 'Order status' }).getByText('Completed', { exact: true }));
    await see(buyer.page.getByText('The handover is done: the phone is yours.'));

    // A friend opens the safety card without signing in: the meetup, the seller's first name, "Handover done".
    const friendContext = await newContext(browser, PHONE);
    const friend = await friendContext.newPage();
    const friendWatch = watchPage(friend, 'meetup-friend');
    await friend.goto(cardUrl);
    await see(friend.getByRole('heading', { name: /A phone handover on/ }));
    await see(friend.getByText('Handover done'));
    await see(friend.getByText('Bashundhara City, gate 2'));
    await see(friend.getByText('Tanvir', { exact: true }));
    await see(friend.getByText(PHONE_NAME));
    expect(await friend.getByText(/@recell\.test|\+?880|01712345678/).count()).toBe(0);
    await expectAccessible(friend, 'safety card');
    // An unknown token reveals nothing.
    await friend.goto('/meetup/not-a-real-token-0000000000000000');
    await see(friend.getByRole('heading', { name: 'This safety card is not available' }));

    buyer.watched.expectNoErrors();
    seller.watched.expectNoErrors();
    friendWatch.expectNoErrors();
    await friendContext.close();
    await buyer.close();
    await seller.close();
  });
});
