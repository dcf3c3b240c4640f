import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderScreen, seller, signedIn } from '@/testing/render';
import { AddProductRoute } from '@/app/routes/dashboard/add-product';

const sellerRoles = (verified: boolean) =>
  mockApi({
    [`GET /api/users/admin/${seller.email}`]: { body: { isAdmin: false } },
    [`GET /api/users/buyer/${seller.email}`]: { body: { isBuyer: false } },
    [`GET /api/users/seller/${seller.email}`]: { body: { isSeller: true } },
    [`GET /api/verify/${seller.email}`]: { body: { verified } },
  });

describe('AddProductRoute', () => {
  it('asks an unverified seller to get verified first, with a way to contact the admin', async () => {
    sellerRoles(false);
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    await screen.findByText('Sorry! You need to verify first');
    expect(screen.getByRole('link', { name: 'Contact With Admin' }).getAttribute('href')).toMatch(/^mailto:admin@recell\.test\?/);
    expect(screen.queryByRole('form', { name: 'Add your product' })).toBeNull();
  });

  it('shows a verified seller the form', async () => {
    sellerRoles(true);
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    await screen.findByRole('form', { name: 'Add your product' });
  });
});
