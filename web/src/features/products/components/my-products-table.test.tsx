import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createMyListing } from '@/testing/factories';
import { renderScreen, seller, signedIn } from '@/testing/render';
import { MyProductsTable } from '@/features/products/components/my-products-table';

/** The confirmation dialog's code loads on its first question, which can take a while on a busy machine. */
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

describe('MyProductsTable', () => {
  it('lets an available phone be advertised, but not a sold or booked one', () => {
    const products = [
      createMyListing({ _id: 'a', status: 'available' }),
      createMyListing({ _id: 'b', status: 'sold' }),
      createMyListing({ _id: 'c', status: 'booked' }),
    ];
    renderScreen(<MyProductsTable products={products} moderationStatus={() => null} />, { auth: signedIn(seller) });
    const buttons = screen.getAllByRole('button', { name: 'Advertise' }) as HTMLButtonElement[];
    expect(buttons.map((button) => button.disabled)).toEqual([false, true, true]);
    expect(screen.getByRole('button', { name: 'Make available: iPhone 13 Pro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the order: iPhone 13 Pro' })).toBeTruthy();
  });

  it('offers Edit on each listing but a booked one, which says why', () => {
    const products = [createMyListing({ _id: 'a', status: 'available' }), createMyListing({ _id: 'b', status: 'sold' }), createMyListing({ _id: 'c', status: 'booked' })];
    renderScreen(<MyProductsTable products={products} moderationStatus={() => null} />, { auth: signedIn(seller) });
    const edits = screen.getAllByRole('link', { name: 'Edit iPhone 13 Pro' });
    expect(edits.map((link) => link.getAttribute('href'))).toEqual(['/dashboard/products/a/edit', '/dashboard/products/b/edit']);
    const locked = screen.getByRole('button', { name: 'Edit iPhone 13 Pro' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(screen.getByText('Locked while booked')).toBeTruthy();
  });

  it('advertises: "Advertised successfully"', async () => {
    const calls = mockApi({ 'PUT /api/products/adversite/a': { body: { acknowledged: true, adversite: true } } });
    renderScreen(<MyProductsTable products={[createMyListing({ _id: 'a' })]} moderationStatus={() => null} />, { auth: signedIn(seller) });
    fireEvent.click(screen.getByRole('button', { name: 'Advertise' }));
    await screen.findByText('Advertised successfully');
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/products/adversite/a' });
  });

  it('marks sold after asking, saying the phone leaves the shop: "Item sold successfully"', async () => {
    const calls = mockApi({ 'PUT /api/products/sold/a': { body: { acknowledged: true, status: 'sold' } } });
    renderScreen(<MyProductsTable products={[createMyListing({ _id: 'a', adversite: true })]} moderationStatus={() => null} />, { auth: signedIn(seller) });
    // The action is a labelled button beside the status, not the status pill itself.
    expect(screen.getByText('Available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as sold: iPhone 13 Pro' }));
    const dialog = await findDialog('Mark this phone as sold?');
    expect(within(dialog).getByText(/leaves the shop: buyers can no longer find or book it, and its advertising stops/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    await screen.findByText('Item sold successfully');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/products/sold/a']);
  });

  it("explains that a held phone is sold by the buyer's handover code, and leads to its order instead of selling it", async () => {
    const calls = mockApi({});
    const { router } = renderScreen(<MyProductsTable products={[createMyListing({ _id: 'c', status: 'booked', bookedId: 'c-0' })]} moderationStatus={() => null} />, {
      auth: signedIn(seller),
      routes: [{ path: '/dashboard/orders/:id', element: <p>Order page</p> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open the order: iPhone 13 Pro' }));
    const dialog = await findDialog('This phone is held for a buyer');
    expect(within(dialog).getByText(/enter their 6-digit handover code on the order page: that completes the deal\. To sell it another way, cancel the order there first/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the order' }));
    await screen.findByText('Order page');
    expect(router.state.location.pathname).toBe('/dashboard/orders/c-0');
    expect(calls).toHaveLength(0);
  });

  it('puts a sold phone back on sale after asking: "Item is available again"', async () => {
    mockApi({ 'PUT /api/products/sold/b': { body: { acknowledged: true, status: 'available' } } });
    renderScreen(<MyProductsTable products={[createMyListing({ _id: 'b', status: 'sold' })]} moderationStatus={() => null} />, { auth: signedIn(seller) });
    fireEvent.click(screen.getByRole('button', { name: 'Make available: iPhone 13 Pro' }));
    const dialog = await findDialog('Make this phone available again?');
    expect(within(dialog).getByText(/goes back on sale and can be booked again\. A booking completed when it sold stays completed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make available' }));
    await screen.findByText('Item is available again');
  });
});
