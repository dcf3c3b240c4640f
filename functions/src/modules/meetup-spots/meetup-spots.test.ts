/**
 * Safe meeting spots over HTTP on the emulators: the admins' list (admin only), suggestions by
 * area, a booking that names a spot (copied onto the order, so later edits change nothing booked),
 * the seller's counter-proposal, the safety card's map link, and a handover at a spot counting
 * toward the seller's trust score. Areas carry a random suffix: other test files add spots too.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/firestore';
import { createProduct } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';
import { mapUrlOf, type MeetupSpot, type SuggestedSpot } from '../../contract/meetup-spots';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { AuditEntry } from '../../contract/moderation';

let api: Awaited<ReturnType<typeof startApi>>;
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  api = await startApi();
  [admin, seller, buyer] = await Promise.all([createUser('admin'), createUser('verifiedSeller'), createUser('buyer')]);
});
afterAll(() => api.close());

const url = (path: string) => `${api.url}${path}`;
const suffix = () => randomUUID().slice(0, 6);
const DAY = 24 * 60 * 60 * 1000;
const tomorrowAt = (hours: number) => new Date(Math.ceil(Date.now() / DAY) * DAY + DAY + hours * 60 * 60 * 1000).toISOString();

function spotBody(area: string, overrides: Partial<MeetupSpot> = {}) {
  return {
    name: `Spot ${suffix()}`,
    area,
    address: 'Road 11, House 4',
    lat: 23.79,
    lng: 90.41,
    kind: 'cafe',
    opening_hours: 'Every day 10:00–22:00',
    cctv: true,
    ...overrides,
  };
}

async function addSpot(area: string, overrides: Partial<MeetupSpot> = {}): Promise<MeetupSpot> {
  const added = await call(url('/admin/meetup-spots'), { method: 'POST', token: admin.token, body: spotBody(area, overrides) });
  expect(added.status).toBe(201);
  return added.body.spot as MeetupSpot;
}

const storedOrder = async (id: string) => (await db().collection('orders').doc(id).get()).data() as Order;
/** The newest audit entries about a target, filtered here: the local emulator cannot query a nested field. */
const auditOf = async (targetId: string) =>
  (await db().collection('audit_log').orderBy('sortKey', 'desc').limit(300).get()).docs
    .map((doc) => doc.data() as AuditEntry)
    .filter((entry) => entry.target.id === targetId);

