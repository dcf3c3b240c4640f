import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createConversationView } from '@/testing/factories';
import { buyer, renderScreen, signedIn, signedOut } from '@/testing/render';
import { AskSellerButton } from '@/features/messages/components/ask-seller-button';

// Screens render slowly on a shared, busy machine: give the async queries time.
configure({ asyncUtilTimeout: 5000 });

const conversation = createConversationView();

describe('AskSellerButton', () => {
  it('opens the conversation about the listing and goes to it', async () => {
    const calls = mockApi({ 'POST /api/conversations': { status: 201, body: { acknowledged: true, conversation } } });
    const { router } = renderScreen(<AskSellerButton listingId="p1" own={false} />, { auth: signedIn(buyer), at: '/displayProducts/p1' });
    fireEvent.click(screen.getByRole('button', { name: 'Ask the seller' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/messages/p1_buyer-uid'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ listingId: 'p1' });
  });

  it('sends a visitor to log in first', async () => {
    mockApi({});
    const { router } = renderScreen(<AskSellerButton listingId="p1" own={false} />, { auth: signedOut, at: '/displayProducts/p1' });
    fireEvent.click(screen.getByRole('button', { name: 'Ask the seller' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is not offered on your own listing', () => {
    mockApi({});
    renderScreen(<AskSellerButton listingId="p1" own />, { auth: signedIn(buyer) });
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).toBeNull();
  });
});
