import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../contract/operations';
import { docId, documentId } from '../contract/schema-helpers';
import { aMeetingSlot } from './factories';
import { call, createUser, startApi, type TestUser } from './harness';
import { VALID_ID_ROUTE_BODY } from '../../../scripts/lib/id-route-bodies';

/**
 * The one id rule (contract/schema-helpers.ts documentId) on every route that takes an id, in its
 * path or its body: a refused id is a 400, a well-formed id that names nothing a 404, never a 500,
 * ids that name Object.prototype members included (the local Firestore emulator throws on them).
 */
let api: Awaited<ReturnType<typeof startApi>>;
let admin: TestUser;

beforeAll(async () => {
  api = await startApi();
  admin = await createUser('admin');
});
afterAll(() => api.close());

const PROTOTYPE_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'toLocaleString'];
const REFUSED = ['__name__', '__proto__', '__x__', '.', '..', 'a/b', 'a.b', 'x'.repeat(1501), ' '];

/**
 * The admin's delete of a user finishes an interrupted deletion when repeated, so an id with no
 * record left answers 200 `{ deletedCount: 0 }` (users.service.ts deleteUser), not 404.
 */
const IDEMPOTENT_DELETE = 'delete /users/:id';

/**
 * The routes with an id in their path (the category's id-or-name included); the admin may call every one.
 * A safety card's token is no document id: it has a rule of its own (safety-cards.ts).
 */
const idRoutes = OPERATIONS.filter(
  (op) => op.params && op.path.includes(':') && !op.path.includes(':email') && !op.path.includes(':file') && !op.path.includes(':token'),
);

describe('the id rule', () => {
  it('refuses reserved, dotted, slashed and over-long ids, and accepts ids of letters, digits, _ and -', () => {
    for (const id of REFUSED) expect(docId.safeParse(id).success, id).toBe(false);
    for (const id of ['abc', 'A-b_9', '_x', 'x__', '__x', ...PROTOTYPE_NAMES]) expect(docId.safeParse(id).success, id).toBe(true);
    expect(documentId(300).safeParse('x'.repeat(300)).success).toBe(true);
    expect(documentId(300).safeParse('x'.repeat(301)).success).toBe(false);
  });

  it('covers every route with an id in its path', () => {
    expect(idRoutes.map((op) => `${op.method.toUpperCase()} ${op.path}`)).toEqual(
      expect.arrayContaining(['GET /products/:id', 'PUT /products/sold/:id', 'DELETE /orders/:id', 'DELETE /wishlist/:id', 'PUT /users/verify/:id', 'DELETE /users/:id']),
    );
  });

  describe.each(idRoutes.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', (_route, op) => {
    const name = Object.keys(op.params!.shape)[0]!;
    const url = (id: string) => `${api.url}${op.path.replace(`:${name}`, encodeURIComponent(id))}`;

    it('answers 404 for well-formed ids that name nothing, Object.prototype members included', async () => {
      for (const id of ['noSuchDocument12345', ...PROTOTYPE_NAMES]) {
        const response = await call(url(id), { method: op.method.toUpperCase(), token: admin.token, body: VALID_ID_ROUTE_BODY[`${op.method} ${op.path}`] });
        if (`${op.method} ${op.path}` === IDEMPOTENT_DELETE) {
          expect(response.status, id).toBe(200);
          expect(response.body).toEqual({ acknowledged: true, deletedCount: 0 });
          continue;
        }
        expect(response.status, id).toBe(404);
        expect(response.body).toMatchObject({ acknowledged: false, code: 'not_found' });
      }
    });

    it('answers 400 for ids the rule refuses', async () => {
      for (const id of REFUSED.filter((id) => !['.', '..', ' '].includes(id))) {
        const response = await call(url(id), { method: op.method.toUpperCase(), token: admin.token, body: VALID_ID_ROUTE_BODY[`${op.method} ${op.path}`] });
        expect(response.status, id).toBe(400);
        expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed' });
      }
    });
  });

  it('answers a path it cannot decode (%zz) 400 in the error format', async () => {
    // fetch, not call(): the harness's OpenAPI check cannot decode this path either.
    const response = await fetch(`${api.url}/products/%zz`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ acknowledged: false, code: 'bad_request' });
  });

  describe('ids in bodies', () => {
    let buyer: TestUser;
    beforeAll(async () => {
      buyer = await createUser('buyer');
    });
    const bodies = {
      '/orders': (id: string) => ({ bookedId: id, mobile_number: '+8801712345678', meet_location: 'Dhaka', slots: [aMeetingSlot()] }),
      '/wishlist': (id: string) => ({ productId: id }),
      '/conversations': (id: string) => ({ listingId: id }),
    };

    it.each(Object.entries(bodies))('POST %s answers 404 for a listing id that names nothing and 400 for a refused one', async (path, body) => {
      for (const id of ['noSuchListing12345', ...PROTOTYPE_NAMES]) {
        const response = await call(`${api.url}${path}`, { method: 'POST', token: buyer.token, body: body(id) });
        expect(response.status, id).toBe(404);
      }
      for (const id of REFUSED) {
        const response = await call(`${api.url}${path}`, { method: 'POST', token: buyer.token, body: body(id) });
        expect(response.status, id).toBe(400);
        expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed' });
      }
    });
  });
});
