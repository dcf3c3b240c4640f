import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
import { nothingReadOnServer, renderScreen, signedIn } from '@/testing/render';
import ProductsRoute from '@/app/routes/products';
import { NO_FILTERS } from '@/features/search/search-href';
import { savedQueryOf, suggestedSearchName } from '@/features/search/saved-query';

const listing = { 'GET /api/products': { body: [createProduct()], headers: { 'X-Total-Count': '1' } } };
const renderList = (at: string, auth = signedIn()) => renderScreen(<ProductsRoute />, { at, path: '/products', loader: nothingReadOnServer, auth });

describe('Save this search above the phone list', { timeout: 60_000 }, () => {
  it('saves the list as the address asks it (the API parameters), with a name and how often to alert', async () => {
    const calls = mockApi({
      ...listing,
      'POST /api/saved-searches': (call) => ({ status: 201, body: { acknowledged: true, savedSearch: { _id: 'u_s1', ...(call.body as object), count: 1, createdAt: '', updatedAt: '' } } }),
    });
    renderList('/products?q=pixel&maxPrice=40000&storage=128,256');
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const form = screen.getByRole('form', { name: 'Save this search' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('pixel under ৳40,000/-');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Cheap Pixels' } });
    fireEvent.change(within(form).getByLabelText('Alerts'), { target: { value: 'daily' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save search' }));
    await screen.findByText('Saved. Manage your saved searches');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Cheap Pixels',
      query: { q: 'pixel', maxPrice: '40000', storage: '128,256' },
      frequency: 'daily',
    });
  });

  it('is not offered to visitors', async () => {
    mockApi(listing);
    renderList('/products?q=pixel', { status: 'signed-out', user: null });
    await screen.findByText('1 phone');
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });

  it('keeps the list open and saves nothing on Cancel', async () => {
    const calls = mockApi(listing);
    renderList('/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    fireEvent.click(within(screen.getByRole('form', { name: 'Save this search' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Save this search' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('the saved query and its suggested name', () => {
  it('are the API parameters as text, defaults left out, and a name from the words or the brand', () => {
    expect(savedQueryOf({ ...NO_FILTERS, category: 'apple', condition: ['good', 'fair'], verified: true, sort: 'price_asc' })).toEqual({
      category: 'apple',
      condition: 'good,fair',
      verified: 'true',
      sort: 'price_asc',
    });
    expect(suggestedSearchName({ ...NO_FILTERS, category: 'samsung', minPrice: 20000 })).toBe('Samsung phones from ৳20,000/-');
    expect(suggestedSearchName(NO_FILTERS)).toBe('All phones');
  });
});
