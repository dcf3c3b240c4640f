import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as session from '@/lib/auth-session';
import { renderScreen } from '@/testing/render';
import { RegisterForm } from '@/features/auth/components/register-form';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const registerButton = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;

describe('RegisterForm', () => {
  it('keeps Register disabled until the terms are accepted', () => {
    renderScreen(<RegisterForm onSuccess={vi.fn()} />);
    expect(registerButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    expect(registerButton().disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/terms');
  });

  it('explains the password rules and asks for a photo', async () => {
    renderScreen(<RegisterForm onSuccess={vi.fn()} />);
    fill(/First name/, 'Bea');
    fill(/Last name/, 'Buyer');
    fill(/^Email/, 'bea@recell.test');
    fill(/^Password/, 'secret');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    fireEvent.click(registerButton());
    await screen.findByText('Password needs at least one uppercase letter followed later by a number.');
    expect(screen.getByText('Choose a profile photo.')).toBeTruthy();
    expect(session.signUpWithEmail).not.toHaveBeenCalled();
  });

  it('says a short password is too short', async () => {
    renderScreen(<RegisterForm onSuccess={vi.fn()} />);
    fill(/^Password/, 'Ab1');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    fireEvent.click(registerButton());
    await screen.findByText('Password must be at least 6 characters.');
  });

  it('offers Buyer (the default) and Seller, and the three providers', () => {
    renderScreen(<RegisterForm onSuccess={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: /I want to/ }).textContent).toBe('Buy phones (Buyer)');
    for (const provider of ['Google', 'GitHub', 'Facebook']) expect(screen.getByRole('button', { name: `Continue with ${provider}` })).toBeTruthy();
  });

  it('refuses a file that is not a photo before uploading anything', async () => {
    renderScreen(<RegisterForm onSuccess={vi.fn()} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    await screen.findByText('Choose a JPEG, PNG or WebP image.');
    // The reason stays after a submit, rather than turning into "Choose a profile photo."
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    fireEvent.click(registerButton());
    await screen.findByText('First name is required.');
    expect(screen.getByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(screen.queryByText('Choose a profile photo.')).toBeNull();
  });
});
