import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderScreen, seller, signedIn } from '@/testing/render';
import { AddProductForm } from '@/features/products/components/add-product-form';
import type * as UploadImageModule from '@/lib/upload-image';

vi.mock('@/lib/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadImageModule>()),
  uploadImage: vi.fn(async (_file: File, onProgress?: (percent: number) => void) => {
    onProgress?.(100);
    return { display_url: '/api/images/11111111-2222-3333-4444-555555555555-1200.webp', card_url: '/api/images/x-400.webp' };
  }),
}));

/**
 * The form is long: a query over all of it costs a few hundred ms in jsdom, so the steps look
 * inside the one section (fieldset) they fill, and waits are on text, which is cheap to find.
 */
const section = (legend: string) => within(screen.getByText(legend, { selector: 'legend' }).closest('fieldset')!);
const fill = (legend: string, label: RegExp, value: string) => fireEvent.change(section(legend).getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByText('Add product', { selector: 'button' }));

function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(section('The phone').getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function fillEverything() {
  fill('The phone', /Phone name/, 'Galaxy S22');
  choose(/Storage/, '256 GB');
  fill('The phone', /^RAM/, '8');
  fill('The phone', /Battery health/, '88');
  fill('The phone', /^Camera/, '50 MP');
  fill('The phone', /Processor/, 'Snapdragon 8 Gen 1');
  choose(/Category/, 'Samsung');
  choose(/Condition/, 'Good');
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [new File(['png'], 'phone.png', { type: 'image/png' })] } });
  fill('Price and history', /^Price/, '41000');
  fill('Price and history', /Purchase year/, '2022');
  fill('Price and history', /Used for/, '2 years');
  fill('Where buyers meet you', /Phone number/, '01712345678');
  fill('Where buyers meet you', /^Location/, 'Dhaka');
  fill('Description', /^Description/, 'Clean, with box.');
}

describe('AddProductForm', () => {
  it('says what is missing and focuses the first missing field', async () => {
    const calls = mockApi({});
    renderScreen(<AddProductForm onCreated={vi.fn()} />, { auth: signedIn(seller) });
    submit();
    await screen.findByText('Phone name is required.');
    expect(screen.getByText('Choose a photo of the phone.')).toBeTruthy();
    expect(screen.getByText(/Choose a category/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(section('The phone').getByLabelText(/Phone name/)));
    expect(calls).toHaveLength(0);
  });

  it('asks for storage, RAM and battery health in range, and says where to read battery health', async () => {
    mockApi({});
    renderScreen(<AddProductForm onCreated={vi.fn()} />, { auth: signedIn(seller) });
    expect(section('The phone').getByText(/iPhone: Settings → Battery → Battery Health\. Android: Settings → Battery, or Device care/)).toBeTruthy();
    fill('The phone', /^RAM/, '32');
    fill('The phone', /Battery health/, '45');
    submit();
    await screen.findByText(/Choose a storage size: 16, 32, 64, 128, 256, 512, 1024 GB/);
    expect(screen.getByText('RAM must be 1 to 24 GB.')).toBeTruthy();
    expect(screen.getByText('Battery health must be 50 to 100 %.')).toBeTruthy();
    fill('The phone', /Battery health/, '91');
    await waitFor(() => expect(screen.queryByText('Battery health must be 50 to 100 %.')).toBeNull());
    expect(section('The phone').getByText(/Settings → Battery → Battery Health/)).toBeTruthy();
  });

  it('uploads the photo, creates the listing with numbers, and says so', async () => {
    const calls = mockApi({ 'POST /api/products': { status: 201, body: { acknowledged: true, insertedId: 'new' } } });
    const onCreated = vi.fn();
    renderScreen(<AddProductForm onCreated={onCreated} />, { auth: signedIn(seller) });
    fillEverything();
    submit();

    await screen.findByText('Product added successfully');
    expect(onCreated).toHaveBeenCalled();
    expect(calls[0]!.body).toMatchObject({
      category_name: 'samsung',
      condition_type: 'good',
      price: 41000,
      purchase_year: 2022,
      storage_gb: 256,
      ram_gb: 8,
      battery_health: 88,
      phone_details: { phone_name: 'Galaxy S22', phone_img: '/api/images/11111111-2222-3333-4444-555555555555-1200.webp' },
    });
  });

  it("toasts the API's refusal, puts its field details on the field, and gives the button back", async () => {
    mockApi({
      'POST /api/products': {
        status: 400,
        body: { acknowledged: false, code: 'validation_failed', message: 'Check the highlighted fields.', details: [{ path: 'price', message: 'Price is too high.' }] },
      },
    });
    const onCreated = vi.fn();
    renderScreen(<AddProductForm onCreated={onCreated} />, { auth: signedIn(seller) });
    fillEverything();
    submit();

    await screen.findByText('Check the highlighted fields.');
    expect(screen.getByText('Price is too high.')).toBeTruthy();
    await waitFor(() => expect((screen.getByText('Add product', { selector: 'button' }) as HTMLButtonElement).disabled).toBe(false));
    expect(onCreated).not.toHaveBeenCalled();
  });
});
