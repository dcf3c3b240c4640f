import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createOrder } from '@/testing/factories';
import { renderScreen, seller, signedIn } from '@/testing/render';
import MyOrdersRoute from '@/app/routes/dashboard/my-orders';

describe('MyOrdersRoute', () => {
  it("splits a seller's own bookings from the bookings on their listings, and cancels after confirming", async () => {
    const mine = createOrder({
      _id: 'o1',
      item_name: 'Pixel 7',
      email: seller.email,
      seller_email: 'other@recell.test',
      seller_name: 'Omar Other',
      seller_mobile_number: '+8801899999999',
      status: 'booked',
    });
    const onMyListing = createOrder({ _id: 'o2', item_name: 'Galaxy S22', buyer_name: 'Bea Buyer', seller_email: seller.email, status: 'completed' });
    const calls = mockApi({
      'GET /api/orders': { body: [mine, onMyListing] },
      'DELETE /api/orders/o1': { body: { acknowledged: true, status: 'cancelled' } },
    });
    renderScreen(<MyOrdersRoute />, { auth: signedIn(seller) });

    const bookings = await screen.findByRole('list', { name: 'My bookings' });
    expect(within(bookings).getByText('Pixel 7')).toBeTruthy();
    expect(within(bookings).getByText('Booked')).toBeTruthy();
    // The seller's contact, which the API gives the buyer once booked.
    expect(within(bookings).getByText('Omar Other')).toBeTruthy();
    expect(within(bookings).getByRole('link', { name: '+8801899999999' }).getAttribute('href')).toBe('tel:+8801899999999');
    expect(within(bookings).getByRole('link', { name: 'other@recell.test' })).toBeTruthy();
    const onListings = screen.getByRole('list', { name: 'Bookings on my listings' });
    expect(within(onListings).getByText('Bea Buyer')).toBeTruthy();
    expect(within(onListings).getByText('Completed')).toBeTruthy();
    expect(within(onListings).queryByRole('button', { name: 'Cancel' })).toBeNull();

    fireEvent.click(within(bookings).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    await screen.findByText('Booking cancelled');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/orders/o1')).toBe(true);
    expect(calls.find((call) => call.path === '/api/orders')!.search).toContain(`email=${encodeURIComponent(seller.email)}`);
  });

  it('puts bookings waiting for the seller\'s answer first, with the status, the next step and the deadline', async () => {
    const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();
    const sold = createOrder({ _id: 'o3', item_name: 'iPhone 12', seller_email: seller.email, status: 'completed' });
    const waiting = createOrder({ _id: 'o4', item_name: 'OnePlus 9 Pro', seller_email: seller.email, status: 'booked', answer_by: inHours(23.5), slots: [inHours(30)] });
    const held = createOrder({ _id: 'o5', item_name: 'Galaxy Z Flip4', seller_email: seller.email, status: 'accepted', meet_at: inHours(5), hold_until: inHours(53) });
    mockApi({ 'GET /api/orders': { body: [sold, held, waiting] } });
    renderScreen(<MyOrdersRoute />, { auth: signedIn(seller) });

    const onListings = await screen.findByRole('list', { name: 'Bookings on my listings' });
    const rows = within(onListings).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('OnePlus 9 Pro')).toBeTruthy();
    expect(within(rows[0]!).getByText('Accept a time or decline')).toBeTruthy();
    expect(within(rows[0]!).getByText('You have 23 hours to answer.')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Answer the order for OnePlus 9 Pro' }).getAttribute('href')).toBe('/dashboard/orders/o4');
    expect(within(rows[1]!).getByText('Accepted')).toBeTruthy();
    expect(within(rows[1]!).getByText(/enter the buyer's code/)).toBeTruthy();
    expect(screen.getByText(/1 booking needs your answer/)).toBeTruthy();
  });
});
