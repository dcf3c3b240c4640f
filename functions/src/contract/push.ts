import { z } from 'zod';

/** POST /push-tokens: the FCM registration token of this browser (getToken on the web). */
export const pushTokenBody = z.object({
  token: z
    .string({ error: 'token must be the FCM registration token of this device.' })
    .trim()
    .min(20, { error: 'token must be the FCM registration token of this device.' })
    .max(4096, { error: 'token is too long.' }),
});
export const pushTokenParam = z.object({ token: z.string().trim().min(1).max(4096) });
export const pushTokenResponse = z.object({ acknowledged: z.literal(true), registered: z.boolean().meta({ description: 'False when this device was registered already.' }) });
export type PushTokenResponse = z.infer<typeof pushTokenResponse>;

/** What a push says: the notification's title and body, and the web path a click opens. */
export interface PushAlert {
  title: string;
  body: string;
  link: string;
  kind: string;
}

/** The web push icon, one of the web app manifest's icons. */
export const PUSH_ICON = '/icons/icon-192.png';

/**
 * The FCM message of one alert to one device, as `getMessaging().send()` takes it: the notification
 * the browser shows, the link as data (the service worker's click handler opens it) and as
 * `webpush.fcmOptions.link` (FCM's own click handling, which needs an absolute HTTPS address).
 * `tag` names the alert: a push sent again (a handler retried after FCM took it) replaces the
 * notification already shown instead of showing a second one.
 */
export function pushMessageFor(token: string, alert: PushAlert, origin: string, tag: string) {
  const url = new URL(alert.link, origin).href;
  return {
    token,
    notification: { title: alert.title, body: alert.body },
    data: { link: alert.link, kind: alert.kind },
    webpush: {
      notification: { icon: PUSH_ICON, tag },
      fcmOptions: { link: url },
    },
  };
}
export type PushMessage = ReturnType<typeof pushMessageFor>;

/** GET /dev/push-messages (local stack only): the pushes recorded for the caller, newest first, as FCM would have been sent them. */
export const recordedPushesResponse = z.object({
  pushes: z.array(
    z.object({
      sentAt: z.string(),
      message: z.object({
        token: z.string(),
        notification: z.object({ title: z.string(), body: z.string() }),
        data: z.object({ link: z.string(), kind: z.string() }),
        webpush: z.object({ notification: z.object({ icon: z.string(), tag: z.string() }), fcmOptions: z.object({ link: z.string() }) }),
      }),
    }),
  ),
});
export type RecordedPushesResponse = z.infer<typeof recordedPushesResponse>;

/** The FCM error codes that mean a token will never work again: the device's token is dropped. */
export const DEAD_TOKEN_CODES = ['messaging/registration-token-not-registered', 'messaging/invalid-registration-token'] as const;
