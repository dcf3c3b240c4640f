import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, seller, signedIn, signedOut } from '@/testing/render';
import { BookingForm } from '@/features/orders/components/booking-form';
import type { Bookable } from '@/features/orders/stores/booking-store';
import { addDays, wallTimeToDate } from '@/lib/wall-time';
import { dayKeyAt } from '@/lib/zoned-time';
import type { SuggestedSpot } from '@contract/meetup-spots';
import { formatterFor } from '@/lib/format';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { I18nProvider } from '@/lib/i18n/context';

const listing: Bookable = { productId: 'p1', name: 'iPhone 13 Pro', price: 52000, status: 'available', area: 'Gulshan 1, Dhaka' };

const suggested = (id: string, name: string, area: string, distance: number): SuggestedSpot => ({
  _id: id,
  name,
  area,
  address: 'Gulshan Avenue',
  lat: 23.78,
  lng: 90.41,
  kind: 'police_exchange_zone',
  opening_hours: '24 hours',
  cctv: true,
  distance_km: distance,
  in_area: distance === 0,
});

function OrderPageStub() {
  return <p>Order page {useParams().id}</p>;
}

/** A buyer with a verified number, as booking needs. */
const verifiedBuyer = { ...buyer, phoneNumber: '+8801712345678' };

function renderForm(auth = signedIn(verifiedBuyer), bookable = listing) {
  const onClose = vi.fn();
  const view = renderScreen(<BookingForm listing={bookable} onClose={onClose} />, {
    auth,
    at: '/displayProducts/p1',
    routes: [
      { path: '/products', element: <p>Products page</p> },
      { path: '/dashboard/orders/:id', element: <OrderPageStub /> },
    ],
  });
  return { ...view, onClose };
}

/** The Dhaka day `days` from today, as the day select holds it ("2026-11-28"). */
const dayIn = (days: number) => addDays(dayKeyAt(new Date()), days);

/** Picks meeting time `slot`: a day and a time of day ("18:30"), as a person does in the two selects. */
function pick(slot: number, day: string, time = '18:30') {
  fireEvent.change(screen.getByLabelText(`Meeting time ${slot}: day`), { target: { value: day } });
  fireEvent.change(screen.getByLabelText(`Meeting time ${slot}: time`), { target: { value: time } });
}

/** The instant of a picked day and time, in Dhaka. */
const isoOf = (day: string, time = '18:30') => wallTimeToDate(`${day}T${time}`)!.toISOString();

