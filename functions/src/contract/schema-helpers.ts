import { z } from 'zod';
import { IMEI_INVALID_MESSAGE, IMEI_LENGTH, IMEI_REQUIRED_MESSAGE, imeiDigits, luhnValid } from './imei';

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

/**
 * A Bangladeshi mobile number as E.164 (+8801XXXXXXXXX), from any usual writing of it: 01712-345678,
 * +880 1712 345678, 8801712345678 or 1712345678. Null for anything else: Firebase sends the code to
 * exactly this form, and one number has one writing, so "in use on another account" can be judged.
 */
export function bdMobileE164(value: string): string | null {
  const match = value.replace(/[\s()-]/g, '').match(/^(?:\+?880|0)?(1[3-9]\d{8})$/);
  return match ? `+880${match[1]}` : null;
}

export const BD_MOBILE_MESSAGE = 'Enter a Bangladeshi mobile number, like 01712 345678.';

/** A Bangladeshi mobile number in, its E.164 form out (bdMobileE164). */
export const bdMobileNumber = z
  .string({ error: BD_MOBILE_MESSAGE })
  .trim()
  .transform((value, context) => {
    const e164 = bdMobileE164(value);
    if (!e164) context.addIssue({ code: 'custom', message: BD_MOBILE_MESSAGE });
    return e164 ?? z.NEVER;
  });

/**
 * The one id rule, for every id in a path or a body: letters, digits, `_` and `-` only (so never `/`,
 * `.` or `..`, and never over Firestore's 1,500 bytes), and never `__…__`, which Firestore reserves.
 * A well-formed id that names nothing is the route's 404, never a 500, on both engines (ids that name
 * Object.prototype members included: see shared/collections.ts).
 */
export const RESERVED_ID = /^__.*__$/;
export const documentId = (maxLength: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'Invalid id.' })
    .max(maxLength, { error: 'Invalid id.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid id.' })
    .refine((id) => !RESERVED_ID.test(id), { error: 'Invalid id: ids of the form __name__ are reserved.' });

/** A document id of its own (an auto-id, an Auth uid: at most 128 characters). */
export const docId = documentId(128);

/** `imei` in the body of POST /products: normalised to its 15 digits. */
export const imeiField = z
  .string({ error: IMEI_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: IMEI_REQUIRED_MESSAGE })
  .transform(imeiDigits)
  .refine((digits) => digits.length === IMEI_LENGTH && luhnValid(digits), { error: IMEI_INVALID_MESSAGE })
  .meta({ description: "The phone's IMEI: 15 digits with a valid Luhn check digit (`*#06#`). Never stored or returned in clear." });
