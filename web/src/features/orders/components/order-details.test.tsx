import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '@contract/orders';
import type { OrderSide } from '@contract/order-status';
import { mockApi } from '@/testing/api-mock';
import { createOrder } from '@/testing/factories';
import { buyer, renderScreen, seller, signedIn } from '@/testing/render';
import { OrderDetails } from '@/features/orders/components/order-details';
import { addDays } from '@/lib/wall-time';
import { dayKeyAt } from '@/lib/zoned-time';
import { I18nProvider } from '@/lib/i18n/context';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { formatterFor } from '@/lib/format';

const HOUR = 60 * 60 * 1000;
const now = new Date();
const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
const order = (overrides: Partial<OrderView>): OrderView =>
  ({ ...createOrder({ _id: 'o1', item_name: 'iPhone 13', buyer_uid: buyer.uid, seller_uid: seller.uid }), ...overrides }) as OrderView;

function show(view: OrderView, side: OrderSide) {
  mockApi({});
  renderScreen(<OrderDetails order={view} side={side} now={now} />, { auth: signedIn(side === 'seller' ? seller : buyer) });
}

describe('OrderDetails: the price of the deal', () => {
  it('shows both sides the agreed offer with the listed price beside it; a booking at the asking price shows one price', () => {
    for (const side of ['buyer', 'seller'] as const) {
      show(order({ status: 'booked', price: 45000, listed_price: 52000, offer_id: 'p1_b_2', answer_by: inHours(20) }), side);
      expect(screen.getByText(/agreed offer · listed at/).textContent).toContain('52,000');
      cleanup();
    }
    show(order({ status: 'booked', answer_by: inHours(20) }), 'buyer');
    expect(screen.queryByText(/agreed offer/)).toBeNull();
  });
});

describe('OrderDetails: every status line is written for the side that reads it', () => {
  it('tells the seller the booking waits for their answer, and the buyer that it waits for the seller', () => {
    const booked = order({ status: 'booked', slots: [inHours(30)], answer_by: inHours(20) });
    show(booked, 'seller');
    expect(screen.getByText('Waiting for your answer')).toBeTruthy();
    expect(screen.getByText('Next: Accept a time or decline')).toBeTruthy();
    expect(screen.queryByText('Waiting for the seller')).toBeNull();
    expect(screen.queryByText(/Wait for the seller/)).toBeNull();
  });

  it('shows the buyer that the booking waits for the seller', () => {
    show(order({ status: 'booked', slots: [inHours(30)], answer_by: inHours(20) }), 'buyer');
    expect(screen.getByText('Waiting for the seller')).toBeTruthy();
  });

  it('says "You declined" to the seller of a declined booking, and "The seller declined" to its buyer', () => {
    const declined = order({ status: 'declined', decline_reason: 'Sold elsewhere', closed_at: inHours(-1) });
    show(declined, 'seller');
    // A closed order has no next step: the line says how it ended.
    expect(screen.getByText('You declined')).toBeTruthy();
    expect(screen.queryByText(/Next:/)).toBeNull();
    expect(screen.queryByText(/The seller declined/)).toBeNull();
  });

  it('tells the seller of an unanswered, expired booking that they did not answer', () => {
    show(order({ status: 'expired', closed_at: inHours(-1) }), 'seller');
    expect(screen.getByText('You did not answer in time: the phone is available again.')).toBeTruthy();
    expect(screen.queryByText(/The seller did not answer/)).toBeNull();
  });
});

describe('OrderDetails: the seller accepts', () => {
  it("offers the buyer's times as written everywhere, and another time picked as a Dhaka day and time", async () => {
    const offered = new Date(Date.UTC(2030, 0, 1, 12, 30)).toISOString();
    const calls = mockApi({ 'PUT /api/orders/o1/accept': { body: { acknowledged: true, order: order({ status: 'accepted' }) } } });
    renderScreen(<OrderDetails order={order({ status: 'booked', slots: [offered, inHours(30)], answer_by: inHours(20) })} side="seller" now={now} />, { auth: signedIn(seller) });
    expect(screen.getByRole('radio', { name: 'Tue, 1 Jan 2030, 18:30' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Propose another time' }));
    const tomorrow = addDays(dayKeyAt(now), 1);
    fireEvent.change(screen.getByLabelText('Your time: day'), { target: { value: tomorrow } });
    fireEvent.change(screen.getByLabelText('Your time: time'), { target: { value: '09:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept and hold the phone' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    // 09:15 in Dhaka (UTC+6) is 03:15 UTC.
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ slot: `${tomorrow}T03:15:00.000Z` });
  });
});

describe('OrderDetails on a Bangla page', () => {
  it('writes the status, the next step, the deadline and the price in Bangla, with Bangla digits', async () => {
    const bangla = await loadLanguage('bn');
    mockApi({});
    const booked = order({ status: 'booked', price: 45000, slots: [inHours(30)], answer_by: inHours(20.5) });
    renderScreen(
      <I18nProvider i18n={bangla}>
        <OrderDetails order={booked} side="seller" now={now} />
      </I18nProvider>,
      { auth: signedIn(seller) },
    );
    expect(screen.getByText('আপনার উত্তরের অপেক্ষায়')).toBeTruthy();
    expect(screen.getByText('এরপর: একটি সময় গ্রহণ করুন বা প্রত্যাখ্যান করুন')).toBeTruthy();
    expect(screen.getByText('উত্তর দিতে আপনার হাতে আছে ২০ ঘণ্টা।')).toBeTruthy();
    // The price as lib/format.ts writes it for bn-BD (Bangla digits).
    expect(screen.getByText(formatterFor('bn-BD').formatPrice(45000))).toBeTruthy();
    expect(screen.getByText(/৪৫,০০০/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'গ্রহণ করুন ও ফোনটি আটকে রাখুন' })).toBeTruthy();
  });
});
