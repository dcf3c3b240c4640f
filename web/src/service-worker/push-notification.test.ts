import { describe, expect, it } from 'vitest';
import { pushMessageFor, PUSH_ICON } from '@contract/push';
import { linkOf, notificationOf, type DeliveredPush } from './push-notification';

const ORIGIN = 'https://recell.example';
const alert = { title: 'New match for "Pixels"', body: 'Pixel 8, ৳30,000, in Dhaka', link: '/displayProducts/abc', kind: 'saved_search_match' };

/** The server's message as FCM hands it to the service worker's push event (see push-notification.ts). */
function deliveredFrom(message: ReturnType<typeof pushMessageFor>): DeliveredPush {
  return { notification: { ...message.notification, ...message.webpush.notification }, data: message.data, fcmOptions: message.webpush.fcmOptions };
}

describe('the service worker and the server agree on a push', () => {
  it('shows the server message as one notification of its tag, whose click opens the listing', () => {
    const delivered = deliveredFrom(pushMessageFor('token-1', alert, ORIGIN, 'u1_saved_search_match_abc'));
    expect(notificationOf(delivered, ORIGIN)).toEqual({
      title: 'New match for "Pixels"',
      options: { body: 'Pixel 8, ৳30,000, in Dhaka', icon: PUSH_ICON, tag: 'u1_saved_search_match_abc', data: { link: `${ORIGIN}/displayProducts/abc` } },
    });
  });

  it("opens FCM's link when the data carries none, and never another site's", () => {
    const message = pushMessageFor('token-1', alert, ORIGIN, 'tag');
    expect(linkOf({ fcmOptions: message.webpush.fcmOptions }, ORIGIN)).toBe(`${ORIGIN}/displayProducts/abc`);
    expect(linkOf({ data: { link: 'https://elsewhere.example/x' } }, ORIGIN)).toBeNull();
    expect(linkOf({ data: { link: '//elsewhere.example/x' } }, ORIGIN)).toBeNull();
    expect(linkOf({}, ORIGIN)).toBeNull();
  });

  it('shows nothing for a push without a title (not one of ours)', () => {
    expect(notificationOf({ data: { link: '/x' } }, ORIGIN)).toBeNull();
  });
});
