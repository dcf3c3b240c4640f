import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dispute } from '@contract/disputes';
import { mockApi } from '@/testing/api-mock';
import { admin, renderScreen, signedIn } from '@/testing/render';
import DisputesRoute from '@/app/routes/dashboard/disputes';

const base: Dispute = {
  _id: 'o1',
  order_id: 'o1',
  listing_id: 'p1',
  item_name: 'iPhone XR',
  price: 16000,
  buyer_uid: 'b',
  buyer_name: 'Sadia Karim',
  seller_uid: 's',
  seller_name: 'Tanvir Ahmed',
  reason: 'stopped_working',
  text: 'Face ID stopped working.',
  photos: [],
  status: 'answered',
  opened_at: '2026-11-27T10:00:00.000Z',
  answer_by: '2026-11-29T10:00:00.000Z',
  answer: 'It worked at the handover.',
  answered_at: '2026-11-27T12:00:00.000Z',
  outcome: null,
  decision_note: null,
  decided_at: null,
  decided_by: null,
  updatedAt: '2026-11-27T12:00:00.000Z',
  sortKey: 'k1',
};

describe('DisputesRoute', () => {
  it('shows each dispute with both sides, and decides an answered one with an outcome and a note; an open one waits for the seller', async () => {
    const open: Dispute = { ...base, _id: 'o2', order_id: 'o2', item_name: 'Galaxy S10', status: 'open', answer: null, answered_at: null, sortKey: 'k2' };
    const calls = mockApi({
      'GET /api/admin/disputes': { body: [base, open] },
      'PUT /api/admin/disputes/o1/decide': { body: { acknowledged: true, dispute: { ...base, status: 'decided', outcome: 'resolved', decision_note: 'Settled.' } } },
    });
    renderScreen(<DisputesRoute />, { auth: signedIn(admin) });
    const answered = await screen.findByRole('article', { name: 'Dispute about iPhone XR' });
    expect(within(answered).getByText('It worked at the handover.')).toBeTruthy();
    const waiting = screen.getByRole('article', { name: 'Dispute about Galaxy S10' });
    expect(within(waiting).queryByRole('form')).toBeNull();

    const form = within(answered).getByRole('form', { name: 'Decide the dispute about iPhone XR' });
    fireEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    await within(form).findByText('Choose an outcome and write a note for both sides.');
    fireEvent.change(within(form).getByLabelText('Outcome'), { target: { value: 'resolved' } });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Settled.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ outcome: 'resolved', note: 'Settled.' }));
  });
});
