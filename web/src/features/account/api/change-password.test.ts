import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { validationMessage } from '@/lib/i18n/validation-messages';
import { changePasswordSchema } from '@/features/account/api/change-password';

const messagesOf = (input: unknown) => changePasswordSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('changePasswordSchema', () => {
  it('asks for the current password, and a new one that differs from it', () => {
    expect(messagesOf({ currentPassword: '', newPassword: 'Secret12' })).toEqual(['Enter your current password.']);
    expect(messagesOf({ currentPassword: 'Secret12', newPassword: 'Secret12' })).toEqual(['Choose a password different from the current one.']);
  });

  it('has its messages in Bangla for a Bangla page', async () => {
    const bangla = { i18n: await loadLanguage('bn'), format: formatterFor('bn-BD') };
    expect(validationMessage('Enter your current password.', bangla)).toBe('আপনার বর্তমান পাসওয়ার্ড দিন।');
    expect(validationMessage('Choose a password different from the current one.', bangla)).toBe('বর্তমানটির থেকে আলাদা একটি পাসওয়ার্ড বেছে নিন।');
  });
});
