import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createWishlistItem } from '@/testing/factories';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

const wishlistOf = (...items: ReturnType<typeof createWishlistItem>[]) => ({ 'GET /api/wishlist': { body: items } });

describe('WishlistButton', () => {
  it('adds an available phone: "Added to wishlist"', async () => {
    const calls = mockApi({ ...wishlistOf(), 'POST /api/wishlist': { status: 201, body: { acknowledged: true, insertedId: 'buyer-uid_p1' } } });
    renderScreen(<WishlistButton productId="p1" productName="Pixel 7" status="available" />, { auth: signedIn(buyer) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Pixel 7 to wishlist' }));
    await screen.findByText('Added to wishlist');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ productId: 'p1' });
  });

  it('un-ticks a saved phone from its heart, deleting the entry {uid}_{productId}: "Removed from wishlist"', async () => {
    const saved = createWishlistItem({ productId: 'p1', name: 'Pixel 7' });
    const calls = mockApi({ ...wishlistOf(saved), 'DELETE /api/wishlist/buyer-uid_p1': { body: { acknowledged: true, deletedCount: 1 } } });
    renderScreen(<WishlistButton productId="p1" productName="Pixel 7" status="available" />, { auth: signedIn(buyer) });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Pixel 7 from wishlist' }));
    await screen.findByText('Removed from wishlist');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/wishlist/buyer-uid_p1']);
  });

  it('offers no "Add to wishlist" on a sold phone, on the card or the product page', async () => {
    const calls = mockApi(wishlistOf());
    renderScreen(
      <>
        <WishlistButton productId="p1" productName="Pixel 7" status="sold" />
        <WishlistButton productId="p1" productName="Pixel 7" status="sold" variant="button" />
      </>,
      { auth: signedIn(buyer) },
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/api/wishlist')).toBe(true));
    expect(screen.queryByRole('button', { name: /wishlist/i })).toBeNull();
  });

  it('still lets a sold phone already saved be removed', async () => {
    mockApi(wishlistOf(createWishlistItem({ productId: 'p1', status: 'sold' })));
    renderScreen(<WishlistButton productId="p1" productName="Pixel 7" status="sold" variant="button" />, { auth: signedIn(buyer) });
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toBeTruthy();
  });
});
