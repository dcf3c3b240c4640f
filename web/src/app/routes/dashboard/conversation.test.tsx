import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { ConversationRoute } from '@/app/routes/dashboard/conversation';

describe('ConversationRoute', () => {
  it('loads the listing and the other person when reached by its link alone (an old notification)', async () => {
    const id = 'p9_buyer-uid';
    mockApi({
      [`GET /api/conversations/${id}`]: {
        body: {
          _id: id,
          listingId: 'p9',
          listing_name: 'Galaxy S23',
          listing_img: '',
          my_side: 'buyer',
          other_uid: 'seller-uid',
          other_name: 'Sam Seller',
          other_img: '',
          last_message: null,
          lastMessageAt: null,
          unread: 0,
          createdAt: '2026-11-24T09:00:00.000Z',
          sortKey: `2026-11-24T09:00:00.000Z_${id}`,
        },
      },
      [`GET /api/conversations/${id}/messages`]: { body: [] },
      [`PUT /api/conversations/${id}/read`]: { body: { acknowledged: true, unread: 0 } },
    });
    renderScreen(<ConversationRoute />, { auth: signedIn(buyer), at: `/dashboard/messages/${id}`, path: '/dashboard/messages/:id' });
    expect((await screen.findByRole('link', { name: 'Galaxy S23' })).getAttribute('href')).toBe('/displayProducts/p9');
    await waitFor(() => expect(document.title).toMatch(/^Sam Seller · Galaxy S23/));
  });
});
