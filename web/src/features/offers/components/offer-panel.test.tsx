import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OfferView } from '@contract/offers';
import { mockApi } from '@/testing/api-mock';
import { createOffer } from '@/testing/factories';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { OfferPanel } from '@/features/offers/components/offer-panel';

// Screens render slowly on a shared, busy machine: give the async queries time.
configure({ asyncUtilTimeout: 5000 });

const listing = { id: 'p1', price: 52000 };
const show = (offer: OfferView) => {
  mockApi({ 'GET /api/offers': { body: [offer] } });
  renderScreen(<OfferPanel listing={listing} open={false} onBook={vi.fn()} orderOf={() => undefined} />, { auth: signedIn(buyer) });
};

describe('OfferPanel', () => {
  it('shows the pending offer with its deadline while the phone is available', async () => {
    show(createOffer());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your offer of ৳45,000\/- is with the seller\. The seller has until .+ to answer\./);
  });

  it('says the phone is booked now, not a deadline, when it was booked since; the buyer may withdraw', async () => {
    show(createOffer({ listing_status: 'booked' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your offer of ৳45,000/-: This phone is booked now, so this offer can no longer be accepted.');
    expect(alert.textContent).not.toContain('null');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });
});
