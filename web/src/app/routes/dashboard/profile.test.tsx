import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES } from '@contract/users';
import * as session from '@/lib/auth-session';
import { mockApi } from '@/testing/api-mock';
import { createUserRecord } from '@/testing/factories';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import ProfileRoute from '@/app/routes/dashboard/profile';

const record = createUserRecord({
  _id: buyer.uid,
  email: buyer.email,
  image: '/api/images/00000000-0000-4000-8000-000000000000-1200.webp',
});

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

async function renderProfile(user = buyer) {
  renderScreen(<ProfileRoute />, { auth: signedIn(user) });
  return screen.findByRole('form', { name: 'Your profile' });
}

beforeEach(() => {
  for (const fn of [session.updateUserProfile, session.changePassword, session.reauthenticate, session.logOut]) vi.mocked(fn).mockClear();
});

describe('Profile: name and photo', () => {
  it('requires a name, and saves nothing without one', async () => {
    const calls = mockApi({ 'GET /api/users/me': { body: record } });
    const form = await renderProfile();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Name is required.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('caps the name at 100 characters', async () => {
    mockApi({ 'GET /api/users/me': { body: record } });
    const form = await renderProfile();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Name must be at most 100 characters.')).toBeTruthy();
  });

  it('refuses a file that is not an image in the picker', async () => {
    mockApi({ 'GET /api/users/me': { body: record } });
    const form = await renderProfile();
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await within(form).findByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
  });

  it('saves a new name with PATCH /api/users/me and puts the saved name on the session at once', async () => {
    const calls = mockApi({
      'GET /api/users/me': { body: record },
      'PATCH /api/users/me': (call) => ({ body: { acknowledged: true, user: { ...record, ...(call.body as object) } } }),
    });
    const form = await renderProfile();
    const save = within(form).getByRole('button', { name: 'Save profile' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: '  Bea Renamed ' } });
    fireEvent.click(save);
    await screen.findByText('Profile saved');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Bea Renamed' });
    // The header shows it now: the API's event brings the Auth profile in step only a moment later.
    expect(session.updateUserProfile).toHaveBeenCalledWith({ displayName: 'Bea Renamed' });
  });
});

describe('Profile: password', () => {
  const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

  it('asks for the current password and a new one under the register rules, different from the current', async () => {
    mockApi({ 'GET /api/users/me': { body: record } });
    await renderProfile();
    const form = passwordForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Enter your current password.')).toBeTruthy();
    expect(within(form).getByText('Password is required.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: 'Recell#2026' } });
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'weakpass' } });
    expect(await within(form).findByText('Password needs at least one uppercase letter followed later by a number.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'Recell#2026' } });
    expect(await within(form).findByText('Choose a password different from the current one.')).toBeTruthy();
    expect(session.changePassword).not.toHaveBeenCalled();
  });

  it('says plainly when the current password is wrong', async () => {
    vi.mocked(session.changePassword).mockRejectedValueOnce(authError('auth/invalid-credential'));
    mockApi({ 'GET /api/users/me': { body: record } });
    await renderProfile();
    const form = passwordForm();
    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: 'Wrong#1' } });
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'Newer#2027' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Your current password is not correct.');
    expect(session.changePassword).toHaveBeenCalledWith('Wrong#1', 'Newer#2027');
  });

  it('has no password form for an account that signs in with Google', async () => {
    mockApi({ 'GET /api/users/me': { body: record } });
    await renderProfile({ ...buyer, providers: ['google.com'] });
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(screen.getByText(/You log in with Google/)).toBeTruthy();
  });
});

describe('Profile: email preferences and deleting the account', () => {
  it('saves one preference when its switch is turned', async () => {
    const calls = mockApi({
      'GET /api/users/me': { body: record },
      'PATCH /api/users/me': { body: { acknowledged: true, user: { ...record, emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, news: true } } } },
    });
    await renderProfile();
    fireEvent.click(screen.getByRole('switch', { name: /News and offers/ }));
    await screen.findByText('Email preferences saved');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ emailPreferences: { news: true } });
  });

  it('confirms with the password before DELETE /api/users/me, and signs out', async () => {
    const calls = mockApi({ 'GET /api/users/me': { body: record }, 'DELETE /api/users/me': { body: { acknowledged: true, deletedCount: 1 } } });
    await renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter your password to confirm.');
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Recell#2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(session.logOut).toHaveBeenCalled());
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(session.reauthenticate).toHaveBeenCalledWith({ password: 'Recell#2026' });
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/me')).toBe(true);
  });

  it('has a Google account confirm through the Google popup instead of a password', async () => {
    const calls = mockApi({ 'GET /api/users/me': { body: record }, 'DELETE /api/users/me': { body: { acknowledged: true, deletedCount: 1 } } });
    await renderProfile({ ...buyer, providers: ['google.com'] });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText(/Your password/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm with Google and delete' }));
    await waitFor(() => expect(session.logOut).toHaveBeenCalled());
    expect(session.reauthenticate).toHaveBeenCalledWith({ provider: 'google' });
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/me')).toBe(true);
  });

  it('keeps the account when the password is wrong, and says so', async () => {
    vi.mocked(session.reauthenticate).mockRejectedValueOnce(authError('auth/invalid-credential'));
    const calls = mockApi({ 'GET /api/users/me': { body: record } });
    await renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Wrong#1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your current password is not correct.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
