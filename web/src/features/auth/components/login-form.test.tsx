import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as session from '@/lib/auth-session';
import { renderScreen } from '@/testing/render';
import { LoginForm } from '@/features/auth/components/login-form';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginForm', () => {
  it('requires email and password', async () => {
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Enter a valid email address.');
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(session.signInWithEmail).not.toHaveBeenCalled();
  });

  it('shows the Auth error in words a person understands', async () => {
    vi.mocked(session.signInWithEmail).mockRejectedValueOnce(Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }));
    const onSuccess = vi.fn();
    renderScreen(<LoginForm onSuccess={onSuccess} />);
    fill(/Email/, 'buyer@recell.test');
    fill(/Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The email or password is incorrect.');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('signs in and continues', async () => {
    vi.mocked(session.signInWithEmail).mockResolvedValueOnce({} as never);
    const onSuccess = vi.fn();
    renderScreen(<LoginForm onSuccess={onSuccess} />);
    fill(/Email/, 'Buyer@Recell.test');
    fill(/Password/, 'Recell#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(session.signInWithEmail).toHaveBeenCalledWith('buyer@recell.test', 'Recell#2026');
  });

  it('offers Google and GitHub', () => {
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
  });
});
