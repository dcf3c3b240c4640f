import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createOffer } from '@/testing/factories';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { MakeOfferForm } from '@/features/offers/components/make-offer-form';

const listing = { id: 'p1', price: 52000, priceLow: 44000, priceHigh: 50000 };

function renderForm() {
  const onSent = vi.fn();
  renderScreen(<MakeOfferForm listing={listing} onSent={onSent} onCancel={() => undefined} />, { auth: signedIn(buyer) });
  return { onSent };
}

const typePrice = (value: string) => fireEvent.change(screen.getByLabelText(/Your price/), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));

describe('MakeOfferForm', () => {
  it('shows the range an offer may take and the fair price of the model beside the field', () => {
    renderForm();
    expect(screen.getByText('Whole taka, from ৳26,000/- to ৳51,999/-.')).toBeTruthy();
    expect(screen.getByText(/Fair price for this model: ৳44,000/)).toBeTruthy();
  });

  it("refuses, in the API's words, a missing price, a fraction, under half the asking price and not below it, and sends nothing", async () => {
    const calls = mockApi({});
    renderForm();
    for (const [typed, message] of [
      ['', 'Enter your price in taka.'],
      ['45000.5', 'Offer a whole number of taka.'],
      ['25999', 'Offer at least ৳26,000, half of the asking price.'],
      ['52000', 'Offer less than the asking price of ৳52,000.'],
    ] as const) {
      typePrice(typed);
      send();
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);
  });

  it('sends a valid price (commas allowed) with the note, and hands back the offer', async () => {
    const made = createOffer({ price: 45000, message: 'Cash today?' });
    const calls = mockApi({ 'POST /api/products/p1/offers': { status: 201, body: { acknowledged: true, offer: made } } });
    const { onSent } = renderForm();
    typePrice('45,000');
    fireEvent.change(screen.getByLabelText(/Message for the seller/), { target: { value: 'Cash today?' } });
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(made));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ price: 45000, message: 'Cash today?' });
  });

  it("puts the API's own refusal of the price on the field", async () => {
    mockApi({
      'POST /api/products/p1/offers': {
        status: 400,
        body: { acknowledged: false, code: 'validation_failed', message: 'Offer at least ৳27,000, half of the asking price.', details: [{ path: 'price', message: 'Offer at least ৳27,000, half of the asking price.' }] },
      },
    });
    const { onSent } = renderForm();
    typePrice('26000');
    send();
    expect(await screen.findAllByText('Offer at least ৳27,000, half of the asking price.')).not.toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();
  });
});
