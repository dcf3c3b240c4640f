import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES, NO_STANDING, type UserRecord } from '@contract/users';
import * as session from '@/lib/auth-session';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, seller, signedIn } from '@/testing/render';
import { SellerAccountCard } from '@/features/account/components/seller-account-card';

const record = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  _id: buyer.uid,
  name: 'Bea Buyer',
  email: buyer.email,
  image: '',
  user_role: 'Buyer',
  role: 'user',
  verified: false,
  verificationRequestedAt: null,
  emailPreferences: DEFAULT_EMAIL_PREFERENCES,
  ...NO_STANDING,
  createdAt: '2026-11-01T10:00:00.000Z',
  sortKey: '2026-11-01T10:00:00.000Z_buyer-uid',
  ...overrides,
});

const section = () => screen.getByRole('region', { name: 'Selling' });

beforeEach(() => vi.mocked(session.refreshRoles).mockClear());

describe('SellerAccountCard: a buyer', () => {
  it('becomes a seller after confirming: PUT /api/users/me/role, then a fresh ID token for the new claims', async () => {
    const calls = mockApi({ 'PUT /api/users/me/role': { body: { acknowledged: true, user: record({ user_role: 'Seller' }) } } });
    renderScreen(<SellerAccountCard me={record()} />, { auth: signedIn(buyer) });
    fireEvent.click(within(section()).getByRole('button', { name: 'Become a seller' }));
    const question = await screen.findByRole('dialog', { name: 'Become a seller?' });
    expect(question.textContent).toContain('An admin checks every seller before they can list phones.');
    fireEvent.click(within(question).getByRole('button', { name: 'Become a seller' }));
    await screen.findByText('You are now a seller');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ path: '/api/users/me/role', body: { role: 'seller' } })]);
    expect(session.refreshRoles).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the question is cancelled', async () => {
    const calls = mockApi({});
    renderScreen(<SellerAccountCard me={record()} />, { auth: signedIn(buyer) });
    fireEvent.click(within(section()).getByRole('button', { name: 'Become a seller' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(session.refreshRoles).not.toHaveBeenCalled();
  });

  it("shows the API's message when the change fails, and the button again", async () => {
    mockApi({ 'PUT /api/users/me/role': { status: 429, body: { acknowledged: false, code: 'rate_limited', message: 'Too many changes. Try again in a minute.' } } });
    renderScreen(<SellerAccountCard me={record()} />, { auth: signedIn(buyer) });
    fireEvent.click(within(section()).getByRole('button', { name: 'Become a seller' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Become a seller' }));
    await screen.findByText('Too many changes. Try again in a minute.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((within(section()).getByRole('button', { name: 'Become a seller' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('SellerAccountCard: a seller not yet verified', () => {
  const unverified = record({ _id: seller.uid, email: seller.email, user_role: 'Seller' });

  it('explains that an admin verifies sellers, and asks with one button; then says when', async () => {
    const calls = mockApi({
      'POST /api/users/me/verification-request': { body: { acknowledged: true, user: { ...unverified, verificationRequestedAt: '2026-11-24T10:15:00.000Z' } } },
    });
    renderScreen(<SellerAccountCard me={unverified} />, { auth: signedIn(seller) });
    expect(section().textContent).toContain('An admin checks every seller before they can list phones.');
    expect(within(section()).getByText('Not verified')).toBeTruthy();
    fireEvent.click(within(section()).getByRole('button', { name: 'Request verification' }));
    await within(section()).findByText('Requested on 24 Nov 2026');
    expect(within(section()).queryByRole('button', { name: 'Request verification' })).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/users/me/verification-request']);
    expect(screen.getByText('Verification requested: an admin will check your account')).toBeTruthy();
  });

  it('shows a pending request instead of the button', () => {
    mockApi({});
    renderScreen(<SellerAccountCard me={{ ...unverified, verificationRequestedAt: '2026-11-20T08:30:00.000Z' }} />, { auth: signedIn(seller) });
    expect(within(section()).getByText('Requested on 20 Nov 2026')).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Request verification' })).toBeNull();
    expect(within(section()).queryByRole('button', { name: 'Become a seller' })).toBeNull();
  });

  it("keeps the button when the request fails, with the API's message", async () => {
    mockApi({ 'POST /api/users/me/verification-request': { status: 409, body: { acknowledged: false, code: 'conflict', message: 'You are already verified.' } } });
    renderScreen(<SellerAccountCard me={unverified} />, { auth: signedIn(seller) });
    fireEvent.click(within(section()).getByRole('button', { name: 'Request verification' }));
    await screen.findByText('You are already verified.');
    expect(within(section()).getByRole('button', { name: 'Request verification' })).toBeTruthy();
  });
});

describe('SellerAccountCard: a verified seller', () => {
  it('shows the Verified chip and the way to list a phone, and no request button', () => {
    mockApi({});
    renderScreen(<SellerAccountCard me={record({ user_role: 'Seller', verified: true })} />, { auth: signedIn(seller) });
    expect(within(section()).getByText('Verified')).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe('/dashboard/add-products');
    expect(within(section()).queryByRole('button', { name: 'Request verification' })).toBeNull();
  });
});

describe('SellerAccountCard: stop selling', () => {
  it('goes back to buyer after confirming, or shows why not (409)', async () => {
    const message = 'You still have phones on sale or booked. Mark them sold or delete them before you go back to buying only.';
    const calls = mockApi({ 'PUT /api/users/me/role': { status: 409, body: { acknowledged: false, code: 'conflict', message } } });
    renderScreen(<SellerAccountCard me={record({ user_role: 'Seller', verified: true })} />, { auth: signedIn(seller) });
    fireEvent.click(within(section()).getByRole('button', { name: 'Stop selling' }));
    const question = await screen.findByRole('dialog', { name: 'Stop selling?' });
    expect(question.textContent).toContain('give up your verification');
    fireEvent.click(within(question).getByRole('button', { name: 'Stop selling' }));
    await screen.findByText(message);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ role: 'buyer' });
    expect(session.refreshRoles).not.toHaveBeenCalled();
  });
});
