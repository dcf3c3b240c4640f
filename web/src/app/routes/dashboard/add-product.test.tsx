import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
import { admin, renderScreen, seller, signedIn } from '@/testing/render';
import AddProductRoute from '@/app/routes/dashboard/add-product';

const sellerVerified = (verified: boolean, verificationRequestedAt: string | null = null) =>
  mockApi({
    [`GET /api/verify/${seller.email}`]: { body: { verified, verificationRequestedAt } },
    'POST /api/users/me/verification-request': {
      body: { acknowledged: true, user: { _id: seller.uid, email: seller.email, name: 'Sam Seller', image: '', user_role: 'Seller', role: 'user', verified: false, verificationRequestedAt: '2026-11-24T10:15:00.000Z', emailPreferences: { bookings: true, messages: true, news: false }, createdAt: '2026-11-01T10:00:00.000Z', sortKey: '2026-11-01T10:00:00.000Z_seller-uid' } },
    },
  });

describe('AddProductRoute', () => {
  it('tells an unverified seller that an admin verifies sellers, and asks for it with one button (no mailto link)', async () => {
    const calls = sellerVerified(false);
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    await screen.findByText('Sorry! You need to verify first');
    expect(screen.getByText(/An admin checks every seller before they can list phones\./)).toBeTruthy();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add your product' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request verification' }));
    await screen.findByText('Requested on 24 Nov 2026');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/users/me/verification-request');
  });

  it('shows a seller who has asked when they did, instead of the button', async () => {
    sellerVerified(false, '2026-11-20T08:30:00.000Z');
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    await screen.findByText('Requested on 20 Nov 2026');
    expect(screen.queryByRole('button', { name: 'Request verification' })).toBeNull();
  });

  it('shows a verified seller the form', async () => {
    sellerVerified(true);
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    await screen.findByRole('form', { name: 'Add your product' });
  });

  it("starts from the place of the seller's last listing, and shows their verified number", async () => {
    const calls = mockApi({
      [`GET /api/verify/${seller.email}`]: { body: { verified: true } },
      'GET /api/products/myproducts': { body: [createProduct({ mobile_number: '+8801998877665', location: 'Uttara Sector 4, Dhaka' })] },
    });
    renderScreen(<AddProductRoute />, { auth: signedIn({ ...seller, phoneNumber: '+8801811000102' }) });
    expect(((await screen.findByLabelText(/^Location/)) as HTMLInputElement).value).toBe('Uttara Sector 4, Dhaka');
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe('+880 1811-000102');
    expect((screen.getByLabelText(/Phone name/) as HTMLInputElement).value).toBe('');
    expect(calls.find((call) => call.path === '/api/products/myproducts')?.search).toContain('limit=1');
  });

  it('starts empty for a first listing, and points a seller without a verified number to their Profile', async () => {
    mockApi({ [`GET /api/verify/${seller.email}`]: { body: { verified: true } }, 'GET /api/products/myproducts': { body: [] } });
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    expect(((await screen.findByLabelText(/^Location/)) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Verify your mobile number on your Profile' })).toBeTruthy();
  });

  it('shows an admin the form without asking whether they are verified', async () => {
    const calls = mockApi({});
    renderScreen(<AddProductRoute />, { auth: signedIn(admin) });
    await screen.findByRole('form', { name: 'Add your product' });
    expect(calls.filter((call) => call.path.startsWith('/api/verify/'))).toEqual([]);
  });
});