describe('the admins curate spots', () => {
  it('adds, lists, edits and retires a spot; every admin route refuses visitors (401) and other people (403)', async () => {
    const area = `Gulshan ${suffix()}`;
    const spot = await addSpot(area, { kind: 'police_exchange_zone', name: 'Gulshan Police Station exchange zone' });
    expect(spot).toMatchObject({ area, kind: 'police_exchange_zone', retired: false, cctv: true });

    const listed = await call(url('/admin/meetup-spots'), { token: admin.token });
    expect(listed.status).toBe(200);
    expect((listed.body as MeetupSpot[]).find((each) => each._id === spot._id)).toMatchObject({ name: spot.name });

    const edited = await call(url(`/admin/meetup-spots/${spot._id}`), { method: 'PUT', token: admin.token, body: { opening_hours: '24 hours', cctv: false } });
    expect(edited.status).toBe(200);
    expect(edited.body.spot).toMatchObject({ name: spot.name, opening_hours: '24 hours', cctv: false });

    const retired = await call(url(`/admin/meetup-spots/${spot._id}`), { method: 'PUT', token: admin.token, body: { retired: true } });
    expect(retired.body.spot.retired).toBe(true);
    const suggested = (await call(url(`/meetup-spots?area=${encodeURIComponent(area)}`))).body as SuggestedSpot[];
    expect(suggested.map((each) => each._id)).not.toContain(spot._id);
    expect((await auditOf(spot._id)).map((entry) => entry.what).sort()).toEqual(['spot_added', 'spot_edited', 'spot_retired']);

    const routes = [
      { method: 'GET', path: '/admin/meetup-spots' },
      { method: 'POST', path: '/admin/meetup-spots', body: spotBody(area) },
      { method: 'PUT', path: `/admin/meetup-spots/${spot._id}`, body: { name: 'Taken over' } },
      { method: 'DELETE', path: `/admin/meetup-spots/${spot._id}` },
    ];
    for (const route of routes) {
      for (const [who, status] of [[null, 401], [buyer, 403], [seller, 403]] as const) {
        const answer = await call(url(route.path), { method: route.method, token: who?.token, body: route.body });
        expect(answer.status, `${route.method} ${route.path} as ${who ? 'a user' : 'a visitor'}`).toBe(status);
      }
    }
    expect((await db().collection('meetup_spots').doc(spot._id).get()).get('name')).toBe(spot.name);
  });

  it('refuses a spot without a kind from the list or with coordinates off the globe', async () => {
    const bad = await call(url('/admin/meetup-spots'), { method: 'POST', token: admin.token, body: { ...spotBody('Banani'), kind: 'park', lat: 123 } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((detail: { path: string }) => detail.path).sort()).toEqual(['kind', 'lat']);
  });

  it('deletes a spot no order named, and retires one that was named instead of deleting it', async () => {
    const area = `Banani ${suffix()}`;
    const unused = await addSpot(area);
    const deleted = await call(url(`/admin/meetup-spots/${unused._id}`), { method: 'DELETE', token: admin.token });
    expect(deleted.body).toEqual({ acknowledged: true, outcome: 'deleted' });
    expect((await db().collection('meetup_spots').doc(unused._id).get()).exists).toBe(false);

    const named = await addSpot(area);
    const phone = await createProduct(seller);
    const booked = await call(url('/orders'), { method: 'POST', token: buyer.token, body: { bookedId: phone._id, mobile_number: '+8801711111111', slots: [{ at: tomorrowAt(12), spot_id: named._id }] } });
    expect(booked.status).toBe(201);
    const removed = await call(url(`/admin/meetup-spots/${named._id}`), { method: 'DELETE', token: admin.token });
    expect(removed.body).toEqual({ acknowledged: true, outcome: 'retired' });
    expect((await db().collection('meetup_spots').doc(named._id).get()).get('retired')).toBe(true);
  });
});

describe('suggestions', () => {
  it("lists the spots in the listing's or the buyer's area first, then the nearest, to anyone", async () => {
    const tag = suffix();
    // Three areas on a line west to east, about 2.2 km apart.
    const west = await addSpot(`Mohammadpur ${tag}`, { lat: 23.76, lng: 90.36 });
    const middle = await addSpot(`Dhanmondi ${tag}`, { lat: 23.76, lng: 90.38 });
    const east = await addSpot(`Motijheel ${tag}`, { lat: 23.76, lng: 90.42 });
    const mine = (spots: SuggestedSpot[]) => spots.filter((spot) => [west._id, middle._id, east._id].includes(spot._id));

    const nearWest = await call(url(`/meetup-spots?area=${encodeURIComponent(`Block C, Mohammadpur ${tag}, Dhaka`)}`));
    expect(nearWest.status).toBe(200);
    const ordered = mine(nearWest.body as SuggestedSpot[]);
    expect(ordered.map((spot) => spot._id)).toEqual([west._id, middle._id, east._id]);
    expect(ordered[0]).toMatchObject({ in_area: true, distance_km: 0 });
    expect(ordered[1]!.distance_km).toBeCloseTo(2, 0);
    // The listing's suggestions come first wherever they are in the full list.
    expect((nearWest.body as SuggestedSpot[])[0]!._id).toBe(west._id);

    const both = mine((await call(url(`/meetup-spots?area=${encodeURIComponent(`Mohammadpur ${tag}`)}&buyer_area=${encodeURIComponent(`Motijheel ${tag}`)}`))).body);
    expect(both.slice(0, 2).map((spot) => spot._id).sort()).toEqual([west._id, east._id].sort());
    expect(both.map((spot) => spot.in_area)).toEqual([true, true, false]);

    // Nothing known: every live spot, by area and name, without distances.
    const anywhere = mine((await call(url('/meetup-spots'))).body);
    expect(anywhere.map((spot) => spot.distance_km)).toEqual([null, null, null]);
    expect((anywhere[0] as unknown as Record<string, unknown>).retired).toBeUndefined();
  });
});

describe('a booking at a spot', () => {
  let phone: Product;
  beforeAll(async () => {
    phone = await createProduct(seller, { location: 'Uttara Sector 7' });
  });

  it('copies the spot onto the order; the seller accepts it; a later edit or retirement changes nothing booked; the safety card links the map', async () => {
    const spot = await addSpot(`Uttara ${suffix()}`, { name: 'Uttara Model Town police box', kind: 'police_exchange_zone', lat: 23.8759, lng: 90.3795 });
    const slots = [{ at: tomorrowAt(11), spot_id: spot._id }, tomorrowAt(15)];
    const booked = await call(url('/orders'), { method: 'POST', token: buyer.token, body: { bookedId: phone._id, mobile_number: '+8801711111111', slots } });
    expect(booked.status).toBe(201);
    const id = booked.body.insertedId as string;
    const order = await storedOrder(id);
    expect(order.slots).toEqual([tomorrowAt(11), tomorrowAt(15)]);
    expect(order.slot_spots[0]).toMatchObject({ _id: spot._id, name: spot.name, address: spot.address, lat: 23.8759, lng: 90.3795 });
    expect(order.slot_spots[1]).toBeNull();
    expect(order.spot_ids).toEqual([spot._id]);

    const accepted = await call(url(`/orders/${id}/accept`), { method: 'PUT', token: seller.token, body: { slot: tomorrowAt(11) } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order.meet_spot).toMatchObject({ _id: spot._id, name: spot.name });
    expect(accepted.body.order.meet_location).toBe(`${spot.name}, ${spot.address}`);

    await call(url(`/admin/meetup-spots/${spot._id}`), { method: 'PUT', token: admin.token, body: { name: 'Renamed later', lat: 1, lng: 1, retired: true } });
    const read = await call(url(`/orders/${id}`), { token: buyer.token });
    expect(read.body.meet_spot).toMatchObject({ name: spot.name, lat: 23.8759, lng: 90.3795 });

    const card = await call(url(`/orders/${id}/safety-card`), { method: 'POST', token: buyer.token });
    const publicCard = await call(url(`/safety-cards/${card.body.token}`));
    expect(publicCard.body).toMatchObject({ meet_spot: { name: spot.name }, map_url: 'https://www.openstreetmap.org/?mlat=23.87590&mlon=90.37950#map=17/23.87590/90.37950' });
    expect(publicCard.body.map_url).toBe(mapUrlOf(spot));

    // A retired spot can no longer be booked.
    const other = await createProduct(seller);
    const refused = await call(url('/orders'), { method: 'POST', token: buyer.token, body: { bookedId: other._id, mobile_number: '+8801711111111', slots: [{ at: tomorrowAt(11), spot_id: spot._id }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].path).toBe('slots.0.spot_id');
  });

  it('lets the seller propose another spot, or a place of their own instead of the buyer\'s spot', async () => {
    const area = `Mirpur ${suffix()}`;
    const [buyersSpot, sellersSpot] = await Promise.all([addSpot(area, { kind: 'shopping_mall' }), addSpot(area, { kind: 'repair_shop' })]);
    const book = async () => {
      const listing = await createProduct(seller);
      const booked = await call(url('/orders'), { method: 'POST', token: buyer.token, body: { bookedId: listing._id, mobile_number: '+8801711111111', slots: [{ at: tomorrowAt(10), spot_id: buyersSpot._id }] } });
      return booked.body.insertedId as string;
    };
    const countered = await call(url(`/orders/${await book()}/accept`), { method: 'PUT', token: seller.token, body: { slot: tomorrowAt(10), spot_id: sellersSpot._id } });
    expect(countered.body.order.meet_spot._id).toBe(sellersSpot._id);
    expect(countered.body.order.spot_ids.sort()).toEqual([buyersSpot._id, sellersSpot._id].sort());

    const typed = await call(url(`/orders/${await book()}/accept`), { method: 'PUT', token: seller.token, body: { slot: tomorrowAt(10), meet_location: 'My shop, Mirpur 10' } });
    expect(typed.body.order).toMatchObject({ meet_spot: null, meet_location: 'My shop, Mirpur 10' });
  });

  it("counts a handover at a spot in the seller's safe meetings and the trust score of their listings, and one elsewhere not", async () => {
    const spotSeller = await createUser('verifiedSeller');
    const live = await createProduct(spotSeller);
    const spot = await addSpot(`Motijheel ${suffix()}`);
    const handOver = async (slot: unknown) => {
      const listing = await createProduct(spotSeller);
      const booked = await call(url('/orders'), { method: 'POST', token: buyer.token, body: { bookedId: listing._id, mobile_number: '+8801711111111', slots: [slot] } });
      const id = booked.body.insertedId as string;
      await call(url(`/orders/${id}/accept`), { method: 'PUT', token: spotSeller.token, body: { slot: tomorrowAt(9) } });
      const code = (await call(url(`/orders/${id}`), { token: buyer.token })).body.handover_code as string;
      expect((await call(url(`/orders/${id}/handover`), { method: 'POST', token: spotSeller.token, body: { code } })).status).toBe(200);
    };
    await handOver(tomorrowAt(9));
    const afterPlain = (await call(url(`/users/${spotSeller.uid}/profile`))).body;
    expect(afterPlain).toMatchObject({ completed_sales: spotSeller.record.completed_sales + 1, safe_meetings: 0 });
    const scoreBefore = (await call(url(`/products/${live._id}`))).body.trust_score as number;

    await handOver({ at: tomorrowAt(9), spot_id: spot._id });
    expect((await call(url(`/users/${spotSeller.uid}/profile`))).body.safe_meetings).toBe(1);
    const listing = (await call(url(`/products/${live._id}`))).body;
    expect(listing.seller_safe_meetings).toBe(1);
    expect(listing.trust_reasons.find((reason: { factor: string }) => reason.factor === 'safe_meetings')).toMatchObject({ points: 5, met: true });
    expect(listing.trust_score).toBe(scoreBefore + 5);
  });
});
