import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../scripts/lib/firebase-admin';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { logIn, onPath, pickMeetingTime, see, watchPage } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** seller@recell.test's phone in Gulshan that only this journey books. */
const PHONE_NAME = 'iPhone 13';
const PRODUCT_ID = 'seed-iphone-13-midnight';
const SPOT = 'Gulshan Police Station safe exchange zone';
/** A seed handover of yesterday (seller@ to buyer@), still within its dispute window and not disputed. */
const COMPLETED_ORDER = 'seed-galaxy-s10-0';

/** Signs in at desktop width (Logout is in the menu on phones), then narrows the window to a phone's. */
async function phoneSession(email: string): Promise<{ page: Page; close: () => Promise<void>; watched: ReturnType<typeof watchPage> }> {
  const context = await newContext(browser, DESKTOP);
  const page = await context.newPage();
  const watched = watchPage(page, `safety-${email.split('@')[0]}`);
  await logIn(page, email);
  await page.setViewportSize(PHONE);
  return { page, watched, close: () => context.close() };
}

describe('safer deals', () => {
  it('books a meetup at a safe spot the safety card shows; then a dispute on a handover is opened, answered and resolved', async () => {
    const buyer = await phoneSession('buyer@recell.test');
    const seller = await phoneSession('seller@recell.test');

    // The buyer books and picks the police station's safe exchange zone, suggested first for a phone in Gulshan.
    await buyer.page.goto(`/displayProducts/${PRODUCT_ID}`);
    await buyer.page.getByRole('button', { name: 'Book Now' }).click();
    const booking = buyer.page.getByRole('dialog', { name: new RegExp(PHONE_NAME) });
    await see(booking);
    await pickMeetingTime(booking, 'Meeting time 1', 1, '17:30');
    const where = booking.getByLabel('Where, at time 1');
    await see(where);
    expect(await where.locator('option').nth(1).textContent()).toMatch(/^Gulshan/);
    await where.selectOption('seed-spot-gulshan-police');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await see(buyer.page.getByText('Order confirmed'));
    const orderId = (await db().collection('products').doc(PRODUCT_ID).get()).data()?.bookedId as string;
    expect((await db().collection('orders').doc(orderId).get()).data()?.slot_spots?.[0]?.name).toBe(SPOT);

    // The seller keeps the buyer's spot and accepts.
    await seller.page.goto(`/dashboard/orders/${orderId}`);
    await see(seller.page.getByLabel('Safe meeting spot'));
    expect(await seller.page.getByLabel('Safe meeting spot').locator('option:checked').textContent()).toContain('(the buyer’s choice)');
    await seller.page.getByRole('button', { name: 'Accept and hold the phone' }).click();
    await see(seller.page.getByText('Meetup confirmed: the phone is held for the buyer'));

    // The buyer shares a safety card; a friend sees the spot with a link to the map.
    await buyer.page.goto(`/dashboard/orders/${orderId}`);
    await see(buyer.page.getByRole('region', { name: 'Meetup' }).getByText(SPOT));
    await buyer.page.getByRole('button', { name: 'Share a safety card' }).click();
    const link = buyer.page.getByRole('textbox', { name: 'Link for your friend' });
    await see(link);
    const friendContext = await newContext(browser, PHONE);
    const friend = await friendContext.newPage();
    await friend.goto(await link.inputValue());
    await see(friend.getByText(SPOT));
    expect(await friend.getByRole('link', { name: 'Open the map (OpenStreetMap)' }).getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=23\.78060&mlon=90\.41630/);
    await friendContext.close();

    // On yesterday's handover the buyer reports a problem.
    await buyer.page.goto(`/dashboard/orders/${COMPLETED_ORDER}`);
    await buyer.page.getByRole('button', { name: 'Report a problem' }).click();
    const report = buyer.page.getByRole('form', { name: 'Report a problem' });
    await report.getByLabel('What is wrong?').selectOption('account_locked');
    await report.getByLabel('What happened').fill('After a reset it asks for the previous owner’s Samsung account.');
    await report.getByRole('button', { name: 'Send to ReCell' }).click();
    await see(buyer.page.getByText('Reported: the seller has 48 hours to answer'));

    // The seller answers on the same order.
    await seller.page.goto(`/dashboard/orders/${COMPLETED_ORDER}`);
    await see(seller.page.getByText('“After a reset it asks for the previous owner’s Samsung account.”'));
    await seller.page.getByLabel('Your answer').fill('My account is still on it: I will remove it tonight.');
    await seller.page.getByRole('button', { name: 'Send answer' }).click();
    await see(seller.page.getByText('Answer sent: an admin will decide'));

    // An admin resolves it from the disputes queue.
    const admin = await phoneSession('admin@recell.test');
    await admin.page.goto('/dashboard/disputes');
    const item = admin.page.getByRole('article', { name: 'Dispute about Galaxy S10' });
    await see(item.getByText('My account is still on it: I will remove it tonight.'));
    await item.getByLabel('Outcome').selectOption('resolved');
    await item.getByLabel('Note').fill('The seller removed the account; the buyer confirmed.');
    await item.getByRole('button', { name: 'Decide' }).click();
    await see(admin.page.getByText('Dispute decided: both sides are told'));
    expect((await db().collection('disputes').doc(COMPLETED_ORDER).get()).data()).toMatchObject({ status: 'decided', outcome: 'resolved' });

    // The buyer reads the decision; the order is final.
    await buyer.page.reload();
    await see(buyer.page.getByText('Resolved between them'));
    await see(buyer.page.getByText('This order is final.'));
    await onPath(buyer.page, `/dashboard/orders/${COMPLETED_ORDER}`);

    buyer.watched.expectNoErrors();
    seller.watched.expectNoErrors();
    admin.watched.expectNoErrors();
    await admin.close();
    await buyer.close();
    await seller.close();
  });
});
