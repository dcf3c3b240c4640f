import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dispute, OrderDisputeResponse } from '@contract/disputes';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, seller, signedIn } from '@/testing/render';
import { DisputePanel } from '@/features/orders/components/dispute-panel';

const order = { _id: 'o1', status: 'completed' as const };
const windowEnds = '2026-11-30T10:00:00.000Z';

const dispute: Dispute = {
  _id: 'o1',
  order_id: 'o1',
  listing_id: 'p1',
  item_name: 'iPhone XR',
  price: 16000,
  buyer_uid: 'buyer-uid',
  buyer_name: 'Bea Buyer',
  seller_uid: 'seller-uid',
  seller_name: 'Sam Seller',
  reason: 'account_locked',
  text: 'It asks for the old iCloud password.',
  photos: [],
  status: 'open',
  opened_at: '2026-11-28T10:00:00.000Z',
  answer_by: '2026-11-30T10:00:00.000Z',
  answer: null,
  answered_at: null,
  outcome: null,
  decision_note: null,
  decided_at: null,
  decided_by: null,
  updatedAt: '2026-11-28T10:00:00.000Z',
  sortKey: 'k',
};

const state = (overrides: Partial<OrderDisputeResponse>): OrderDisputeResponse => ({ dispute: null, window_ends_at: windowEnds, can_open: false, final: false, ...overrides });

describe('DisputePanel', () => {
  it("gives the buyer \"Report a problem\" within the window, and sends the reason and what happened", async () => {
    const calls = mockApi({
      'GET /api/orders/o1/dispute': { body: state({ can_open: true }) },
      'POST /api/orders/o1/dispute': { status: 201, body: { acknowledged: true, dispute } },
    });
    renderScreen(<DisputePanel order={order} side="buyer" />, { auth: signedIn(buyer) });
    fireEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send to ReCell' }));
    await screen.findByText('Choose what is wrong and say what happened.');
    fireEvent.change(screen.getByLabelText(/What is wrong\?/), { target: { value: 'account_locked' } });
    fireEvent.change(screen.getByLabelText(/What happened/), { target: { value: 'It asks for the old iCloud password.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to ReCell' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ reason: 'account_locked', text: 'It asks for the old iCloud password.', photos: [] });
  });

  it('lets the seller answer an open dispute', async () => {
    const calls = mockApi({
      'GET /api/orders/o1/dispute': { body: state({ dispute }) },
      'PUT /api/orders/o1/dispute': { body: { acknowledged: true, dispute: { ...dispute, status: 'answered', answer: 'I will sign it out.' } } },
    });
    renderScreen(<DisputePanel order={order} side="seller" />, { auth: signedIn(seller) });
    await screen.findByText('“It asks for the old iCloud password.”');
    expect(screen.getByText('Locked to someone else’s account (iCloud, Google)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your answer/), { target: { value: 'I will sign it out.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ answer: 'I will sign it out.' }));
  });

  it('says the order is final once the window has passed, and offers nothing to the buyer', async () => {
    mockApi({ 'GET /api/orders/o1/dispute': { body: state({ final: true }) } });
    renderScreen(<DisputePanel order={order} side="buyer" />, { auth: signedIn(buyer) });
    await screen.findByText(/This order is final: the time to report a problem ended/);
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('shows the decision to both sides', async () => {
    const decided: Dispute = { ...dispute, status: 'decided', answer: 'I will sign it out.', outcome: 'seller_warned', decision_note: 'Sign phones out before a sale.' };
    mockApi({ 'GET /api/orders/o1/dispute': { body: state({ dispute: decided, final: true }) } });
    renderScreen(<DisputePanel order={order} side="buyer" />, { auth: signedIn(buyer) });
    await screen.findByText('Seller warned');
    expect(screen.getByText('Sign phones out before a sale.')).toBeTruthy();
    expect(screen.getByText('This order is final.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });
});
