import { z } from 'zod';

/** Trimmed, non-empty, length-capped text. */
export const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** Trimmed, possibly empty, length-capped text. */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .default('');

export const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email is too long.' })
  .pipe(z.email({ error: 'Enter a valid email address.' }));

/** Digits with an optional leading +, spaces and dashes allowed and removed. */
export const phoneNumber = z
  .string({ error: 'Phone number is required.' })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{6,15}$/, { error: 'Enter a phone number of 6 to 15 digits, with an optional leading +.' }));

/** A Firestore document id as it appears in a path. */
export const docId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid id.' });
