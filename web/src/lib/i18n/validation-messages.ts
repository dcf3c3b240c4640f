import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import type { Words } from '@/lib/i18n/words';

/*
 * The forms validate with the contract's zod schemas (and a few of the web's own), whose messages
 * are English: the API answers with the same words in an error's `details`. The contract stays
 * English; a field shows its message through `validationMessage`, which words it in the page's
 * language. A message this module does not know stays English, as the API wrote it.
 */

/**
 * Messages written out in full (the contract's and the web's forms'). The contract's constants
 * (BD_MOBILE_MESSAGE, the IMEI_*_MESSAGEs, ATTESTATION_REQUIRED_MESSAGE) are written out rather
 * than imported: an import from grades.ts made it a chunk of its own, which the entry's preload
 * lists for the lazy newsletter and booking forms then named, on every page's first load (the
 * home page is at its budget). validation-messages.test.ts holds them to the contract's words.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  // contract/schema-helpers.ts
  'Email is too long.': msg`Email is too long.`,
  'Enter a valid email address.': msg`Enter a valid email address.`,
  'Enter a phone number of 6 to 15 digits, with an optional leading +.': msg`Enter a phone number of 6 to 15 digits, with an optional leading +.`,
  'Enter a Bangladeshi mobile number, like 01712 345678.': msg`Enter a Bangladeshi mobile number, like 01712 345678.`,
  'IMEI is required: dial *#06# to see it.': msg`IMEI is required: dial *#06# to see it.`,
  'This IMEI is not valid — check the digits': msg`This IMEI is not valid — check the digits`,
  'This phone (its IMEI) is already listed on ReCell. Mark that listing sold or delete it first.': msg`This phone (its IMEI) is already listed on ReCell. Mark that listing sold or delete it first.`,
  'The IMEI of a listing cannot change. Delete the listing and list the phone again.': msg`The IMEI of a listing cannot change. Delete the listing and list the phone again.`,
  // contract/products.ts
  'Confirm that the phone meets every condition of its grade.': msg`Confirm that the phone meets every condition of its grade.`,
  'Purchase year must be a year.': msg`Purchase year must be a year.`,
  'Purchase year must be a whole year.': msg`Purchase year must be a year.`,
  'Purchase year cannot be in the future.': msg`Purchase year cannot be in the future.`,
  'Price must be a number.': msg`Price must be a number.`,
  'Price must be more than 0.': msg`Price must be more than 0.`,
  'Price is too high.': msg`Price is too high.`,
  'RAM must be a whole number of GB.': msg`RAM must be a whole number of GB.`,
  'Battery health must be a whole percent.': msg`Battery health must be a whole percent.`,
  'Add at least one photo.': msg`Add at least one photo.`,
  'Each photo must be a URL.': msg`Each photo must be an uploaded image.`,
  'Each photo must be an uploaded image.': msg`Each photo must be an uploaded image.`,
  'Change at least one field of the listing.': msg`Change at least one field of the listing.`,
  // contract/reviews.ts, conversations.ts, saved-searches.ts, users.ts
  'Rating must be a whole number of stars.': msg`Rating must be a whole number of stars.`,
  'Review must be text.': msg`Review must be text.`,
  'Write a message first.': msg`Write a message first.`,
  'Give the search a name.': msg`Give the search a name.`,
  'Role must be Buyer or Seller.': msg`Role must be Buyer or Seller.`,
  'Role must be buyer or seller.': msg`Role must be Buyer or Seller.`,
  // The web's own forms: the password rules (lib/password.ts), photos (lib/upload-image.ts), sign-up and Profile.
  'Password needs at least one uppercase letter followed later by a number.': msg`Password needs at least one uppercase letter followed later by a number.`,
  'Choose a JPEG, PNG or WebP image.': msg`Choose a JPEG, PNG or WebP image.`,
  'The image must be 5 MB or smaller.': msg`The image must be 5 MB or smaller.`,
  'Choose a photo.': msg`Choose a photo.`,
  'Choose a profile photo.': msg`Choose a profile photo.`,
  'Accept the terms and conditions to register.': msg`Accept the terms and conditions to register.`,
  'Enter your current password.': msg`Enter your current password.`,
  'Choose a password different from the current one.': msg`Choose a password different from the current one.`,
};

/**
 * The field names in the contract's templated messages (`text(max, label)`: "Name is required.").
 * A label missing here leaves its whole message English rather than half translated.
 */
const LABELS: Record<string, MessageDescriptor> = {
  Email: msg`Email`,
  Password: msg`Password`,
  Name: msg`Name`,
  'First name': msg`First name`,
  'Last name': msg`Last name`,
  'Phone number': msg`Phone number`,
  Photo: msg`Photo`,
  Storage: msg`Storage`,
  RAM: msg`RAM`,
  'Battery health': msg`Battery health`,
  Message: msg`Message`,
  Location: msg`Location`,
  Description: msg`Description`,
  'Used duration': msg`Used duration`,
  'Phone name': msg`Phone name`,
  Camera: msg`Camera`,
  Processor: msg`Processor`,
  'What happened': msg`What happened`,
  'Your answer': msg`Your answer`,
  Note: msg`Note`,
  Area: msg`Area`,
  Address: msg`Address`,
  'Opening hours': msg`Opening hours`,
  Details: msg`Details`,
  Reason: msg`Reason`,
  'Meeting location': msg`Meeting location`,
};

