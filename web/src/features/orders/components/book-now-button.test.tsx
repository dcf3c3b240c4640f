import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthStateProvider } from '@/lib/auth';
import type { AuthState } from '@/lib/auth-state';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { BookNowButton } from '@/features/orders/components/book-now-button';
import { useBookingStore, type Bookable } from '@/features/orders/stores/booking-store';

const listing: Bookable = { productId: 'p1', name: 'Pixel 8', price: 52000, status: 'available' };

/** The session as the page has it, changed by the test the way the Firebase side reports it. */
let setSession: (state: AuthState) => void = () => undefined;
function Session({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  setSession = setState;
  return <AuthStateProvider value={state}>{children}</AuthStateProvider>;
}

afterEach(() => useBookingStore.getState().close());

describe('BookNowButton', () => {
  it('books at once for someone signed in', () => {
    renderScreen(<BookNowButton listing={listing} />, { auth: signedIn(buyer) });
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(useBookingStore.getState().selected?.productId).toBe('p1');
  });

  it('answers a tap made while the session loads once it is known: the booking, for someone signed in', async () => {
    renderScreen(
      <Session>
        <BookNowButton listing={listing} />
      </Session>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(useBookingStore.getState().selected).toBeNull();

    act(() => setSession(signedIn(buyer)));
    await waitFor(() => expect(useBookingStore.getState().selected?.productId).toBe('p1'));
  });

  it('does not book on a later session change when nothing was tapped', async () => {
    renderScreen(
      <Session>
        <BookNowButton listing={listing} />
      </Session>,
    );
    act(() => setSession(signedIn(buyer)));
    await screen.findByRole('button', { name: 'Book Now' });
    expect(useBookingStore.getState().selected).toBeNull();
  });
});
