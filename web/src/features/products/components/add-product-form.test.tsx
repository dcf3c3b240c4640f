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

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('AddProductForm', () => {
  it('says what is missing', async () => {
    const calls = mockApi({});
    renderScreen(<AddProductForm onCreated={vi.fn()} />, { auth: signedIn(seller) });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await screen.findByText('Phone name is required.');
    expect(screen.getByText('Choose a photo of the phone.')).toBeTruthy();
    expect(screen.getByText(/Choose a category/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('uploads the photo, creates the listing with numbers, and says so', async () => {
    const calls = mockApi({ 'POST /api/products': { status: 201, body: { acknowledged: true, insertedId: 'new' } } });
    const onCreated = vi.fn();
    renderScreen(<AddProductForm onCreated={onCreated} />, { auth: signedIn(seller) });
    fill(/Phone name/, 'Galaxy S22');
    fill(/RAM \/ storage/, '8 GB / 256 GB');
    fill(/^Camera/, '50 MP');
    fill(/Processor/, 'Snapdragon 8 Gen 1');
    choose(/Category/, 'Samsung');
    choose(/Condition/, 'Good');
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [new File(['png'], 'phone.png', { type: 'image/png' })] } });
    fill(/^Price/, '41000');
    fill(/Purchase year/, '2022');
    fill(/Used for/, '2 years');
    fill(/Phone number/, '01712345678');
    fill(/^Location/, 'Dhaka');
    fill(/^Description/, 'Clean, with box.');
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));

    await screen.findByText('Product added successfully');
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls[0]!.body).toMatchObject({
      category_name: 'samsung',
      condition_type: 'good',
      price: 41000,
      purchase_year: 2022,
      phone_details: { phone_name: 'Galaxy S22', phone_img: '/api/images/11111111-2222-3333-4444-555555555555-1200.webp' },
    });
  });
});
