/*
 * The IMEI of a phone: 15 digits, the last a Luhn check digit (`*#06#` shows it).
 * The server never stores or returns it in clear: listings keep a keyed hash and the last four
 * digits (modules/products/imei). The same check runs in Add Product before the form is sent.
 */

export const IMEI_LENGTH = 15;
export const IMEI_INVALID_MESSAGE = 'This IMEI is not valid — check the digits';
export const IMEI_REQUIRED_MESSAGE = 'IMEI is required: dial *#06# to see it.';
export const IMEI_IN_USE_MESSAGE = 'This phone (its IMEI) is already listed on ReCell. Mark that listing sold or delete it first.';
export const IMEI_FIXED_MESSAGE = 'The IMEI of a listing cannot change. Delete the listing and list the phone again.';

/** The digits of an IMEI as typed: spaces, dashes and slashes (as some labels print it) removed. */
export function imeiDigits(input: string): string {
  return input.replace(/[\s\-/]/g, '');
}

/** Whether a string of digits passes the Luhn check (its last digit is the check digit). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Every second digit from the right (the check digit is the first) is doubled.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit that completes these digits (tests, the seed and the benchmark make valid IMEIs with it). */
export function luhnCheckDigit(digits: string): string {
  for (let check = 0; check <= 9; check += 1) if (luhnValid(`${digits}${check}`)) return String(check);
  throw new Error(`Not digits: ${digits}`);
}

/** Whether the text is a well-formed IMEI: 15 digits (separators allowed) with a right check digit. */
export function isValidImei(input: string): boolean {
  const digits = imeiDigits(input);
  return digits.length === IMEI_LENGTH && luhnValid(digits);
}

/** The last four digits, all a listing shows of its IMEI ("IMEI •••• 4821"). */
export function imeiLast4(input: string): string {
  return imeiDigits(input).slice(-4);
}

/** What ReCell checked about a listing's IMEI, and what it did not, as the product page says it: honestly, without claiming more. */
export const IMEI_CHECKED = ['Format (15 digits, check digit)', 'Unique among live listings on ReCell'] as const;
export const IMEI_NOT_CHECKED = ['Carrier blacklists (lost or stolen reports): that needs a paid GSMA service'] as const;

/** How the product page shows the IMEI: never more than its last four digits. */
export function maskedImei(last4: string): string {
  return `IMEI •••• ${last4}`;
}
