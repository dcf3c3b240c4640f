import { HANDOVER_LOCK_MINUTES } from '@contract/constants';
import type { ErrorCode } from '@contract/errors';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';

/** The contract's codes and the web's own (lib/api-client.ts's ApiErrorCode, not imported: api-client toasts with this module). */
type FailureCode = ErrorCode | 'network' | 'timeout' | 'unknown';

/** A failed call as lib/api-client.ts describes it (an ApiError, or failureOf(anything)). */
export interface Failure {
  code: string;
  message: string;
}

/**
 * What each error code means, for readers of another language than the API's. The API writes its
 * `message` in English, often with the case's details ("This phone is already booked."); English
 * pages show it as it is, other languages this text of its code. One place for every code
 * (contract/errors.ts, and the web's own: network, timeout, unknown).
 */
export const API_ERROR_MESSAGES: Record<FailureCode, MessageDescriptor> = {
  bad_request: msg`The request could not be read. Please try again.`,
  validation_failed: msg`Some of the details are not valid. Check them and try again.`,
  unauthenticated: msg`Please log in to continue.`,
  forbidden: msg`You are not allowed to do that.`,
  recent_login_required: msg`For your security, confirm your password (or sign in again) first.`,
  phone_not_verified: msg`Verify your mobile number on your profile first.`,
  not_found: msg`We could not find that. It may have been removed.`,
  already_booked: msg`This phone is already booked.`,
  imei_in_use: msg`This IMEI is already used by another listing.`,
  firm_price: msg`The seller has marked this price as firm: it takes no offers.`,
  offer_open: msg`You already have an open offer on this phone: wait for the answer or withdraw it.`,
  offer_rounds: msg`You have used all the rounds of offers on this phone.`,
  conflict: msg`This has just changed. Please reload and try again.`,
  locked: msg`Too many wrong codes: the handover is locked for ${plural(HANDOVER_LOCK_MINUTES, { one: '# minute', other: '# minutes' })}. Try again after that.`,
  payload_too_large: msg`The file is too large.`,
  unsupported_media_type: msg`This kind of file is not accepted. Use a JPEG, PNG or WebP image.`,
  rate_limited: msg`Too many tries. Please wait a moment and try again.`,
  internal: msg`Something went wrong on our side. Please try again.`,
  unavailable: msg`ReCell is having trouble right now. Please try again in a moment.`,
  network: msg`We could not reach ReCell. Check your connection and try again.`,
  timeout: msg`ReCell did not answer. Check your connection and try again.`,
  unknown: msg`Something went wrong. Please try again.`,
};

/**
 * A failure's words in `i18n`'s language: in English the API's own message (lib/api-client.ts),
 * in another language its code's text; a code this table lacks keeps the API's English.
 */
export function localizedErrorMessage({ code, message }: Failure, i18n: I18n): string {
  if (i18n.locale === DEFAULT_LANGUAGE || !Object.hasOwn(API_ERROR_MESSAGES, code)) return message;
  return i18n._(API_ERROR_MESSAGES[code as FailureCode]);
}
