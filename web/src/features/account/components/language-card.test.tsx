import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createUserRecord } from '@/testing/factories';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { LanguageCard } from '@/features/account/components/language-card';

const section = () => screen.getByRole('region', { name: 'Language' });

describe('LanguageCard', () => {
  it("saves the account's language, remembers it on the device and opens the page in it", async () => {
    const saved = createUserRecord({ _id: buyer.uid, email: buyer.email });
    const calls = mockApi({ 'PATCH /api/users/me': { body: { acknowledged: true, user: saved } } });
    renderScreen(<LanguageCard />, {
      auth: signedIn(buyer),
      at: '/dashboard/profile',
      path: '/dashboard/profile',
      routes: [{ path: '/bn/dashboard/profile', element: <p>Bangla profile</p> }],
    });
    expect((within(section()).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(section()).getByRole('radio', { name: 'বাংলা' }));
    await screen.findByText('Bangla profile');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([expect.objectContaining({ path: '/api/users/me', body: { language: 'bn' } })]);
    await waitFor(() => expect(document.cookie).toContain('recell_lang=bn'));
  });
});
