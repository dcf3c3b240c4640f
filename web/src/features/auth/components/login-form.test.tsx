import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as session from '@/lib/auth-session';
import { renderScreen } from '@/testing/render';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { I18nProvider } from '@/lib/i18n/context';
import { LoginForm } from '@/features/auth/components/login-form';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginForm', () => {
  it('requires email and password, and focuses and scrolls to the first invalid field', async () => {
    // jsdom does not lay out, so it has no scrollIntoView: record the calls instead.
    const scrolledTo: Element[] = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolledTo.push(this);
      },
    });
    try {
      renderScreen(<LoginForm onSuccess={vi.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      await screen.findByText('Enter a valid email address.');
      expect(screen.getByText('Password is required.')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText(/Email/));
      expect(scrolledTo[0]).toBe(screen.getByLabelText(/Email/));
      expect(session.signInWithEmail).not.toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('focuses the password when only it is missing, and clears its message as the person types', async () => {
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    fill(/Email/, 'buyer@recell.test');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Password is required.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Password/)));
    fill(/Password/, 'x');
    await waitFor(() => expect(screen.queryByText('Password is required.')).toBeNull());
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

  it('offers the same providers as Register: Google, GitHub and Facebook', () => {
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    for (const provider of ['Google', 'GitHub', 'Facebook']) expect(screen.getByRole('button', { name: `Continue with ${provider}` })).toBeTruthy();
  });

  it('shows the password on request, as Register does', () => {
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    const password = screen.getByLabelText(/Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(password.type).toBe('text');
  });
});

describe('LoginForm on a Bangla page', () => {
  it('speaks Bangla: its labels, the field messages and the Auth error', async () => {
    vi.mocked(session.signInWithEmail).mockRejectedValueOnce(Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }));
    renderScreen(
      <I18nProvider i18n={await loadLanguage('bn')}>
        <LoginForm onSuccess={vi.fn()} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'লগ ইন' }));
    await screen.findByText('একটি সঠিক ইমেইল ঠিকানা লিখুন।');
    expect(screen.getByText('পাসওয়ার্ড দিতে হবে।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Google দিয়ে চালিয়ে যান' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/ইমেইল/), { target: { value: 'buyer@recell.test' } });
    fireEvent.change(screen.getByLabelText(/পাসওয়ার্ড/, { selector: 'input[name="password"]' }), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'লগ ইন' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ইমেইল বা পাসওয়ার্ড সঠিক নয়।');
  });
});
