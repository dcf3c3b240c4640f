import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { validationMessage } from '@/lib/i18n/validation-messages';
import { registerSchema } from '@/features/auth/api/register';

const photo = new File(['png'], 'me.png', { type: 'image/png' });
const valid = { firstName: 'Bea', lastName: 'Buyer', email: 'bea@recell.test', password: 'Secret1', role: 'Buyer', photo, acceptTerms: true };

/** The schema's message for one field, or undefined when that field is valid. */
const messageFor = (input: unknown, field: string) => registerSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['Ab1', 'Password must be at least 6 characters.'],
    ['secret12', 'Password needs at least one uppercase letter followed later by a number.'],
    ['123456Ab', 'Password needs at least one uppercase letter followed later by a number.'],
  ])('password %s -> %s', (password, message) => {
    expect(messageFor({ ...valid, password }, 'password')).toBe(message);
  });

  it('requires the terms to be accepted', () => {
    expect(messageFor({ ...valid, acceptTerms: false }, 'acceptTerms')).toBe('Accept the terms and conditions to register.');
  });

  it('requires a photo that is an image', () => {
    expect(messageFor({ ...valid, photo: undefined }, 'photo')).toBe('Choose a profile photo.');
    expect(messageFor({ ...valid, photo: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }) }, 'photo')).toBe('Choose a JPEG, PNG or WebP image.');
  });

  it("has Bangla for every message a Bangla page's form shows", async () => {
    const bangla = { i18n: await loadLanguage('bn'), format: formatterFor('bn-BD') };
    const invalid = [
      { firstName: '', lastName: ' ', email: 'x', password: '', role: 'Buyer', photo: undefined, acceptTerms: false },
      { ...valid, firstName: 'x'.repeat(51), email: '', password: 'Ab1', photo: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }) },
    ];
    const messages = new Set(invalid.flatMap((input) => registerSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []));
    expect(messages.size).toBeGreaterThan(8);
    // In Bengali script, with no English word left but the image formats' names.
    for (const message of messages) expect(validationMessage(message, bangla).replace(/JPEG|PNG|WebP/g, ''), message).toMatch(/^[^A-Za-z]*[\u0980-\u09FF][^A-Za-z]*$/);
  });
});
