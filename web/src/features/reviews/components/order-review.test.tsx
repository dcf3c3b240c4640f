import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderReviewsResponse } from '@contract/reviews';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { OrderReview } from '@/features/reviews/components/order-review';

// Screens render slowly on a shared, busy machine: give the async queries time.
configure({ asyncUtilTimeout: 5000 });

const own = { _id: 'o1_buyer', rating: 5, text: 'Smooth deal.', createdAt: '2026-11-24T10:00:00.000Z', publishAt: '2026-12-01T10:00:00.000Z' };

describe('OrderReview', () => {
  it('leaves a review of a completed order: stars required, then sent; then waits for the other side', async () => {
    let state: OrderReviewsResponse = { canReview: true, mine: null, theirs: null };
    const calls = mockApi({
      'GET /api/orders/o1/review': () => ({ body: state }),
      'POST /api/orders/o1/review': () => {
        state = { canReview: false, mine: { ...own, published: false }, theirs: null };
        return { status: 201, body: { acknowledged: true, review: state.mine } };
      },
    });
    renderScreen(<OrderReview orderId="o1" otherName="Sam Seller" itemName="Pixel 7" />, { auth: signedIn(buyer) });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave a review' }));
    const dialog = await screen.findByRole('dialog', { name: /Review Sam Seller/ });
    const form = within(dialog).getByRole('form', { name: 'Review Sam Seller' });

    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    await within(form).findByText('Rating must be 1 to 5 stars.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByLabelText('5 Stars'));
    fireEvent.change(within(form).getByLabelText('Your review (optional)'), { target: { value: 'Smooth deal.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    await screen.findByText('Thanks! Your review is in');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ rating: 5, text: 'Smooth deal.' });
    await screen.findByText('Review sent, waiting for the other side');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Leave a review' })).toBeNull());
  });

  it('shows both ratings once published', async () => {
    mockApi({
      'GET /api/orders/o1/review': {
        body: {
          canReview: false,
          mine: { ...own, published: true },
          theirs: {
            _id: 'o1_seller',
            rating: 4,
            text: 'On time.',
            author_name: 'Sam Seller',
            author_img: '',
            author_side: 'seller',
            item_name: 'Pixel 7',
            createdAt: own.createdAt,
            publishedAt: own.createdAt,
            sortKey: 'k',
          },
        } satisfies OrderReviewsResponse,
      },
    });
    renderScreen(<OrderReview orderId="o1" otherName="Sam Seller" itemName="Pixel 7" />, { auth: signedIn(buyer) });
    await screen.findByRole('img', { name: '5 out of 5 stars' });
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(screen.queryByText(/waiting for the other side/)).toBeNull();
  });
});
