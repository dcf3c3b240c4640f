import { getMessaging } from 'firebase-admin/messaging';
import { config } from '../../shared/config';
import type { PushMessage } from '../../contract/push';
import { recordMessage } from './push.repo';

/**
 * The one way a push leaves ReCell. Production hands the message to FCM; the local stack and the
 * tests cannot reach FCM, so there the sender records the same message (push_messages) where tests
 * and the developer page read it. A send that FCM refuses throws FCM's error (its `code` says why).
 */
export interface PushSender {
  send(message: PushMessage, uid: string, now: Date): Promise<void>;
}

export const fcmSender: PushSender = {
  async send(message) {
    await getMessaging().send(message);
  },
};

export const recordingSender: PushSender = {
  async send(message, uid, now) {
    await recordMessage(message, uid, now);
  },
};

let current: PushSender | null = null;

/** The sender in use: FCM in production, the recording one locally (tests may install another). */
export function pushSender(): PushSender {
  return current ?? (config.local ? recordingSender : fcmSender);
}

/** Installs a sender (tests: one that answers as FCM does for a dead token); null goes back to the default. */
export function usePushSender(sender: PushSender | null): void {
  current = sender;
}
