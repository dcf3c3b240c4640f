import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES, NO_STANDING, type UserRecord } from '@contract/users';
import { mockApi } from '@/testing/api-mock';
import { admin, renderScreen, signedIn } from '@/testing/render';
import { pendingRequestsFirst, UsersTable } from '@/features/users/components/users-table';

const person = (name: string, overrides: Partial<UserRecord> = {}): UserRecord => {
  const _id = name.toLowerCase().replace(/\W+/g, '-');
  return {
    _id,
    name,
    email: `${_id}@recell.test`,
    image: '',
    user_role: 'Buyer',
    role: 'user',
    verified: false,
    verificationRequestedAt: null,
    emailPreferences: DEFAULT_EMAIL_PREFERENCES,
    ...NO_STANDING,
    createdAt: '2026-11-01T10:00:00.000Z',
    sortKey: `2026-11-01T10:00:00.000Z_${_id}`,
    ...overrides,
  };
};

const me = person('Ada Admin', { email: admin.email, role: 'admin' });
const otherAdmin = person('Omar Admin', { role: 'admin', user_role: 'Seller', verified: true });
const verified = person('Vera Verified', { user_role: 'Seller', verified: true });
const asked = person('Rafiq Asked', { user_role: 'Seller', verificationRequestedAt: '2026-11-20T08:30:00.000Z' });
const askedEarlier = person('Esha Earlier', { user_role: 'Seller', verificationRequestedAt: '2026-11-18T08:30:00.000Z' });
const quiet = person('Nabil Quiet', { user_role: 'Seller' });
const buyer = person('Bea Buyer');

// jsdom's matchMedia never matches, so the table renders as phone cards (a list of items).
const card = (name: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name))!;
const buttonNames = (name: string) => within(card(name)).queryAllByRole('button').map((button) => button.textContent);

describe('UsersTable', () => {
  it("marks the admin's own row 'You', with neither Remove admin nor Delete", () => {
    mockApi({});
    renderScreen(<UsersTable users={[me, otherAdmin, buyer]} kind="all" currentEmail={admin.email} />, { auth: signedIn(admin) });
    expect(within(card('Ada Admin')).getByText('You')).toBeTruthy();
    expect(buttonNames('Ada Admin')).toEqual([]);
    expect(buttonNames('Omar Admin')).toEqual(['Remove admin', 'Unverify', 'Delete']);
    expect(buttonNames('Bea Buyer')).toEqual(['Make admin', 'Delete']);
    expect(within(card('Omar Admin')).getByText('Admin')).toBeTruthy();
    expect(within(card('Omar Admin')).getByText('Seller')).toBeTruthy();
    expect(within(card('Bea Buyer')).queryByText('You')).toBeNull();
  });

  it('shows sellers who asked to be verified first, oldest request first, with the day they asked', () => {
    mockApi({});
    renderScreen(<UsersTable users={[verified, asked, quiet, askedEarlier]} kind="sellers" currentEmail={admin.email} />, { auth: signedIn(admin) });
    const names = ['Esha Earlier', 'Rafiq Asked', 'Vera Verified', 'Nabil Quiet'];
    const order = screen.getAllByRole('listitem').map((item) => names.find((name) => item.textContent?.includes(name)));
    expect(order).toEqual(['Esha Earlier', 'Rafiq Asked', 'Vera Verified', 'Nabil Quiet']);
    expect(within(card('Rafiq Asked')).getByText('Requested 20 Nov 2026')).toBeTruthy();
    expect(within(card('Nabil Quiet')).getByText('Not verified')).toBeTruthy();
    // The column's label and the chip.
    expect(within(card('Vera Verified')).getAllByText('Verified')).toHaveLength(2);
    expect(buttonNames('Rafiq Asked')).toEqual(['Make admin', 'Verify', 'Delete']);
    expect(pendingRequestsFirst([verified])).toEqual([verified]);
  });

  it('asks before removing an admin, then calls DELETE /api/users/admin/:id', async () => {
    const calls = mockApi({ [`DELETE /api/users/admin/${otherAdmin._id}`]: { body: { acknowledged: true, user: { ...otherAdmin, role: 'user' } } } });
    renderScreen(<UsersTable users={[me, otherAdmin]} kind="all" currentEmail={admin.email} />, { auth: signedIn(admin) });
    fireEvent.click(within(card('Omar Admin')).getByRole('button', { name: 'Remove admin' }));
    const question = await screen.findByRole('dialog', { name: 'Remove admin from Omar Admin?' });
    expect(question.textContent).toContain('They keep their seller account');
    fireEvent.click(within(question).getByRole('button', { name: 'Remove admin' }));
    await screen.findByText('Admin removed');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE /api/users/admin/${otherAdmin._id}`]);
  });

  it('asks before unverifying a seller, then calls DELETE /api/users/verify/:id', async () => {
    const calls = mockApi({ [`DELETE /api/users/verify/${verified._id}`]: { body: { acknowledged: true, user: { ...verified, verified: false } } } });
    renderScreen(<UsersTable users={[verified]} kind="sellers" currentEmail={admin.email} />, { auth: signedIn(admin) });
    fireEvent.click(within(card('Vera Verified')).getByRole('button', { name: 'Unverify' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Unverify Vera Verified?' })).getByRole('button', { name: 'Unverify' }));
    await screen.findByText('Verification removed');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE /api/users/verify/${verified._id}`]);
  });
});
