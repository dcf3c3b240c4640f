import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
import { nothingReadOnServer, renderScreen } from '@/testing/render';
import HomeRoute from '@/app/routes/home';

const products = Array.from({ length: 6 }, (_, index) => createProduct({ phone_details: { ...createProduct().phone_details, phone_name: `Phone ${index + 1}` } }));

/**
 * The home page is large: a role query over all of it takes seconds in jsdom (it computes every
 * element's styles), longer than findBy*'s one-second wait under load. So the tests wait on text
 * (cheap) for the real condition, then ask for roles inside the one section they check.
 */
const section = (title: string) => screen.getByText(title, { selector: 'h2' }).closest('section')!;

describe('HomeRoute', () => {
  it('shows the first 6 new arrivals with Show All, and no advertised section when there is nothing advertised', async () => {
    const calls = mockApi({ 'GET /api/products': { body: products }, 'GET /api/products/adversite': { body: [] } });
    renderScreen(<HomeRoute />, { loader: nothingReadOnServer });
    await screen.findByRole('article', { name: 'Phone 6' }, { timeout: 15_000 });
    const arrivals = within(section('New arrivals'));
    expect(within(arrivals.getByRole('list', { name: 'New arrivals' })).getAllByRole('article')).toHaveLength(6);
    expect(arrivals.getByRole('link', { name: 'Show All' }).getAttribute('href')).toBe('/products');
    await waitFor(() => expect(screen.queryByText('Advertised phones', { selector: 'h2' })).toBeNull());
    // Only what the page shows is read: 6 new arrivals and at most 6 advertised phones.
    expect(calls.map((call) => `${call.path}${call.search}`).sort()).toEqual(['/api/products/adversite?limit=6', '/api/products?limit=6']);
  }, 40_000);

  it("holds the advertised section's place while it loads", async () => {
    mockApi({ 'GET /api/products': { body: products }, 'GET /api/products/adversite': { body: [createProduct({ adversite: true })] } });
    renderScreen(<HomeRoute />, { loader: nothingReadOnServer });
    // Before the answer arrives (once the route's loader has run).
    await screen.findByText('Advertised phones', { selector: 'h2' });
    expect(within(section('Advertised phones')).getByRole('status', { name: 'Loading phones' })).toBeTruthy();
  });

  it('shows advertised phones as Recommended cards', async () => {
    const advertised = createProduct({ adversite: true, phone_details: { ...createProduct().phone_details, phone_name: 'Pixel-free Deal' } });
    mockApi({ 'GET /api/products': { body: products }, 'GET /api/products/adversite': { body: [advertised] } });
    renderScreen(<HomeRoute />, { loader: nothingReadOnServer });
    await screen.findByRole('article', { name: 'Pixel-free Deal' }, { timeout: 5000 });
    const list = within(within(section('Advertised phones')).getByRole('list', { name: 'Advertised phones' }));
    expect(list.getByText('Recommended')).toBeTruthy();
    expect(list.getByRole('article', { name: 'Pixel-free Deal' })).toBeTruthy();
  });

  it('has the four brand tiles and a features strip of four true claims', async () => {
    mockApi({ 'GET /api/products': { body: [] }, 'GET /api/products/adversite': { body: [] } });
    renderScreen(<HomeRoute />, { loader: nothingReadOnServer });
    await screen.findByText('Shop by brand', { selector: 'h2' });
    const brands = within(section('Shop by brand'));
    for (const brand of ['Apple', 'Samsung', 'OnePlus', 'Huawei']) {
      expect(brands.getByRole('link', { name: brand }).getAttribute('href')).toBe(`/categories/${brand.toLowerCase()}`);
    }
    for (const feature of ['Verified sellers', 'Check before you pay', 'No fees', 'Held for you']) expect(screen.getByText(feature)).toBeTruthy();
  });
});
