import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createMyListing } from '@/testing/factories';
import { renderScreen, seller, signedIn } from '@/testing/render';
import { OwnListingActions } from '@/features/products/components/own-listing-actions';

/** The confirmation dialog's code loads on its first question, which can take a while on a busy machine. */
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

describe('OwnListingActions (the seller on their listing’s page)', () => {
  it('marks an available phone sold after asking, as My Products does: "Item sold successfully"', async () => {
    const calls = mockApi({ 'PUT /api/products/sold/a': { body: { acknowledged: true, status: 'sold' } } });
    renderScreen(<OwnListingActions listing={createMyListing({ _id: 'a', status: 'available' })} />, { auth: signedIn(seller) });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/dashboard/products/a/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as sold' }));
    const dialog = await findDialog('Mark this phone as sold?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    await screen.findByText('Item sold successfully');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/products/sold/a']);
  });

  it('puts a sold phone back on sale: "Item is available again"', async () => {
    mockApi({ 'PUT /api/products/sold/b': { body: { acknowledged: true, status: 'available' } } });
    renderScreen(<OwnListingActions listing={createMyListing({ _id: 'b', status: 'sold' })} />, { auth: signedIn(seller) });
    fireEvent.click(screen.getByRole('button', { name: 'Make available' }));
    fireEvent.click(within(await findDialog('Make this phone available again?')).getByRole('button', { name: 'Make available' }));
    await screen.findByText('Item is available again');
  });

  it('leads a booked phone to its order, with no Edit while it is held', async () => {
    const calls = mockApi({});
    const { router } = renderScreen(<OwnListingActions listing={createMyListing({ _id: 'c', status: 'booked', bookedId: 'c-0' })} />, {
      auth: signedIn(seller),
      routes: [{ path: '/dashboard/orders/:id', element: <p>Order page</p> }],
    });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the order' }));
    fireEvent.click(within(await findDialog('This phone is held for a buyer')).getByRole('button', { name: 'Open the order' }));
    await screen.findByText('Order page');
    expect(router.state.location.pathname).toBe('/dashboard/orders/c-0');
    expect(calls).toHaveLength(0);
  });

  it('sends a listing under review to My products, where its standing is', () => {
    renderScreen(<OwnListingActions listing={createMyListing({ _id: 'd', status: 'pending_review' })} />, { auth: signedIn(seller) });
    expect(screen.queryByRole('button', { name: 'Mark as sold' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See it in My products' }).getAttribute('href')).toBe('/my-products');
  });
});
