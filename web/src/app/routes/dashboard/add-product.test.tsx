import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
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

  it("starts from the phone number and place of the seller's last listing", async () => {
    const calls = mockApi({
      [`GET /api/verify/${seller.email}`]: { body: { verified: true } },
      'GET /api/products/myproducts': { body: [createProduct({ mobile_number: '+8801998877665', location: 'Uttara Sector 4, Dhaka' })] },
    });
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    expect(((await screen.findByLabelText(/Phone number/)) as HTMLInputElement).value).toBe('+8801998877665');
    expect((screen.getByLabelText(/^Location/) as HTMLInputElement).value).toBe('Uttara Sector 4, Dhaka');
    expect((screen.getByLabelText(/Phone name/) as HTMLInputElement).value).toBe('');
    expect(calls.find((call) => call.path === '/api/products/myproducts')?.search).toContain('limit=1');
  });

  it('starts empty for a first listing', async () => {
    mockApi({ [`GET /api/verify/${seller.email}`]: { body: { verified: true } }, 'GET /api/products/myproducts': { body: [] } });
    renderScreen(<AddProductRoute />, { auth: signedIn(seller) });
    expect(((await screen.findByLabelText(/Phone number/)) as HTMLInputElement).value).toBe('');
  });

  it('shows an admin the form without asking whether they are verified', async () => {
    const calls = mockApi({});
    renderScreen(<AddProductRoute />, { auth: signedIn(admin) });
    await screen.findByRole('form', { name: 'Add your product' });
    expect(calls.filter((call) => call.path.startsWith('/api/verify/'))).toEqual([]);
  });
});
