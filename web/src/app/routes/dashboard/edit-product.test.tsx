import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@contract/products';
import { paths } from '@/config/paths';
import { mockApi } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
import { renderScreen, seller, signedIn } from '@/testing/render';
import EditProductRoute from '@/app/routes/dashboard/edit-product';

const myProducts = (products: Product[], next?: string) => ({
  body: products,
  headers: next ? { Link: `</api/products/myproducts?cursor=${next}>; rel="next"` } : undefined,
});

const renderEdit = (id: string) =>
  renderScreen(<EditProductRoute />, {
    auth: signedIn(seller),
    at: paths.dashboard.editProduct.getHref(id),
    path: paths.dashboard.editProduct.path,
    routes: [{ path: paths.myProducts.path, element: <p>My products list</p> }],
  });

const section = (legend: string) => within(screen.getByText(legend, { selector: 'legend' }).closest('fieldset')!);
const save = () => fireEvent.click(screen.getByText('Save changes', { selector: 'button' }));

describe('EditProductRoute', () => {
  it("fills Add Product's fields with the listing, sends only what changed, and returns to My products", async () => {
    const listing = createProduct({ _id: 'p1', price: 52000, location: 'Banani, Dhaka', mobile_number: '+8801812345678' });
    const calls = mockApi({
      'GET /api/products/myproducts': myProducts([listing]),
      'PATCH /api/products/p1': { body: { acknowledged: true, product: { ...listing, price: 48000 } } },
    });
    renderEdit('p1');

    const price = (await screen.findByLabelText(/^Price/)) as HTMLInputElement;
    expect(price.value).toBe('52000');
    expect((section('Where buyers meet you').getByLabelText(/^Location/) as HTMLInputElement).value).toBe('Banani, Dhaka');
    expect((section('The phone').getByLabelText(/Phone name/) as HTMLInputElement).value).toBe('iPhone 13 Pro');
    const tiles = screen.getByRole('list', { name: 'Chosen photos' }).querySelectorAll('[data-photo]');
    expect([...tiles].map((tile) => tile.querySelector('img')?.getAttribute('src'))).toEqual(listing.photos);
    // The IMEI is shown as kept, not asked again; the checklist was ticked when listing.
    expect(section('The phone').getByText('•••• 4821')).toBeTruthy();
    expect(section('The phone').queryByLabelText(/^IMEI/)).toBeNull();
    expect(screen.queryByText('Every grade means', { selector: 'legend' })).toBeNull();

    fireEvent.change(price, { target: { value: '48000' } });
    save();
    await screen.findByText('Changes saved');
    await screen.findByText('My products list');
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: '/api/products/p1', body: { price: 48000 } });
  });

  it('sends the photos in their new order when the seller makes another the cover', async () => {
    const photos = ['/api/images/a-1200.webp', '/api/images/b-1200.webp', '/api/images/c-1200.webp'];
    const listing = createProduct({ _id: 'p1', photos });
    const calls = mockApi({
      'GET /api/products/myproducts': myProducts([listing]),
      'PATCH /api/products/p1': { body: { acknowledged: true, product: listing } },
    });
    renderEdit('p1');
    fireEvent.click(await screen.findByRole('button', { name: 'Make photo 3 the cover' }));
    save();
    await screen.findByText('Changes saved');
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ photos: [photos[2], photos[0], photos[1]] });
  });

  it('finds a listing on a later page of My products', async () => {
    const later = createProduct({ _id: 'p9' });
    mockApi({ 'GET /api/products/myproducts': (call) => (call.search.includes('cursor=c2') ? myProducts([later]) : myProducts([createProduct()], 'c2')) });
    renderEdit('p9');
    expect(((await screen.findByLabelText(/^Price/)) as HTMLInputElement).value).toBe(String(later.price));
  });

  it('says why a booked phone cannot be edited, and shows no form', async () => {
    mockApi({ 'GET /api/products/myproducts': myProducts([createProduct({ _id: 'p1', status: 'booked' })]) });
    renderEdit('p1');
    await screen.findByText('This phone cannot be edited now');
    expect(screen.getByText(/A buyer has booked it/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit your product' })).toBeNull();
  });

  it('says so when the listing is not among the seller\'s', async () => {
    mockApi({ 'GET /api/products/myproducts': myProducts([createProduct({ _id: 'p1' })]) });
    renderEdit('someone-elses');
    await screen.findByText('This listing is not one of yours');
  });

  it('focuses the first invalid field and sends nothing', async () => {
    const calls = mockApi({ 'GET /api/products/myproducts': myProducts([createProduct({ _id: 'p1' })]) });
    renderEdit('p1');
    const name = await screen.findByLabelText(/Phone name/);
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '0' } });
    save();
    await screen.findByText('Phone name is required.');
    expect(screen.getByText('Price must be more than 0.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it("toasts the API's refusal (booked meanwhile) and gives the button back", async () => {
    mockApi({
      'GET /api/products/myproducts': myProducts([createProduct({ _id: 'p1' })]),
      'PATCH /api/products/p1': {
        status: 409,
        body: { acknowledged: false, code: 'conflict', message: 'This phone is booked. You can edit it once the booking is cancelled.' },
      },
    });
    renderEdit('p1');
    fireEvent.change(await screen.findByLabelText(/^Location/), { target: { value: 'Gulshan 2' } });
    save();
    await screen.findByText('This phone is booked. You can edit it once the booking is cancelled.');
    await waitFor(() => expect((screen.getByText('Save changes', { selector: 'button' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('My products list')).toBeNull();
  });
});
