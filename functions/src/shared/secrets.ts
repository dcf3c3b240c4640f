import { defineSecret } from 'firebase-functions/params';
import { config } from './config';

/**
 * The key of the handover codes (issue 9: orders/handover-code.ts). In production a Secret Manager
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
