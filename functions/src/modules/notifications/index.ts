/**
 * notifications: each person's notifications (notifications/{id}), their unread summary (inbox/{uid})
 * and the mail queue of the Trigger Email extension (mail/{id}). Every module that tells someone of
 * something writes a personNotice() or orderNotice() event with the change that causes it; their
 * handlers call notify() or notifyOrderEvent().
 */
export {
  notify,
  notifyOrderEvent,
  readConversationNotification,
  type NotifiedOrder,
  type NotifyInput,
  type OrderEvent,
} from './notifications.service';
export { onAccountDeletedNotifications, onOrderNotice, onPersonNotice, orderNotice, personNotice } from './notification-events';
// A message and its recipient's unread count are written in one batch: the summary joins the sender's batch.
export { bumpInbox, setInboxCounts, type InboxDelta } from './notifications.repo';
// Alerts write their own mail (per a saved search's frequency, with an unsubscribe link) into the same queue.
export { createMail as queueMail } from './notifications.repo';
export { notificationsRouter } from './notifications.routes';
