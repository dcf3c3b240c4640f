import { db } from '../../../scripts/lib/firebase-admin';
import { callApi, idTokenOf } from './api';

/**
 * Orders in every status of the meetup, made through the API as the seed's buyer and
 * seller would make them (real ID tokens from the Auth emulator), for the screenshots. Only the
 * expired one is helped along: its answer deadline is moved into the past, as waiting 24 hours would.
 */
export interface MeetupOrders {
  booked: string;
  accepted: string;
  completed: string;
  declined: string;
  cancelled: string;
  expired: string;
  /** A safety card of the accepted order. */
  cardToken: string;
}

export async function makeMeetupOrders(baseURL: string): Promise<MeetupOrders> {
  const buyer = await idTokenOf('buyer@recell.test');
  const seller = await idTokenOf('seller@recell.test');
  const call = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(baseURL, token, method, path, body);
  const hour = 60 * 60 * 1000;
  // Times people would pick: evenings in the next three days (the journeys' browsers run on UTC).
  const at = (days: number, hourOfDay: number, minute = 0) => {
    const time = new Date();
    time.setUTCDate(time.getUTCDate() + days);
    time.setUTCHours(hourOfDay, minute, 0, 0);
    return time.toISOString();
  };
  const book = async (productId: string, place: string, message = '') =>
    (
      await call<{ insertedId: string }>(buyer, 'POST', '/orders', {
        bookedId: productId,
        mobile_number: '01712345678',
        meet_location: place,
        message,
        slots: [at(1, 18), at(2, 17, 30), at(3, 19)],
      })
    ).insertedId;

  const booked = await book('seed-galaxy-z-flip4', 'Jamuna Future Park, main entrance', 'Evenings after 6 suit me best.');
  const accepted = await book('seed-huawei-mate-40-pro', 'Gulshan 1, outside the Unimart');
  await call(seller, 'PUT', `/orders/${accepted}/accept`, { slot: at(2, 17, 30), meet_location: 'Gulshan 1, Unimart ground floor café' });
  await call(buyer, 'PUT', `/orders/${accepted}/checklist`, {
    items: { screen: true, cameras: true, audio: true, charging: false, buttons: false, biometrics: false, account_signed_out: false },
    battery_health: 72,
  });
  const card = await call<{ token: string }>(buyer, 'POST', `/orders/${accepted}/safety-card`);
  const completed = await book('seed-iphone-13-pro', 'Dhanmondi 27, Rapa Plaza');
  await call(seller, 'PUT', `/orders/${completed}/accept`, { slot: at(1, 18) });
  await call(buyer, 'PUT', `/orders/${completed}/checklist`, {
    items: { screen: true, cameras: true, audio: true, charging: true, buttons: true, biometrics: true, account_signed_out: true },
    battery_health: 80,
    imei_last4: '4821',
  });
  const { handover_code: code } = await call<{ handover_code?: string }>(buyer, 'GET', `/orders/${completed}`);
  await call(seller, 'POST', `/orders/${completed}/handover`, { code });
  const declined = await book('seed-huawei-p30-pro', 'Mirpur 10 roundabout');
  await call(seller, 'PUT', `/orders/${declined}/decline`, { reason: 'Sorry, I am out of town all week.' });
  const cancelled = await book('seed-oneplus-11', 'Banani 11, Coffee World');
  await call(seller, 'PUT', `/orders/${cancelled}/accept`, { slot: at(3, 19) });
  await call(buyer, 'DELETE', `/orders/${cancelled}?reason=${encodeURIComponent('Found one closer to home, sorry.')}`);
  const expired = await book('seed-oneplus-nord-ce3-lite', 'Uttara sector 7 park');
  const past = new Date(Date.now() - hour).toISOString();
  await db().collection('orders').doc(expired).update({ answer_by: past });
  await db().collection('products').doc('seed-oneplus-nord-ce3-lite').update({ held_until: past });
  return { booked, accepted, completed, declined, cancelled, expired, cardToken: card.token };
}
