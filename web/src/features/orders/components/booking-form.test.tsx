import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, seller, signedIn, signedOut } from '@/testing/render';
import { BookingForm } from '@/features/orders/components/booking-form';
import type { Bookable } from '@/features/orders/stores/booking-store';

const listing: Bookable = { productId: 'p1', name: 'iPhone 13 Pro', price: 52000, status: 'available' };

function OrderPageStub() {
  return <p>Order page {useParams().id}</p>;
}

function renderForm(auth = signedIn(buyer), bookable = listing) {
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

/** A local date-time `days` from now at 18:30, as a datetime-local input holds it. */
function slotIn(days: number, hour = 18): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  at.setHours(hour, 30, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

describe('BookingForm', () => {
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

  it('explains a phone number it cannot accept', async () => {
    const calls = mockApi({});
    renderForm();
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Enter a phone number of 6 to 15 digits, with an optional leading +.');
    expect(calls).toHaveLength(0);
  });

  it('asks for a meeting time, and refuses a past one or one beyond 7 days', async () => {
    const calls = mockApi({});
    renderForm();
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '01712345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Choose a date and a time.');
    fireEvent.change(screen.getByLabelText(/Meeting time 1/), { target: { value: slotIn(-1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('This time has passed. Choose a later one.');
    fireEvent.change(screen.getByLabelText(/Meeting time 1/), { target: { value: slotIn(9) } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Choose a time within the next 7 days.');
    expect(calls).toHaveLength(0);
    // The native picker is bounded too: from now to 7 days ahead.
    const input = screen.getByLabelText(/Meeting time 1/) as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.min < input.max).toBe(true);
  });

  it('asks for one to three times, as the API does', () => {
    renderForm();
    expect(screen.getByText('When could you meet? Offer 1 to 3 times in the next 7 days.')).toBeTruthy();
    expect((screen.getByLabelText(/Meeting time 1/) as HTMLInputElement).required).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    expect(screen.getByLabelText(/Meeting time 3/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add another time' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove meeting time 3' }));
    expect(screen.queryByLabelText(/Meeting time 3/)).toBeNull();
  });

  it('books with two times: "Order confirmed", closes and goes to /products', async () => {
    const calls = mockApi({ 'POST /api/orders': { status: 201, body: { acknowledged: true, insertedId: 'p1-0' } } });
    const { onClose } = renderForm();
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '+880 1712-345678' } });
    fireEvent.change(screen.getByLabelText('Meeting location'), { target: { value: 'Gulshan 2' } });
    fireEvent.change(screen.getByLabelText(/Meeting time 1/), { target: { value: slotIn(1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    fireEvent.change(screen.getByLabelText(/Meeting time 2/), { target: { value: slotIn(2, 11) } });
    // Under each picker, the time as the rest of ReCell writes it, whatever order the browser's picker shows.
    expect(screen.getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), 18:30$/)).toBeTruthy();
    expect(screen.getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), 11:30$/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message for the seller'), { target: { value: 'Evening is best.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Order confirmed');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/orders',
      body: {
        bookedId: 'p1',
        mobile_number: '+8801712345678',
        meet_location: 'Gulshan 2',
        message: 'Evening is best.',
        slots: [new Date(slotIn(1)).toISOString(), new Date(slotIn(2, 11)).toISOString()],
      },
    });
    expect(calls[0]!.headers.Authorization).toBe('Bearer test-id-token');
    expect(onClose).toHaveBeenCalled();
    await screen.findByText('Products page');
    expect(screen.getByText(/^The seller has until .+ to accept one of your times or decline\. Nothing is settled until then\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View order' }));
    await screen.findByText('Order page p1-0');
  });

  it('toasts the server message when someone was faster, and shows Already Booked', async () => {
    mockApi({ 'POST /api/orders': { status: 409, body: { acknowledged: false, code: 'already_booked', message: 'Someone has just booked this phone.' } } });
    const { onClose } = renderForm();
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText(/Meeting time 1/), { target: { value: slotIn(1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Someone has just booked this phone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Already Booked' })).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells a buyer who is offline, and gives the Submit button back', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { onClose } = renderForm();
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText(/Meeting time 1/), { target: { value: slotIn(1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('We could not reach ReCell. Check your connection and try again.');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Booking…' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