describe('BookingForm', () => {
  afterEach(() => vi.useRealTimers());

  it("shows the phone's name and price, with the person's name and email read-only", () => {
    renderForm();
    expect(screen.getByText('iPhone 13 Pro')).toBeTruthy();
    expect(screen.getByText('Price: ৳52,000/-')).toBeTruthy();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Bea Buyer');
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
  });

  it('asks a visitor to log in first, linking to /login', () => {
    renderForm(signedOut);
    const link = screen.getByRole('link', { name: 'Please Login First' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows a disabled "Already Booked" for a booked phone', () => {
    renderForm(signedIn(buyer), { ...listing, status: 'booked' });
    expect((screen.getByRole('button', { name: 'Already Booked' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it("does not let a seller book their own phone", () => {
    renderForm(signedIn(seller), { ...listing, own: true });
    expect((screen.getByRole('button', { name: "You can't book your own phone" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the verified number the seller will call, with nothing to type', () => {
    renderForm();
    const phone = screen.getByLabelText(/Phone number/) as HTMLInputElement;
    expect([phone.value, phone.disabled]).toEqual(['+880 1712-345678', true]);
    expect(screen.getByText('Verified. The seller calls you on this number once you book.')).toBeTruthy();
  });

  it('points a buyer without a verified number to their Profile', () => {
    renderForm(signedIn(buyer));
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe('Not verified yet');
    expect(screen.getByRole('link', { name: 'Verify your mobile number on your Profile' }).getAttribute('href')).toBe('/dashboard/profile');
  });

  it('asks for a meeting time, and refuses a past one or one beyond 7 days', async () => {
    // Fri 27 Nov 2026, 12:00 in Dhaka; only Date is faked, so timers and the query client run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T06:00:00.000Z'));
    const calls = mockApi({});
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Choose a date and a time.');
    pick(1, '2026-11-27', '11:45');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('This time has passed. Choose a later one.');
    pick(1, '2026-12-04', '12:15');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Choose a time within the next 7 days.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers the next 7 days and the times of day as written everywhere, the past ones disabled', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T06:00:00.000Z'));
    renderForm();
    const days = [...(screen.getByLabelText('Meeting time 1: day') as HTMLSelectElement).options].map((option) => option.text);
    expect(days).toEqual(['Day', 'Fri, 27 Nov 2026', 'Sat, 28 Nov 2026', 'Sun, 29 Nov 2026', 'Mon, 30 Nov 2026', 'Tue, 1 Dec 2026', 'Wed, 2 Dec 2026', 'Thu, 3 Dec 2026', 'Fri, 4 Dec 2026']);
    fireEvent.change(screen.getByLabelText('Meeting time 1: day'), { target: { value: '2026-11-27' } });
    const times = [...(screen.getByLabelText('Meeting time 1: time') as HTMLSelectElement).options];
    expect(times.find((option) => option.value === '12:00')).toMatchObject({ text: '12:00', disabled: true });
    expect(times.find((option) => option.value === '18:30')).toMatchObject({ text: '18:30', disabled: false });
  });

  it('asks for one to three times, as the API does', () => {
    renderForm();
    expect(screen.getByText('When could you meet? Offer 1 to 3 times in the next 7 days.')).toBeTruthy();
    expect((screen.getByLabelText('Meeting time 1: day') as HTMLSelectElement).required).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    expect(screen.getByRole('group', { name: 'Meeting time 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add another time' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove meeting time 3' }));
    expect(screen.queryByRole('group', { name: 'Meeting time 3' })).toBeNull();
  });

  it('books with two times: "Order confirmed", closes and goes to /products', async () => {
    const calls = mockApi({ 'POST /api/orders': { status: 201, body: { acknowledged: true, insertedId: 'p1-0' } } });
    const { onClose } = renderForm();
    fireEvent.change(screen.getByLabelText('Meeting location'), { target: { value: 'Gulshan 2' } });
    pick(1, dayIn(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    pick(2, dayIn(2), '11:30');
    fireEvent.change(screen.getByLabelText('Message for the seller'), { target: { value: 'Evening is best.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Order confirmed');
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted[0]).toMatchObject({
      method: 'POST',
      path: '/api/orders',
      body: {
        bookedId: 'p1',
        meet_location: 'Gulshan 2',
        message: 'Evening is best.',
        slots: [isoOf(dayIn(1)), isoOf(dayIn(2), '11:30')],
      },
    });
    // The number is the API's to take from Auth: none is sent.
    expect(posted[0]!.body).not.toHaveProperty('mobile_number');
    expect(posted[0]!.headers.Authorization).toBe('Bearer test-id-token');
    expect(onClose).toHaveBeenCalled();
    await screen.findByText('Products page');
    expect(screen.getByText(/^The seller has until .+ to accept one of your times or decline\. Nothing is settled until then\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View order' }));
    await screen.findByText('Order page p1-0');
  });

  it("suggests safe meeting spots near the phone's area for each time, and books a time at the one chosen", async () => {
    const spots = [suggested('s1', 'Gulshan Police Station safe exchange zone', 'Gulshan', 0), suggested('s2', 'Rapa Plaza', 'Dhanmondi', 5.2)];
    const calls = mockApi({
      'GET /api/meetup-spots': { body: spots },
      'POST /api/orders': { status: 201, body: { acknowledged: true, insertedId: 'p1-0' } },
    });
    renderForm();
    pick(1, dayIn(1));
    const where = (await screen.findByLabelText('Where, at time 1')) as HTMLSelectElement;
    expect([...where.options].map((option) => option.textContent)).toEqual([
      'The meeting location above',
      'Gulshan Police Station safe exchange zone (Gulshan · here)',
      'Rapa Plaza (Dhanmondi · 5.2 km)',
    ]);
    expect(calls.find((call) => call.method === 'GET')!.search).toBe('?area=Gulshan+1%2C+Dhaka');
    fireEvent.change(where, { target: { value: 's1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    pick(2, dayIn(2), '11:30');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Order confirmed');
    expect((calls.find((call) => call.method === 'POST')!.body as { slots: unknown }).slots).toEqual([{ at: isoOf(dayIn(1)), spot_id: 's1' }, isoOf(dayIn(2), '11:30')]);
  });

  it('toasts the server message when someone was faster, and shows Already Booked', async () => {
    mockApi({ 'POST /api/orders': { status: 409, body: { acknowledged: false, code: 'already_booked', message: 'Someone has just booked this phone.' } } });
    const { onClose } = renderForm();
    pick(1, dayIn(1));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Someone has just booked this phone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Already Booked' })).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("speaks the page's language: Bangla words, the price in Bangla digits, and why a time cannot be used", async () => {
    const bangla = await loadLanguage('bn');
    mockApi({});
    renderScreen(
      <I18nProvider i18n={bangla}>
        <BookingForm listing={listing} onClose={vi.fn()} />
      </I18nProvider>,
      { auth: signedIn(verifiedBuyer), at: '/bn/displayProducts/p1' },
    );
    expect(screen.getByText(`দাম: ${formatterFor('bn-BD').formatPrice(listing.price)}`)).toBeTruthy();
    expect((screen.getByLabelText('আপনার নাম') as HTMLInputElement).value).toBe('Bea Buyer');
    expect(screen.getByLabelText('সাক্ষাতের জায়গা')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'জমা দিন' }));
    await screen.findByText('একটি তারিখ ও সময় বেছে নিন।');
  });

  it('tells a buyer who is offline, and gives the Submit button back', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { onClose } = renderForm();
    pick(1, dayIn(1));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('We could not reach ReCell. Check your connection and try again.');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Booking…' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

