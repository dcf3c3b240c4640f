import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageView } from '@contract/conversations';
import { MESSAGE_SAFETY_REMINDER } from '@contract/conversations';
import { THREAD_POLL_SECONDS } from '@contract/constants';
import { mockApi, type RecordedCall } from '@/testing/api-mock';
import { createConversationView } from '@/testing/factories';
import { buyer, renderScreen, seller, signedIn } from '@/testing/render';
import { ThreadView } from '@/features/messages/components/thread-view';

// Screens render slowly on a shared, busy machine: give the async queries time.
configure({ asyncUtilTimeout: 5000 });

const ID = 'p1_buyer-uid';
const conversation = createConversationView({ _id: ID, unread: 1 });
const message = (n: number, mine: boolean, text: string): MessageView => ({
  _id: `m${n}`,
  conversationId: ID,
  sender: mine ? 'buyer' : 'seller',
  mine,
  text,
  createdAt: `2026-11-24T10:0${n}:00.000Z`,
  sortKey: `2026-11-24T10:0${n}:00.000Z_m${n}`,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ThreadView', () => {
  it('shows the listing, the other person, the safety reminder and the messages oldest first; marks the thread read', async () => {
    const calls = mockApi({
      [`GET /api/conversations/${ID}/messages`]: { body: [message(2, false, 'Yes, the battery is original.'), message(1, true, 'Is the battery original?')] },
      [`PUT /api/conversations/${ID}/read`]: { body: { acknowledged: true, unread: 0 } },
    });
    renderScreen(<ThreadView id={ID} conversation={conversation} />, { auth: signedIn(buyer) });

    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Yes, the battery is original.');
    expect(log.textContent).toMatch(/You: Is the battery original\?.*Sam Seller: Yes, the battery is original\./);
    expect(screen.getByRole('note', { name: 'Safety reminder' }).textContent).toBe(MESSAGE_SAFETY_REMINDER);
    expect(screen.getByRole('link', { name: 'Pixel 7' }).getAttribute('href')).toBe('/displayProducts/p1');
    expect(screen.getByRole('link', { name: 'Sam Seller' }).getAttribute('href')).toBe('/sellers/seller-uid');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === `/api/conversations/${ID}/read`)).toBe(true));
  });

  it('sends a message, trimmed, and shows it at once', async () => {
    const sent = message(3, true, 'Can we meet at 6?');
    const calls = mockApi({
      [`GET /api/conversations/${ID}/messages`]: { body: [message(1, true, 'Hello')] },
      [`PUT /api/conversations/${ID}/read`]: { body: { acknowledged: true, unread: 0 } },
      [`POST /api/conversations/${ID}/messages`]: { status: 201, body: { acknowledged: true, message: sent } },
    });
    renderScreen(<ThreadView id={ID} conversation={conversation} />, { auth: signedIn(buyer) });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Hello');

    const field = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(field, { target: { value: '  Can we meet at 6?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log).findByText('Can we meet at 6?');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Can we meet at 6?' });
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('gives a message that could not be sent back to the field', async () => {
    mockApi({
      [`GET /api/conversations/${ID}/messages`]: { body: [message(1, true, 'Hello')] },
      [`PUT /api/conversations/${ID}/read`]: { body: { acknowledged: true, unread: 0 } },
      [`POST /api/conversations/${ID}/messages`]: { status: 429, body: { acknowledged: false, code: 'rate_limited', message: 'Too many messages; try again in a minute.' } },
    });
    renderScreen(<ThreadView id={ID} conversation={conversation} />, { auth: signedIn(buyer) });
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Hello');

    const field = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(field, { target: { value: 'Is the box included?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((field as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('Is the box included?'));
  });

  it('asks every few seconds for what is newer than the newest message it holds, and adds the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let newer: MessageView[] = [];
    const calls = mockApi({
      [`GET /api/conversations/${ID}/messages`]: (call: RecordedCall) => ({
        body: new URLSearchParams(call.search).has('since') ? newer : [message(1, true, 'Is it unlocked?')],
      }),
      [`PUT /api/conversations/${ID}/read`]: { body: { acknowledged: true, unread: 0 } },
    });
    renderScreen(<ThreadView id={ID} conversation={conversation} />, { auth: signedIn(buyer) });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Is it unlocked?');

    newer = [message(2, false, 'Yes, any network.')];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(THREAD_POLL_SECONDS * 1000 + 100);
    });
    await within(log).findByText('Yes, any network.');
    const polls = calls.filter((call) => new URLSearchParams(call.search).has('since'));
    expect(new URLSearchParams(polls[0]!.search).get('since')).toBe(message(1, true, '').sortKey);
    // A message from the other side arrived while open: read again.
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').length).toBeGreaterThanOrEqual(2));
  });
});

describe('ThreadView: offer lines', () => {
  const line = (n: number, offer: NonNullable<MessageView['offer']>, text: string, mine: boolean): MessageView => ({
    ...message(n, mine, text),
    _id: `offer-${n}`,
    sender: offer.by,
    offer,
  });
  const offered = { offer_id: 'p1_buyer-uid_1', event: 'offered', price: 30000, by: 'buyer', automatic: false } as const;
  const countered = { offer_id: 'p1_buyer-uid_2', event: 'countered', price: 32000, by: 'seller', automatic: false } as const;
  const accepted = { offer_id: 'p1_buyer-uid_2', event: 'accepted', price: 32000, by: 'buyer', automatic: false } as const;
  const lines = (buyerIsReader: boolean) => [
    line(4, accepted, 'Accepted ৳32,000', buyerIsReader),
    line(3, countered, 'Countered with ৳32,000', !buyerIsReader),
    message(2, !buyerIsReader, 'Would you take 30?'),
    line(1, offered, 'Offered ৳30,000', buyerIsReader),
  ];

  it("tells each move of the offer in the buyer's words, between the messages, each with the way to the offers", async () => {
    mockApi({
      [`GET /api/conversations/${ID}/messages`]: { body: lines(true) },
      [`PUT /api/conversations/${ID}/read`]: { body: { acknowledged: true, unread: 0 } },
    });
    renderScreen(<ThreadView id={ID} conversation={conversation} />, { auth: signedIn(buyer) });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('You offered ৳30,000');
    expect(log.textContent).toMatch(/You offered ৳30,000.*Would you take 30\?.*Sam Seller countered with ৳32,000.*You accepted ৳32,000 — book within 24 hours/);
    const links = within(log).getAllByRole('link', { name: 'See the offer' });
    expect(links).toHaveLength(3);
    expect(links.every((link) => link.getAttribute('href') === '/dashboard/offers?side=buyer')).toBe(true);
  });

  it("tells the same moves in the seller's words", async () => {
    mockApi({
      [`GET /api/conversations/${ID}/messages`]: { body: lines(false) },
      [`PUT /api/conversations/${ID}/read`]: { body: { acknowledged: true, unread: 0 } },
    });
    const sellerSide = createConversationView({ _id: ID, my_side: 'seller', other_uid: 'buyer-uid', other_name: 'Bea Buyer' });
    renderScreen(<ThreadView id={ID} conversation={sellerSide} />, { auth: signedIn(seller) });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Bea Buyer offered ৳30,000');
    expect(log.textContent).toMatch(/You countered with ৳32,000.*Bea Buyer accepted ৳32,000 and has 24 hours to book/);
    expect(within(log).getAllByRole('link', { name: 'See the offer' })[0]!.getAttribute('href')).toBe('/dashboard/offers?side=seller');
  });
});
