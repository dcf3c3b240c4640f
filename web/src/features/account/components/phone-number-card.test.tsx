import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as session from '@/lib/auth-session';
import { renderScreen, seller, signedIn } from '@/testing/render';
import { PhoneNumberCard } from '@/features/account/components/phone-number-card';

const section = () => screen.getByRole('region', { name: 'Phone number' });
const authError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  vi.mocked(session.sendPhoneCode).mockReset().mockResolvedValue(undefined);
  vi.mocked(session.confirmPhoneCode).mockReset().mockResolvedValue('+8801712345678');
});

async function sendCodeTo(number: string) {
  fireEvent.change(within(section()).getByLabelText(/Mobile number/), { target: { value: number } });
  fireEvent.click(within(section()).getByRole('button', { name: 'Send code' }));
}

describe('PhoneNumberCard: no verified number yet', () => {
  it('sends the code to the number in E.164, takes the code and says "Phone verified"', async () => {
    renderScreen(<PhoneNumberCard phoneNumber={null} />, { auth: signedIn(seller) });
    expect(within(section()).getByText('Not verified')).toBeTruthy();
    await sendCodeTo('01712-345678');
    await within(section()).findByText(/We texted a 6-digit code to/);
    expect(section().textContent).toContain('+880 1712-345678');
    expect(session.sendPhoneCode).toHaveBeenCalledWith('+8801712345678', expect.any(HTMLElement));

    fireEvent.change(within(section()).getByLabelText(/Code/), { target: { value: '123456' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Verify' }));
    await within(section()).findByText('Phone verified');
    expect(session.confirmPhoneCode).toHaveBeenCalledWith('123456');
    expect(within(section()).getByRole('button', { name: 'Change number' })).toBeTruthy();
  });

  it('refuses a number that is not a Bangladeshi mobile before sending anything', async () => {
    renderScreen(<PhoneNumberCard phoneNumber={null} />, { auth: signedIn(seller) });
    await sendCodeTo('+44 7700 900123');
    await within(section()).findByText('Enter a Bangladeshi mobile number, like 01712 345678.');
    expect(session.sendPhoneCode).not.toHaveBeenCalled();
  });

  it('says a number verified on another account is in use, and stays on the number', async () => {
    vi.mocked(session.sendPhoneCode).mockRejectedValue(authError('auth/account-exists-with-different-credential'));
    renderScreen(<PhoneNumberCard phoneNumber={null} />, { auth: signedIn(seller) });
    await sendCodeTo('01712345678');
    expect((await within(section()).findByRole('alert')).textContent).toBe(
      'This number is already verified on another ReCell account. Use another number, or log in to that account.',
    );
    expect(within(section()).getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('says a wrong code is wrong and lets it be typed again', async () => {
    vi.mocked(session.confirmPhoneCode).mockRejectedValueOnce(authError('auth/invalid-verification-code'));
    renderScreen(<PhoneNumberCard phoneNumber={null} />, { auth: signedIn(seller) });
    await sendCodeTo('01712345678');
    const code = await within(section()).findByLabelText(/Code/);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Verify' }));
    expect((await within(section()).findByRole('alert')).textContent).toBe('That code is not right. Check the text message and try again.');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Verify' }));
    await within(section()).findByText('Phone verified');
    expect(within(section()).queryByRole('alert')).toBeNull();
  });

  it('asks for the 6 digits before confirming anything', async () => {
    renderScreen(<PhoneNumberCard phoneNumber={null} />, { auth: signedIn(seller) });
    await sendCodeTo('01712345678');
    fireEvent.change(await within(section()).findByLabelText(/Code/), { target: { value: '12' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Verify' }));
    await within(section()).findByText('Enter the 6-digit code from the text message.');
    expect(session.confirmPhoneCode).not.toHaveBeenCalled();
  });
});

describe('PhoneNumberCard: a verified number', () => {
  it('shows it as verified; Change number asks for the new one, and Keep goes back', async () => {
    renderScreen(<PhoneNumberCard phoneNumber="+8801811000102" />, { auth: signedIn(seller) });
    expect(within(section()).getByText('Phone verified')).toBeTruthy();
    expect(section().textContent).toContain('+880 1811-000102');
    fireEvent.click(within(section()).getByRole('button', { name: 'Change number' }));
    expect(within(section()).getByLabelText(/Mobile number/)).toBeTruthy();
    fireEvent.click(within(section()).getByRole('button', { name: 'Keep +880 1811-000102' }));
    await waitFor(() => expect(within(section()).getByText('Phone verified')).toBeTruthy());
  });
});
