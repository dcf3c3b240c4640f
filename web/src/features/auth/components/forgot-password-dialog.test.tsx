import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as session from '@/lib/auth-session';
import { renderScreen } from '@/testing/render';
import { i18nOf } from '@/lib/i18n/catalogs';
import { RESET_SENT as RESET_SENT_MESSAGE } from '@/features/auth/api/reset-password';
import { LoginForm } from '@/features/auth/components/login-form';

const RESET_SENT = i18nOf('en')._(RESET_SENT_MESSAGE);
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** Login with the email typed, then "Forgot password?": the dialog. */
async function openDialog(typedEmail = '') {
  renderScreen(<LoginForm onSuccess={vi.fn()} />);
  if (typedEmail) fireEvent.change(screen.getByLabelText(/Email/), { target: { value: typedEmail } });
  fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  return screen.findByRole('dialog', { name: 'Reset your password' });
}

describe('Forgot password (Login)', () => {
  beforeEach(() => vi.mocked(session.sendPasswordReset).mockClear());

  it('starts from the email typed on Login and sends the reset link, coming back to /login', async () => {
    const dialog = await openDialog('Buyer@Recell.test');
    expect((within(dialog).getByLabelText(/Email/) as HTMLInputElement).value).toBe('Buyer@Recell.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_SENT)).toBeTruthy();
    expect(session.sendPasswordReset).toHaveBeenCalledWith('buyer@recell.test', `${window.location.origin}/login`);
  });

  it('says exactly the same when no account has the email', async () => {
    vi.mocked(session.sendPasswordReset).mockRejectedValueOnce(authError('auth/user-not-found'));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'nobody@recell.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_SENT)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Check your email' })).toBeTruthy();
  });

  it('asks for a valid email before sending anything', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'not an email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeTruthy();
    expect(session.sendPasswordReset).not.toHaveBeenCalled();
  });

  it('shows a failure that is not about the account (the network), and lets the person try again', async () => {
    vi.mocked(session.sendPasswordReset).mockRejectedValueOnce(authError('auth/network-request-failed'));
    const dialog = await openDialog('buyer@recell.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('We could not reach the sign-in service. Check your connection and try again.');
    expect(screen.queryByText(RESET_SENT)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_SENT)).toBeTruthy();
  });

  it('closes with Cancel', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
