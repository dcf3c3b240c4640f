/**
 * What the service worker makes of a push, apart from the worker itself so jsdom tests can run it.
 *
 * FCM delivers the message `getMessaging().send()` took (functions/src/contract/push.ts) as the push
 * event's JSON: its `notification` with `webpush.notification`'s fields merged in, its `data`, and
 * `webpush.fcmOptions` as `fcmOptions` (the shape Firebase's own service-worker SDK reads too).
 */
export interface DeliveredPush {
  notification?: { title?: string; body?: string; icon?: string; tag?: string };
  data?: Record<string, string>;
  fcmOptions?: { link?: string };
}

/** The notification to show for a push, or null when the push is not one of ours. */
export function notificationOf(push: DeliveredPush, origin: string): { title: string; options: NotificationOptions } | null {
  const title = push.notification?.title;
  if (!title) return null;
  const link = linkOf(push, origin);
  return {
    title,
    options: {
      body: push.notification?.body,
      icon: push.notification?.icon,
      // A push sent again (a retried alert) replaces the one shown instead of adding another.
      tag: push.notification?.tag,
      data: link ? { link } : {},
    },
  };
}

/**
 * The address a click opens: the data's web path (what the server sends for the click), else
 * FCM's absolute link. Only an address of this site: a push is never a way to send someone elsewhere.
 */
export function linkOf(push: DeliveredPush, origin: string): string | null {
  const candidate = push.data?.link ?? push.fcmOptions?.link;
  if (!candidate) return null;
  const url = new URL(candidate, origin);
  return url.origin === origin ? url.href : null;
}
