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

/**
 * Opens a select and picks an option. `hidden` skips jsdom's slow visibility checks, so a menu
 * still closing is found too: the one just opened is the last in the page.
 */
function choose(label: RegExp, option: string | RegExp) {
  fireEvent.mouseDown(section('The phone').getByRole('combobox', { name: label, hidden: true }));
  fireEvent.click(within(screen.getAllByRole('listbox', { hidden: true }).at(-1)!).getByRole('option', { name: option, hidden: true }));
}

function fillEverything() {
  fill('The phone', /Phone name/, 'Galaxy S22');
  choose(/Storage/, '256 GB');
  fill('The phone', /^RAM/, '8');
  fill('The phone', /Battery health/, '88');
  fill('The phone', /^Camera/, '50 MP');
  fill('The phone', /Processor/, 'Snapdragon 8 Gen 1');
  choose(/Category/, 'Samsung');
  choose(/Condition/, /^Good/);
  fill('The phone', /^IMEI/, '4901 5420 3237 518');
  fireEvent.change(section('Photos').getByLabelText(/Photos of the phone/), { target: { files: [new File(['png'], 'phone.png', { type: 'image/png' })] } });
  for (const box of within(screen.getByRole('group', { name: 'Every grade means' })).getAllByRole('checkbox')) fireEvent.click(box);
  fill('Price and history', /^Price/, '41000');
  fill('Price and history', /Purchase year/, '2022');
  fill('Price and history', /Used for/, '2 years');
  fill('Where buyers meet you', /^Location/, 'Dhaka');
  fill('Description', /^Description/, 'Clean, with box.');
}

/** Filling in the whole form takes a while in jsdom on a busy machine. */
const WHOLE_FORM_MS = 45_000;

describe('AddProductForm', () => {
  it('says what is missing and focuses the first missing field', async () => {
    const calls = mockApi({});
    renderScreen(<AddProductForm onCreated={vi.fn()} />, { auth: signedIn(seller) });
    submit();
    await screen.findByText('Phone name is required.');
    expect(screen.getByText('Add at least one photo of the phone.')).toBeTruthy();
    expect(screen.getByText(/Choose a category/)).toBeTruthy();
    expect(screen.getByText('IMEI is required: dial *#06# to see it.')).toBeTruthy();
    expect(screen.getByText('Confirm that the phone meets every condition of its grade.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(section('The phone').getByLabelText(/Phone name/)));
    expect(calls).toHaveLength(0);

    // The checklist's message goes once every box is ticked, and comes back when one is unticked.
    const boxes = within(screen.getByRole('group', { name: 'Every grade means' })).getAllByRole('checkbox');
    for (const box of boxes.slice(0, -1)) fireEvent.click(box);
    expect(screen.getByText('Confirm that the phone meets every condition of its grade.')).toBeTruthy();
    fireEvent.click(boxes.at(-1)!);
    await waitFor(() => expect(screen.queryByText('Confirm that the phone meets every condition of its grade.')).toBeNull());
    fireEvent.click(boxes[0]!);
    await screen.findByText('Confirm that the phone meets every condition of its grade.');
  }, WHOLE_FORM_MS);

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

  it('checks the IMEI as the API does, and says where to find it', async () => {
    mockApi({});
    renderScreen(<AddProductForm onCreated={vi.fn()} />, { auth: signedIn(seller) });
    expect(section('The phone').getByText(/Dial \*#06# on the phone to see its 15-digit IMEI/)).toBeTruthy();
    fill('The phone', /^IMEI/, '490154203237517');
    submit();
    await screen.findByText('This IMEI is not valid — check the digits');
    fill('The phone', /^IMEI/, '490154203237518');
    await waitFor(() => expect(screen.queryByText('This IMEI is not valid — check the digits')).toBeNull());
  });

  it("gives each grade's definition in its option, and the chosen one's under the field", async () => {
    mockApi({});
    renderScreen(<AddProductForm onCreated={vi.fn()} />, { auth: signedIn(seller) });
    fireEvent.mouseDown(section('The phone').getByRole('combobox', { name: /Condition/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'ExcellentLooks close to new: no visible marks at arm’s length, screen flawless.',
      'GoodLight signs of use; no screen scratches visible when the screen is on.',
      'FairVisible scratches or dents, fully working.',
    ]);
    fireEvent.click(options[2]!);
    await screen.findByText('Visible scratches or dents, fully working.');
    expect(section('The phone').getByRole('combobox', { name: /Condition/ }).textContent).toBe('Fair');
  });

  it('shows what similar phones go for once the model is typed and the storage picked', async () => {
    const calls = mockApi({ 'GET /api/products/price-guide': { body: { count: 7, min: 42000, max: 48000, median: 45000 } } });
    renderScreen(<AddProductForm onCreated={vi.fn()} />, { auth: signedIn(seller) });
    const guide = () => screen.getByTestId('price-guide').textContent;
    expect(guide()).toBe('Type the phone name and pick its storage to see what similar phones go for.');
    fill('The phone', /Phone name/, 'Galaxy S2');
    fill('The phone', /Phone name/, 'Galaxy S22');
    choose(/Storage/, '256 GB');
    await waitFor(() => expect(guide()).toBe('Similar phones: ৳42,000 – ৳48,000 · median ৳45,000 (7 phones)'));
    // Asked once, after the typing stopped.
    expect(calls.filter((call) => call.path === '/api/products/price-guide').map((call) => call.search)).toEqual(['?model=Galaxy+S22&storage=256']);
  });

  it('uploads the photo, creates the listing with numbers, and says so', async () => {
    const calls = mockApi({ 'POST /api/products': { status: 201, body: { acknowledged: true, insertedId: 'new', status: 'pending_review', queue_position: 3 } } });
    const onCreated = vi.fn();
    renderScreen(<AddProductForm onCreated={onCreated} />, { auth: signedIn(seller) });
    fillEverything();
    // The photo uploads as it is picked; the button is back once it has.
    await screen.findByText('Add product', { selector: 'button' });
    submit();

    await screen.findByText('Product added successfully');
    expect(screen.getByText("It waits for an admin's review before buyers can see it. It is 3rd in the queue; My products shows where it stands.")).toBeTruthy();
    expect(onCreated).toHaveBeenCalled();
    const created = calls.find((call) => call.method === 'POST')!;
    expect(created.body).toMatchObject({
      category_name: 'samsung',
      condition_type: 'good',
      price: 41000,
      purchase_year: 2022,
      storage_gb: 256,
      ram_gb: 8,
      battery_health: 88,
      imei: '490154203237518',
      attested: true,
      photos: ['/api/images/11111111-2222-3333-4444-555555555555-1200.webp'],
      phone_details: { phone_name: 'Galaxy S22' },
    });
    expect(created.body).not.toHaveProperty('attestations');
  }, WHOLE_FORM_MS);

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
    // The photo uploads as it is picked; the button is back once it has.
    await screen.findByText('Add product', { selector: 'button' });
    submit();

    await screen.findByText('Check the highlighted fields.');
    expect(screen.getByText('Price is too high.')).toBeTruthy();
    await waitFor(() => expect((screen.getByText('Add product', { selector: 'button' }) as HTMLButtonElement).disabled).toBe(false));
    expect(onCreated).not.toHaveBeenCalled();
  }, WHOLE_FORM_MS);
});
