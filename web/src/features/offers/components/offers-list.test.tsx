import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OfferSide, OfferView } from '@contract/offers';
import { mockApi } from '@/testing/api-mock';
import { createOffer } from '@/testing/factories';
import { buyer, renderScreen, seller, signedIn } from '@/testing/render';
import { OffersList } from '@/features/offers/components/offers-list';

const now = new Date();
const inHours = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000).toISOString();

function show(offers: OfferView[], side: OfferSide, { onBook = vi.fn(), orderOf = (_offer: OfferView): string | undefined => undefined } = {}) {
  renderScreen(<OffersList offers={offers} side={side} now={now} onBook={onBook} orderOf={orderOf} />, { auth: signedIn(side === 'seller' ? seller : buyer) });
  return { onBook };
}

const answered = (offer: OfferView) => ({ status: 200, body: { acknowledged: true, offer } });

describe('OffersList: the seller answers a buyer', () => {
  it('shows the price against the asking price, the round, who it waits for and by when', () => {
    show([createOffer({ round: 2, price: 47000, answer_by: inHours(20) })], 'seller');
    expect(screen.getByText('৳47,000/-')).toBeTruthy();
    expect(screen.getByText(/the buyer proposed · asking ৳52,000/)).toBeTruthy();
    expect(screen.getByText('Round 2 of 3')).toBeTruthy();
    expect(screen.getByText('Waiting for your answer')).toBeTruthy();
    expect(screen.getByText(/^Answer by /)).toBeTruthy();
  });

  it('accepts after confirming', async () => {
    const offer = createOffer();
    const calls = mockApi({ 'PUT /api/offers/p1_buyer-uid_1/accept': answered({ ...offer, status: 'accepted', book_by: inHours(24) }) });
    show([offer], 'seller');
    fireEvent.click(screen.getByRole('button', { name: /^Accept ৳45,000/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/offers/p1_buyer-uid_1/accept')).toBe(true));
  });

  it('counters only with more than the buyer offered and less than the asking price', async () => {
    const offer = createOffer();
    const calls = mockApi({ 'PUT /api/offers/p1_buyer-uid_1/counter': answered(createOffer({ round: 2, price: 49000, proposed_by: 'seller' })) });
    show([offer], 'seller');
    fireEvent.click(screen.getByRole('button', { name: /^Counter ৳45,000/ }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByLabelText(/Your price/);
    fireEvent.change(price, { target: { value: '44000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    expect(await within(dialog).findByText('Counter with more than the ৳45,000 offered.')).toBeTruthy();
    fireEvent.change(price, { target: { value: '49000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ price: 49000 }));
  });

  it('declines with an optional reason', async () => {
    const offer = createOffer();
    const calls = mockApi({ 'PUT /api/offers/p1_buyer-uid_1/decline': answered({ ...offer, status: 'declined' }) });
    show([offer], 'seller');
    fireEvent.click(screen.getByRole('button', { name: /^Decline ৳45,000/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Too low for me' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason: 'Too low for me' }));
  });

  it("offers no answer on the seller's own counter, which waits for the buyer", () => {
    show([createOffer({ round: 2, price: 49000, proposed_by: 'seller' })], 'seller');
    expect(screen.getByText('Waiting for the buyer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept|Counter|Decline/ })).toBeNull();
  });
});

describe('OffersList: the buyer', () => {
  it('withdraws a pending offer after confirming', async () => {
    const offer = createOffer();
    const calls = mockApi({ 'DELETE /api/offers/p1_buyer-uid_1': answered({ ...offer, status: 'withdrawn' }) });
    show([offer], 'buyer');
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Withdraw your offer/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("answers the seller's counter: accept, counter or decline it, or withdraw; no counter in the last round", () => {
    show([createOffer({ round: 2, price: 49000, proposed_by: 'seller' }), createOffer({ _id: 'p2_buyer-uid_3', listing_id: 'p2', round: 3, price: 30000, listed_price: 40000, proposed_by: 'seller', item_name: 'Galaxy S22' })], 'buyer');
    for (const name of [/^Accept ৳49,000/, /^Counter ৳49,000/, /^Decline ৳49,000/, /^Accept ৳30,000/, /^Decline ৳30,000/]) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Counter ৳30,000/ })).toBeNull();
  });

  it('books an accepted price within its hold', () => {
    const accepted = createOffer({ status: 'accepted', book_by: inHours(20) });
    const { onBook } = show([accepted], 'buyer');
    fireEvent.click(screen.getByRole('button', { name: 'Book now at ৳45,000/-' }));
    expect(onBook).toHaveBeenCalledWith(accepted);
  });

  it('shows View order instead of Book now once the accepted price was booked, and nothing once the hold ran out', () => {
    show([createOffer({ status: 'accepted', book_by: inHours(20) }), createOffer({ _id: 'p2_buyer-uid_1', listing_id: 'p2', status: 'accepted', book_by: inHours(-1) })], 'buyer', {
      orderOf: (offer) => (offer._id === 'p1_buyer-uid_1' ? 'o1' : undefined),
    });
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/dashboard/orders/o1');
    expect(screen.queryByRole('button', { name: /Book now/ })).toBeNull();
  });

  it('says the phone was booked in place of Accept and Counter on a pending round (the buyer may still withdraw), and offers no booking of a price whose phone was sold', () => {
    show(
      [
        createOffer({ round: 2, price: 49000, proposed_by: 'seller', listing_status: 'booked' }),
        createOffer({ _id: 'p2_buyer-uid_1', listing_id: 'p2', item_name: 'Galaxy S22', status: 'accepted', book_by: inHours(20), listing_status: 'sold' }),
      ],
      'buyer',
    );
    expect(screen.getByRole('note', { name: 'iPhone 13 Pro is not available' }).textContent).toBe('This phone is booked now, so this offer can no longer be accepted.');
    expect(screen.queryByRole('button', { name: /^Accept ৳49,000/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Counter ৳49,000/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw your offer for iPhone 13 Pro' })).toBeTruthy();
    expect(screen.queryByText(/has until/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Book now/ })).toBeNull();
  });
});

describe('OffersList: a pending offer on a phone booked since', () => {
  it('shows the seller that the phone is booked instead of Accept and Counter; Decline stays', () => {
    show([createOffer({ listing_status: 'booked' })], 'seller');
    expect(screen.getByRole('note', { name: 'iPhone 13 Pro is not available' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept ৳45,000/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Counter ৳45,000/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Decline ৳45,000/ })).toBeTruthy();
    expect(screen.queryByText(/^Answer by /)).toBeNull();
    expect(screen.getByText('Phone booked')).toBeTruthy();
    expect(screen.queryByText('Waiting for your answer')).toBeNull();
  });
});
