import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createConversationView } from '@/testing/factories';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import ConversationRoute from '@/app/routes/dashboard/conversation';

describe('ConversationRoute', () => {
  it('loads the listing and the other person when reached by its link alone (an old notification)', async () => {
    const id = 'p9_buyer-uid';
    mockApi({
      [`GET /api/conversations/${id}`]: {
        body: createConversationView({ _id: id, listingId: 'p9', listing_name: 'Galaxy S23' }),
      },
      [`GET /api/conversations/${id}/messages`]: { body: [] },
      [`PUT /api/conversations/${id}/read`]: { body: { acknowledged: true, unread: 0 } },
    });
    renderScreen(<ConversationRoute />, { auth: signedIn(buyer), at: `/dashboard/messages/${id}`, path: '/dashboard/messages/:id' });
    expect((await screen.findByRole('link', { name: 'Galaxy S23' })).getAttribute('href')).toBe('/displayProducts/p9');
    await waitFor(() => expect(document.title).toMatch(/^Sam Seller · Galaxy S23/));
  });
});
