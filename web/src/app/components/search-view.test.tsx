import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
import { nothingReadOnServer, renderScreen } from '@/testing/render';
import CategoryRoute, { loader as categoryLoader } from '@/app/routes/category';
import ProductsRoute from '@/app/routes/products';

const phones = (count: number) =>
  Array.from({ length: count }, (_, index) => createProduct({ phone_details: { ...createProduct().phone_details, phone_name: `Galaxy ${index + 1}` } }));

/** GET /api/products answers these phones and this total, whatever the filters. */
const listing = (items = phones(2), total = items.length) => ({ 'GET /api/products': { body: items, headers: { 'X-Total-Count': String(total) } } });

const routes = [
  { path: '/products', element: <ProductsRoute />, loader: nothingReadOnServer },
  { path: '/categories/:name', element: <CategoryRoute />, loader: nothingReadOnServer },
];

function renderAt(at: string) {
  return renderScreen(<ProductsRoute />, { at, path: '/products', routes: routes.slice(1), loader: nothingReadOnServer });
}

/**
 * A role query over the whole list costs seconds in jsdom (every element's styles), so the
 * steps find things by label and text inside the part they use.
 */
const sidebar = () => within(document.querySelector<HTMLElement>('aside[aria-label="Filters"]')!);
const chips = () => within(screen.getByLabelText('Active filters'));
const productCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/products').map((call) => new URLSearchParams(call.search));
const addressOf = (router: ReturnType<typeof renderAt>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

// The list is a large screen for jsdom: give each test room on a busy machine.
describe('the phone list with filters', { timeout: 60_000 }, () => {
  it('asks the API with the filters of the address, and counts the matches from X-Total-Count', async () => {
    const calls = mockApi(listing(phones(2), 37));
    renderAt('/products?q=galaxy&condition=good&maxPrice=40000&sort=price_asc');
    await screen.findByText('37 phones');
    expect(Object.fromEntries(productCalls(calls)[0]!)).toEqual({ q: 'galaxy', condition: 'good', maxPrice: '40000', sort: 'price_asc' });
    expect(screen.getByText('Matching “galaxy”')).toBeTruthy();
    // The sidebar shows them set, the chips name them, the sort select shows the order.
    expect((sidebar().getByLabelText('Good') as HTMLInputElement).checked).toBe(true);
    expect((sidebar().getByLabelText('Max price') as HTMLInputElement).value).toBe('40000');
    expect(chips().getByLabelText('Remove filter: Good')).toBeTruthy();
    expect(chips().getByLabelText('Remove filter: Up to ৳40,000/-')).toBeTruthy();
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price_asc');
  });

  it('puts each change in the address (a new history entry) and asks again', async () => {
    const calls = mockApi(listing());
    const { router } = renderAt('/products?q=galaxy');
    await screen.findByText('2 phones');

    fireEvent.click(sidebar().getByLabelText('Excellent'));
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=galaxy&condition=excellent'));
    fireEvent.click(sidebar().getByText('256 GB'));
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=galaxy&condition=excellent&storage=256'));
    // The router has the address before React has drawn it (a transition): a person taps what is drawn.
    await waitFor(() => expect((sidebar().getByLabelText('256 GB') as HTMLInputElement).checked).toBe(true));
    fireEvent.click(sidebar().getByLabelText('Battery health 80 %+'));
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=galaxy&condition=excellent&storage=256&minBattery=80'));
    fireEvent.change(sidebar().getByLabelText('Min price'), { target: { value: '15000' } });
    fireEvent.keyDown(sidebar().getByLabelText('Min price'), { key: 'Enter' });
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=galaxy&condition=excellent&minPrice=15000&storage=256&minBattery=80'));

    await waitFor(() => expect(Object.fromEntries(productCalls(calls).at(-1)!)).toMatchObject({ minPrice: '15000', minBattery: '80', storage: '256' }));
    // Back restores the view before the last change.
    await router.navigate(-1);
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=galaxy&condition=excellent&storage=256&minBattery=80'));
    await waitFor(() => expect((sidebar().getByLabelText('Min price') as HTMLInputElement).value).toBe(''), { timeout: 5000 });
    expect(addressOf(router)).toBe('/products?q=galaxy&condition=excellent&storage=256&minBattery=80');
  });

  it('refuses a max price under the min, and applies nothing until it is fixed', async () => {
    mockApi(listing());
    const { router } = renderAt('/products?minPrice=20000');
    await screen.findByText('2 phones');
    fireEvent.change(sidebar().getByLabelText('Max price'), { target: { value: '1000' } });
    fireEvent.blur(sidebar().getByLabelText('Max price'));
    expect(sidebar().getByText('Below the min')).toBeTruthy();
    // The field says so to a screen reader too.
    const max = sidebar().getByLabelText('Max price');
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(max.getAttribute('aria-describedby')!)?.textContent).toBe('Below the min');
    expect(addressOf(router)).toBe('/products?minPrice=20000');
  });

  it('removes a filter with its chip, and every filter with Clear all (the words stay)', async () => {
    mockApi(listing());
    const { router } = renderAt('/products?q=pixel&condition=good,fair&verified=true');
    await screen.findByText('2 phones');
    fireEvent.click(chips().getByLabelText('Remove filter: Good'));
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=pixel&condition=fair&verified=true'));
    fireEvent.click(chips().getByText('Clear all'));
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=pixel'));
    expect(screen.queryByLabelText('Active filters')).toBeNull();
  });

  it('sorts, and filters by RAM, through the native selects', async () => {
    mockApi(listing());
    const { router } = renderAt('/products?condition=good');
    await screen.findByText('2 phones');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_desc' } });
    await waitFor(() => expect(addressOf(router)).toBe('/products?condition=good&sort=price_desc'));
    fireEvent.change(sidebar().getByLabelText('At least'), { target: { value: '8' } });
    await waitFor(() => expect(addressOf(router)).toBe('/products?condition=good&ram=8&sort=price_desc'));
  });

  it('shows skeleton cards while the first page loads', async () => {
    mockApi(listing());
    renderAt('/products');
    expect(await screen.findByLabelText('Loading phones')).toBeTruthy();
  });

  it('offers Clear filters when nothing matches', async () => {
    mockApi(listing([], 0));
    const { router } = renderAt('/products?q=iphone&maxPrice=100');
    await screen.findByText('0 phones');
    expect(screen.getByText('No phones match “iphone” with these filters')).toBeTruthy();
    fireEvent.click(screen.getByText('Clear filters'));
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=iphone'));
  });

  it('is the view of a category page with the brand preset; another brand is another page', async () => {
    const calls = mockApi(listing());
    const { router } = renderScreen(<CategoryRoute />, { at: '/categories/samsung?condition=good', path: '/categories/:name', routes: routes.slice(0, 1), loader: nothingReadOnServer });
    await screen.findByText('2 phones');
    expect(screen.getByText('Samsung phones', { selector: 'h1' })).toBeTruthy();
    expect(Object.fromEntries(productCalls(calls)[0]!)).toEqual({ category: 'samsung', condition: 'good' });
    fireEvent.click(sidebar().getByLabelText('Apple'));
    await waitFor(() => expect(addressOf(router)).toBe('/categories/apple?condition=good'));
    fireEvent.click(sidebar().getByLabelText('All brands'));
    await waitFor(() => expect(addressOf(router)).toBe('/products?condition=good'));
  });

  it('answers 404 for a brand ReCell does not list, without a read; reads the first page of a brand it lists', async () => {
    const searched: unknown[] = [];
    const catalog = {
      search: async (query: unknown) => {
        searched.push(query);
        return { items: phones(1), nextCursor: null, total: 1 };
      },
    };
    const at = (name: string) => ({ params: { name }, request: new Request(`http://recell.test/categories/${name}?condition=good`), context: { catalog } }) as never;
    // Said in the page's language (English here), as the not-found screen shows it.
    await expect(categoryLoader(at('nokia'))).rejects.toMatchObject({ data: 'There is no such category.', init: { status: 404 } });
    const bangla = { params: { name: 'nokia' }, request: new Request('http://recell.test/bn/categories/nokia'), context: { catalog } } as never;
    await expect(categoryLoader(bangla)).rejects.toMatchObject({ data: 'এমন কোনো ক্যাটাগরি নেই।', init: { status: 404 } });
    expect(searched).toHaveLength(0);
    // Another spelling of the brand is redirected to its page's own address.
    const redirected = (await categoryLoader(at('Samsung')).catch((response: unknown) => response)) as Response;
    expect(redirected?.status).toBe(302);
    expect(redirected?.headers.get('location')).toBe('/categories/samsung?condition=good');
    const { queries } = await categoryLoader(at('samsung'));
    expect(searched).toEqual([expect.objectContaining({ category: 'samsung', condition: 'good' })]);
    expect(queries.queries).toHaveLength(1);
  });
});
