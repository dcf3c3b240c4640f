import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { admin, renderScreen, seller, signedIn } from '@/testing/render';
import { AddProductRoute } from '@/app/routes/dashboard/add-product';

const sellerVerified = (verified: boolean) => mockApi({ [`GET /api/verify/${seller.email}`]: { body: { verified } } });

describe('AddProductRoute', () => {
  it('asks an unverified seller to get verified first, with a way to contact the admin', async () => {
    sellerVerified(false);
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    await screen.findByText('Sorry! You need to verify first');
    expect(screen.getByRole('link', { name: 'Contact With Admin' }).getAttribute('href')).toMatch(/^mailto:admin@recell\.test\?/);
    expect(screen.queryByRole('form', { name: 'Add your product' })).toBeNull();
  });

  it('shows a verified seller the form', async () => {
    sellerVerified(true);
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    await screen.findByRole('form', { name: 'Add your product' });
  });

  it('shows an admin the form without asking whether they are verified', async () => {
    const calls = mockApi({});
    renderScreen(<AddProductRoute />, { auth: signedIn(admin) });
    await screen.findByRole('form', { name: 'Add your product' });
    expect(calls.filter((call) => call.path.startsWith('/api/verify/'))).toEqual([]);
  });
});
