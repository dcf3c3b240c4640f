import { defineSecret } from 'firebase-functions/params';
import { config } from './config';

/**
 * The key of the handover codes (orders/handover-code.ts). In production a Secret Manager
 * secret bound to the `api` function (`firebase functions:secrets:set RECELL_HANDOVER_KEY`); on the
 * local stack and in tests a fixed development key (or RECELL_HANDOVER_KEY when set), since the
 * emulators hold no real deals.
 */
export const handoverKeySecret = defineSecret('RECELL_HANDOVER_KEY');
// The same value as functions/.secret.local, which the Functions emulator reads for the secret.
const LOCAL_HANDOVER_KEY = 'recell-local-handover-key-not-a-secret';

export function handoverKey(): string {
  if (config.local) return process.env.RECELL_HANDOVER_KEY || LOCAL_HANDOVER_KEY;
  return handoverKeySecret.value();
}

/**
 * The key of the IMEI hashes (HMAC-SHA256): a Secret Manager secret in production
 * (`firebase functions:secrets:set IMEI_HASH_KEY`), bound to the `api` function in index.ts.
 * Changing it orphans every stored hash: rotate only with a migration that rehashes nothing
 * (the IMEIs are not kept), i.e. never casually.
 */
export const imeiHashKey = defineSecret('IMEI_HASH_KEY');

/** The fixed development key of the local stack and the tests (never a production value). */
export const LOCAL_IMEI_HASH_KEY = 'recell-local-development-imei-hash-key';

/** The key, read when first needed: the secret, or in the local stack and tests the development key. */
export function imeiHashKeyValue(): string {
  const fromEnvironment = process.env[imeiHashKey.name];
  if (fromEnvironment) return fromEnvironment;
  if (config.local) return LOCAL_IMEI_HASH_KEY;
  const value = imeiHashKey.value();
  if (!value) throw new Error('The IMEI_HASH_KEY secret is not set.');
  return value;
}

/**
 * The key that signs the unsubscribe links of alert emails (HMAC-SHA256): a Secret Manager secret in
 * production (`firebase functions:secrets:set RECELL_UNSUBSCRIBE_KEY`), bound to the functions that
 * write or read those links (api, dispatchEvents, sendAlertDigests). Rotating it only makes the links
 * of emails already sent stop working.
 */
export const unsubscribeKeySecret = defineSecret('RECELL_UNSUBSCRIBE_KEY');
const LOCAL_UNSUBSCRIBE_KEY = 'recell-local-unsubscribe-key-not-a-secret';

export function unsubscribeKey(): string {
  if (config.local) return process.env.RECELL_UNSUBSCRIBE_KEY || LOCAL_UNSUBSCRIBE_KEY;
  const value = unsubscribeKeySecret.value();
  if (!value) throw new Error('The RECELL_UNSUBSCRIBE_KEY secret is not set.');
  return value;
}