/** A message with a field name or a number in it: its pattern, and its words in the page's language (null: keep English). */
type Template = [pattern: RegExp, write: (parts: string[], words: Words) => string | null];

/** A label's words, or null when it has none here. */
const labelIn = (label: string | undefined, { i18n }: Words): string | null => (label && Object.hasOwn(LABELS, label) ? i18n._(LABELS[label]!) : null);
const count = (digits: string | undefined, { format }: Words): string => format.formatCount(Number(digits));

const TEMPLATES: Template[] = [
  [
    /^(.+) is required\.$/,
    ([label], words) => {
      const field = labelIn(label, words);
      return field === null ? null : words.i18n._(msg`${field} is required.`);
    },
  ],
  [
    /^(.+) must be at most (\d+) characters\.$/,
    ([label, max], words) => {
      const field = labelIn(label, words);
      const limit = count(max, words);
      return field === null ? null : words.i18n._(msg`${field} must be at most ${limit} characters.`);
    },
  ],
  [
    /^(.+) must be text\.$/,
    ([label], words) => {
      const field = labelIn(label, words);
      return field === null ? null : words.i18n._(msg`${field} must be text.`);
    },
  ],
  [
    /^A (?:message|review) must be at most (\d+) characters\.$/,
    ([max], words) => {
      const limit = count(max, words);
      return words.i18n._(msg`It must be at most ${limit} characters.`);
    },
  ],
  [
    /^Password must be at least (\d+) characters\.$/,
    ([min], words) => {
      const length = count(min, words);
      return words.i18n._(msg`Password must be at least ${length} characters.`);
    },
  ],
  [
    /^Purchase year must be (\d+) or later\.$/,
    ([year], words) => {
      const first = words.format.formatYear(Number(year));
      return words.i18n._(msg`Purchase year must be ${first} or later.`);
    },
  ],
  [
    /^RAM must be (\d+) to (\d+) GB\.$/,
    ([min, max], words) => {
      const [least, most] = [count(min, words), count(max, words)];
      return words.i18n._(msg`RAM must be ${least} to ${most} GB.`);
    },
  ],
  [
    /^Battery health must be (\d+) to (\d+) %\.$/,
    ([min, max], words) => {
      const [least, most] = [count(min, words), count(max, words)];
      return words.i18n._(msg`Battery health must be ${least} to ${most} %.`);
    },
  ],
  [
    /^Rating must be (\d+) to (\d+) stars\.$/,
    ([min, max], words) => {
      const [least, most] = [count(min, words), count(max, words)];
      return words.i18n._(msg`Rating must be ${least} to ${most} stars.`);
    },
  ],
  [
    /^At most (\d+) photos\.$/,
    ([max], words) => {
      const most = count(max, words);
      return words.i18n._(msg`At most ${most} photos.`);
    },
  ],
  [
    /^Propose at least (\d+) meeting time\.$/,
    ([min], words) => {
      const least = count(min, words);
      return words.i18n._(msg`Propose at least ${least} meeting time.`);
    },
  ],
  [
    /^Propose at most (\d+) time slots\.$/,
    ([max], words) => {
      const most = count(max, words);
      return words.i18n._(msg`Propose at most ${most} time slots.`);
    },
  ],
  // A wrong handover code (the API's, on the order's code field).
  [
    /^That code is not right\. (\d+) tr(?:y|ies) left before the handover locks for (\d+) minutes\.$/,
    ([left, minutes], words) => {
      const tries = count(left, words);
      const lock = count(minutes, words);
      return words.i18n._(msg`That code is not right. ${plural(Number(left), { one: `${tries} try left`, other: `${tries} tries left` })} before the handover locks for ${lock} minutes.`);
    },
  ],
  [
    /^The code has (\d+) digits\.$/,
    ([digits], words) => {
      const length = count(digits, words);
      return words.i18n._(msg`The code has ${length} digits.`);
    },
  ],
  // The contract lists the enum's values in English; the form's own choices already name them in the page's language.
  [/^Choose a storage size: /, (_, { i18n }) => i18n._(msg`Choose a storage size.`)],
  [/^Choose a category: /, (_, { i18n }) => i18n._(msg`Choose a brand.`)],
  [/^Choose a condition: /, (_, { i18n }) => i18n._(msg`Choose a condition.`)],
  [/^Choose a reason: /, (_, { i18n }) => i18n._(msg`Choose a reason.`)],
  [/^Choose an outcome: /, (_, { i18n }) => i18n._(msg`Choose an outcome.`)],
  [/^Choose a kind: /, (_, { i18n }) => i18n._(msg`Choose a kind of place.`)],
];

/**
 * A field's validation message (a zod issue's, or an API error detail's) in the page's language.
 * English pages show it exactly as written.
 */
export function validationMessage(message: string, words: Words): string {
  if (words.i18n.locale === DEFAULT_LANGUAGE) return message;
  if (Object.hasOwn(MESSAGES, message)) return words.i18n._(MESSAGES[message]!);
  for (const [pattern, write] of TEMPLATES) {
    const match = pattern.exec(message);
    if (match) return write(match.slice(1), words) ?? message;
  }
  return message;
}
