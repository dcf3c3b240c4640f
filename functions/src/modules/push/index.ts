/**
 * push: web push to people's devices through Firebase Cloud Messaging (push_tokens, push_receipts,
 * and push_messages where the local sender records what it would send).
 */
export { onAccountDeletedPush, pushAlert } from './push.service';
export { fcmSender, pushSender, recordingSender, usePushSender, type PushSender } from './push-sender';
export { pushRouter } from './push.routes';
