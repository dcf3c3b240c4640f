import { AppError } from '../../shared/app-error';
import { config } from '../../shared/config';
import type { Caller } from '../../shared/auth';
import { DEAD_TOKEN_CODES, pushMessageFor, type PushAlert } from '../../contract/push';
import type { OutboxEvent } from '../events';
import { pushSender } from './push-sender';
import { deleteToken, deleteTokensOf, getToken, hasReceipt, recordedMessagesOf, saveToken, tokensOf, writeReceipt } from './push.repo';

/** POST /push-tokens: this device receives the caller's alerts (answers whether it is new). */
export function registerToken(caller: Caller, token: string, now: Date): Promise<boolean> {
  return saveToken(caller.uid, token, now);
}

/** DELETE /push-tokens/:token: this device stops receiving them (only its owner may). */
export async function unregisterToken(caller: Caller, token: string): Promise<void> {
  const stored = await getToken(token);
  if (!stored || stored.uid !== caller.uid) throw AppError.notFound('This device does not receive your alerts.');
  await deleteToken(token);
}

/** GET /dev/push-messages (local stack only): what the recording sender kept for the caller's devices. */
export function recordedPushesOf(caller: Caller) {
  return recordedMessagesOf(caller.uid);
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Pushes an alert to each of a person's devices, once per `key` and device: a receipt is written once
 * FCM took it, so a handler run again skips the devices reached. A run that dies between FCM's answer
 * and the receipt pushes again; the message's tag makes the browser replace the first, not add one.
 * A device FCM reports unregistered is dropped; another failure throws, so the event is retried.
 */
export async function pushAlert(uid: string, alert: PushAlert, key: string, now: Date): Promise<void> {
  const sender = pushSender();
  const failures: unknown[] = [];
  for (const token of await tokensOf(uid)) {
    if (await hasReceipt(key, token)) continue;
    try {
      await sender.send(pushMessageFor(token, alert, config.publicUrl, key), uid, now);
      await writeReceipt(key, token, now);
    } catch (error) {
      const code = errorCode(error);
      if (code && (DEAD_TOKEN_CODES as readonly string[]).includes(code)) await deleteToken(token);
      else failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}

/** Handles the `push` part of `account.deleted`: the person's devices stop receiving anything. */
export async function onAccountDeletedPush(event: OutboxEvent<'account.deleted'>): Promise<void> {
  await deleteTokensOf(event.payload.uid);
}
