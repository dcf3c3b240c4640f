import { describe, expect, it } from 'vitest';
import { pushMessageFor, PUSH_ICON } from './push';

describe('pushMessageFor', () => {
  it('is the FCM message getMessaging().send() takes: the notification, the link as data and as the web click target', () => {
    const message = pushMessageFor('token-1', { title: 'New match for "Pixels"', body: 'Pixel 8, ৳30,000, in Dhaka', link: '/displayProducts/abc', kind: 'saved_search_match' }, 'https://recell.example', 'u1_saved_search_match_abc');
    expect(message).toEqual({
      token: 'token-1',
      notification: { title: 'New match for "Pixels"', body: 'Pixel 8, ৳30,000, in Dhaka' },
      data: { link: '/displayProducts/abc', kind: 'saved_search_match' },
      webpush: { notification: { icon: PUSH_ICON, tag: 'u1_saved_search_match_abc' }, fcmOptions: { link: 'https://recell.example/displayProducts/abc' } },
    });
    // FCM's data values must all be strings.
    expect(Object.values(message.data).every((value) => typeof value === 'string')).toBe(true);
  });
});
