import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../scripts/lib/firebase-admin';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { gone, onPath, photoFile, pickMeetingTime, runStamp, see, verifyMobileOnProfile, watchPage } from './support/journey';
import { SEED_PASSWORD } from './support/api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A phone only this journey books (seller@recell.test's, available in the seed). */
const PHONE_NAME = 'OnePlus Nord CE 3 Lite';

describe('a new buyer', () => {
  it('registers with a photo, saves a phone, books it, finds the order and cancels it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watched = watchPage(page, 'buyer');
    const email = `nusrat-${runStamp()}@e2e.recell.test`;

    // Register: names, a photo (previewed), email, password, terms.
    await page.goto('/register');
    await see(page.getByRole('heading', { name: 'Create your account' }));
    await expectAccessible(page, 'register');
    await page.getByLabel('First name').fill('Nusrat');
    await page.getByLabel('Last name').fill('Jahan');
    await page.getByLabel('Profile photo').setInputFiles(await photoFile('nusrat', '#f59e0b'));
    await see(page.getByRole('img', { name: 'Preview of the chosen photo' }));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(SEED_PASSWORD);
    const register = page.getByRole('button', { name: 'Register', exact: true });
    expect(await register.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await register.click();

    // Signed in at once, on the home page, with a name, a photo and an empty wishlist.
    await see(page.getByText('Registered successfully'));
    await onPath(page, '/');
    await see(page.getByRole('button', { name: 'Logout' }));
    await see(page.getByRole('banner').getByText('Nusrat Jahan'));
    await see(page.getByRole('link', { name: 'Wishlist, 0 items' }));
    const account = await auth().getUserByEmail(email);
    expect(account.photoURL).toMatch(/\/api\/images\//);
    expect((await db().collection('users').doc(account.uid).get()).data()).toMatchObject({ name: 'Nusrat Jahan', user_role: 'Buyer' });

    // All phones: the heart on a card saves it, and the header count goes up.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await onPath(page, '/products');
    const card = page.getByRole('list', { name: 'All phones', exact: true }).getByRole('article', { name: PHONE_NAME });
    await see(card);
    await expectAccessible(page, 'products');
    await card.getByRole('button', { name: `Add ${PHONE_NAME} to wishlist` }).click();
    await see(page.getByText('Added to wishlist'));
    await see(page.getByRole('link', { name: 'Wishlist, 1 item' }));

    // The wishlist lists it, bookable.
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    await onPath(page, '/wishlist');
    const saved = page.getByRole('row', { name: new RegExp(PHONE_NAME) });
    await see(saved);
    await see(saved.getByText('Available'));
    await expectAccessible(page, 'wishlist');

    // Booking asks a new buyer to verify their mobile number first: on Profile, with the texted code, then back.
    await saved.getByRole('button', { name: 'Book Now' }).click();
    const booking = page.getByRole('dialog', { name: new RegExp(PHONE_NAME) });
    await booking.getByRole('link', { name: 'Verify your mobile number on your Profile' }).click();
    await onPath(page, '/dashboard/profile');
    const number = await verifyMobileOnProfile(page);
    await page.goBack();
    await onPath(page, '/wishlist');

    // Book it: name, email and the verified number are filled in; the meeting place and a message are typed.
    await saved.getByRole('button', { name: 'Book Now' }).click();
    await see(booking);
    expect(await booking.getByLabel('Phone number').inputValue()).toContain(number.slice(-4));
    expect(await booking.getByLabel('Your name').inputValue()).toBe('Nusrat Jahan');
    expect(await booking.getByLabel('Email').inputValue()).toBe(email);
    expect(await booking.getByLabel('Email').isDisabled()).toBe(true);
    await expectAccessible(page, 'booking modal (signed in)');
    await booking.getByLabel('Meeting location').fill('Dhanmondi 27, Rapa Plaza');
    await pickMeetingTime(booking, 'Meeting time 1', 1, '16:00');
    await booking.getByLabel('Message for the seller').fill('Saturday afternoon suits me.');
    await booking.getByRole('button', { name: 'Submit' }).click();

    // Confirmed: back on all phones, where the listing now reads Already Booked.
    await see(page.getByText('Order confirmed'));
    // ...and what happens next, by when, with the order a tap away.
    await see(page.getByText(/^The seller has until .+ to accept one of your times or decline\./));
    await see(page.getByRole('button', { name: 'View order' }));
    await onPath(page, '/products');
    await gone(booking);
    await see(page.getByRole('article', { name: PHONE_NAME }).getByRole('button', { name: 'Already Booked' }));

    // My Orders in the dashboard shows the booking; cancelling it asks first.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await onPath(page, '/dashboard');
    const myBookings = page.getByRole('region', { name: /My bookings/ });
    const order = myBookings.getByRole('row', { name: new RegExp(PHONE_NAME) });
    await see(order);
    await see(order.getByText('Booked', { exact: true }));
    await expectAccessible(page, 'dashboard: my orders');
    await order.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await see(question);
    await question.getByRole('button', { name: 'Cancel booking' }).click();

    // Cancelled: the row says so and offers nothing more; the phone can be booked again.
    await see(page.getByText('Booking cancelled'));
    await see(order.getByText('Cancelled', { exact: true }));
    expect(await order.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    const listing = (await db().collection('products').doc('seed-oneplus-nord-ce3-lite').get()).data();
    expect(listing).toMatchObject({ status: 'available' });

    watched.expectNoErrors();
    await context.close();
  });
});
