import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toPublicListing } from '@contract/products';
import { mockApi } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
import { buyer, renderScreen, seller, signedIn } from '@/testing/render';
import { ShopProductCard } from '@/app/components/shop-product-card';

// Public listings name no seller: the card knows a seller's own phone from their My Products.
const listing = toPublicListing(createProduct({ _id: 'p1' }), new Date());

describe('ShopProductCard', () => {
  it("shows its seller \"Your listing\" and no heart, from the seller's own listings", async () => {
    mockApi({ 'GET /api/products/myproducts': { body: [createProduct({ _id: 'p1' })] } });
    renderScreen(<ShopProductCard product={listing} />, { auth: signedIn(seller) });
    // My Products answers after the first render: on a busy machine that takes more than findBy's default second.
    expect(((await screen.findByRole('button', { name: 'Your listing' }, { timeout: 5000 })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Add .* to wishlist/ })).toBeNull();
  });

  it("offers Book Now on another seller's phone", async () => {
    const calls = mockApi({ 'GET /api/products/myproducts': { body: [createProduct({ _id: 'p2' })] } });
    renderScreen(<ShopProductCard product={listing} />, { auth: signedIn(seller) });
    await screen.findByRole('button', { name: 'Book Now' });
    expect(calls.some((call) => call.path === '/api/products/myproducts')).toBe(true);
  });

  it("asks nothing more for a buyer, who cannot list", async () => {
    const calls = mockApi({});
    renderScreen(<ShopProductCard product={listing} />, { auth: signedIn(buyer) });
    await screen.findByRole('button', { name: 'Book Now' });
    expect(calls.some((call) => call.path === '/api/products/myproducts')).toBe(false);
  });
});
