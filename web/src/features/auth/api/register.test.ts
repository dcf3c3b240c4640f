import { describe, expect, it } from 'vitest';
import { validate } from '@/lib/form';
import { registerSchema } from '@/features/auth/api/register';

const valid = { firstName: 'Bea', lastName: 'Buyer', email: 'bea@recell.test', password: 'Secret1', role: 'Buyer', acceptTerms: true };

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(validate(registerSchema, valid).ok).toBe(true);
  });

  it.each([
    ['Ab1', 'Password must be at least 6 characters.'],
    ['secret12', 'Password needs at least one uppercase letter followed later by a number.'],
    ['123456Ab', 'Password needs at least one uppercase letter followed later by a number.'],
  ])('password %s -> %s', (password, message) => {
    const result = validate(registerSchema, { ...valid, password });
    expect(!result.ok && result.errors.password).toBe(message);
  });

  it('requires the terms to be accepted', () => {
    const result = validate(registerSchema, { ...valid, acceptTerms: false });
    expect(!result.ok && result.errors.acceptTerms).toBe('Accept the terms and conditions to register.');
  });
});
