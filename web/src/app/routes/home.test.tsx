import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
import { renderScreen } from '@/testing/render';
import { HomeRoute } from '@/app/routes/home';

const products = Array.from({ length: 6 }, (_, index) => createProduct({ phone_details: { ...createProduct().phone_details, phone_name: `Phone ${index + 1}` } }));

describe('HomeRoute', () => {
  it('shows the first 6 new arrivals with Show All, and no advertised section when there is nothing advertised', async () => {
    const calls = mockApi({ 'GET /api/products': { body: products }, 'GET /api/products/adversite': { body: [] } });
    renderScreen(<HomeRoute />);
    const arrivals = await screen.findByRole('list', { name: 'New arrivals' });
    expect(within(arrivals).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Show All' }).getAttribute('href')).toBe('/products');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Advertised phones' })).toBeNull());
    // Only what the page shows is read: 6 new arrivals and at most 6 advertised phones.
    expect(calls.map((call) => `${call.path}${call.search}`).sort()).toEqual(['/api/products/adversite?limit=6', '/api/products?limit=6']);
  });

  it("holds the advertised section's place while it loads", async () => {
    mockApi({ 'GET /api/products': { body: products }, 'GET /api/products/adversite': { body: [createProduct({ adversite: true })] } });
    renderScreen(<HomeRoute />);
    // Before the answer arrives.
    const section = screen.getByRole('heading', { name: 'Advertised phones' }).closest('section')!;
    expect(within(section).getByRole('status', { name: 'Loading phones' })).toBeTruthy();
  });

  it('shows advertised phones as Recommended cards', async () => {
    const advertised = createProduct({ adversite: true, phone_details: { ...createProduct().phone_details, phone_name: 'Pixel-free Deal' } });
    mockApi({ 'GET /api/products': { body: products }, 'GET /api/products/adversite': { body: [advertised] } });
    renderScreen(<HomeRoute />);
    const section = await screen.findByRole('list', { name: 'Advertised phones' });
    expect(within(section).getByText('Recommended')).toBeTruthy();
    expect(within(section).getByText('Pixel-free Deal')).toBeTruthy();
  });

  it('has the four brand tiles and a features strip of four true claims', async () => {
    mockApi({ 'GET /api/products': { body: [] }, 'GET /api/products/adversite': { body: [] } });
    renderScreen(<HomeRoute />);
    for (const brand of ['Apple', 'Samsung', 'OnePlus', 'Huawei']) {
      expect(screen.getByRole('link', { name: brand }).getAttribute('href')).toBe(`/categories/${brand.toLowerCase()}`);
    }
    for (const feature of ['Verified sellers', 'Check before you pay', 'No fees', 'Held for you']) expect(screen.getByText(feature)).toBeTruthy();
  });
});
