import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../shared/firestore';
import { aMeetingSlot, createProduct, testImageUrl } from '../../test/factories';
import { call, createUser, signIn, startApi, TEST_PASSWORD, type TestUser } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import type { Product } from '../../contract/products';
import { DEFAULT_EMAIL_PREFERENCES, NO_STANDING, type UserRecord } from '../../contract/users';

let api: Awaited<ReturnType<typeof startApi>>;
let admin: TestUser;
let buyer: TestUser;
let seller: TestUser;
let verifiedSeller: TestUser;

beforeAll(async () => {
  api = await startApi();
  [admin, buyer, seller, verifiedSeller] = await Promise.all([
    createUser('admin'),
    createUser('buyer'),
    createUser('seller'),
    createUser('verifiedSeller'),
  ]);
});
afterAll(() => api.close());

let registrants = 0;

/** An Auth account with no users/{uid} record yet, signed in with email and password. */
async function registrant() {
  registrants += 1;
  const email = `registrant-${Date.now().toString(36)}-${process.pid}-${registrants}@test.recell`;
  const { uid } = await auth().createUser({ email, password: TEST_PASSWORD });
  return { uid, email, token: await signIn(email) };
}

/** A first sign-in through Google in the Auth emulator (it accepts a JSON id_token). */
async function googleSignIn() {
  registrants += 1;
  const email = `google-${Date.now().toString(36)}-${process.pid}-${registrants}@test.recell`;
  const idToken = JSON.stringify({ sub: `google-${registrants}-${Date.now()}`, email, email_verified: true, name: 'Gee User' });
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken: string; localId: string };
  return { uid: body.localId, email, token: body.idToken };
}

const storedUser = async (uid: string) => (await db().collection('users').doc(uid).get()).data() as UserRecord | undefined;
const storedListing = async (id: string) => (await db().collection('products').doc(id).get()).data() as Product | undefined;
const claimsOf = async (uid: string) => (await auth().getUser(uid)).customClaims;

const postUser = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  call(`${api.url}/users`, { method: 'POST', token, body, headers });

describe('POST /api/users', () => {
  it('creates the caller record from the token (201): email from the token, role from the body, no privileges', async () => {
    const me = await registrant();
    const image = testImageUrl();
    const response = await postUser(me.token, {
      name: '  Ada Lovelace ',
      image,
      user_role: 'Seller',
      email: 'someone-else@test.recell',
      role: 'admin',
      verified: true,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      acknowledged: true,
      user: {
        _id: me.uid,
        name: 'Ada Lovelace',
        email: me.email,
        image,
        user_role: 'Seller',
        role: 'user',
        verified: false,
        verificationRequestedAt: null,
        emailPreferences: DEFAULT_EMAIL_PREFERENCES,
        language: 'en',
        ...NO_STANDING,
        createdAt: expect.any(String),
        sortKey: expect.stringMatching(/_/),
      },
    });
    expect(await storedUser(me.uid)).toEqual(response.body.user);
    expect(await claimsOf(me.uid)).toEqual({ role: 'seller' });
  });

  it('refreshes an existing record (200): keeps its role, admin flag, verified flag and createdAt', async () => {
    const me = await registrant();
    const created = await postUser(me.token, { name: 'First Name', user_role: 'Seller' });
    // An admin later verified them and made them an admin.
    await db().collection('users').doc(me.uid).update({ role: 'admin', verified: true });

    const photo = 'https://lh3.example.test/photo.jpg';
    const refreshed = await postUser(me.token, { name: 'Second Name', user_role: 'Buyer', image: photo });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user).toEqual({
      ...created.body.user,
      name: 'Second Name',
      image: photo,
      role: 'admin',
      verified: true,
      user_role: 'Seller',
    });
    expect(await claimsOf(me.uid)).toEqual({ role: 'seller', admin: true, verified: true });

    // Without an image the stored photo stays.
    const again = await postUser(me.token, { name: 'Second Name' });
    expect(again.body.user.image).toBe(photo);
  });

  it('keeps the language chosen before signing up, and changes it on a refresh only when sent', async () => {
    const me = await registrant();
    const created = await postUser(me.token, { name: 'রহিম উদ্দিন', language: 'bn' });
    expect(created.status).toBe(201);
    expect(created.body.user.language).toBe('bn');
    expect((await postUser(me.token, { name: 'রহিম উদ্দিন' })).body.user.language).toBe('bn');
    expect((await postUser(me.token, { name: 'Rahim Uddin', language: 'en' })).body.user.language).toBe('en');
    expect((await call(`${api.url}/users/me`, { token: me.token })).body.language).toBe('en');
  });

  it('registers a provider sign-in as a Buyer whatever the body says', async () => {
    const me = await googleSignIn();
    const response = await postUser(me.token, { name: 'Gee User', user_role: 'Seller' });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: me.email, user_role: 'Buyer', role: 'user', verified: false });
    expect(await claimsOf(me.uid)).toEqual({ role: 'buyer' });
  });

  it('creates exactly one record when the first call arrives several times at once', async () => {
    const me = await registrant();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postUser(me.token, { name: 'Racy Registrant', user_role: 'Seller' })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await db().collection('users').where('email', '==', me.email).get()).size).toBe(1);
  });

  it("updates the seller's copied name and photo on their listings when they change", async () => {
    const me = await createUser('verifiedSeller');
    const listings = await Promise.all([createProduct(me), createProduct(me)]);
    const photo = testImageUrl();
    const response = await postUser(me.token, { name: 'Renamed Seller', image: photo });
    expect(response.status).toBe(200);
    for (const listing of listings) {
      expect(await storedListing(listing._id)).toMatchObject({ seller_name: 'Renamed Seller', seller_img: photo, verified: true });
    }
  });

  describe('refuses bad input with 4xx and the error body, storing nothing', () => {
    const cases: { name: string; status: number; code: string; body: unknown; headers?: Record<string, string> }[] = [
      { name: 'no name', status: 400, code: 'validation_failed', body: { user_role: 'Buyer' } },
      { name: 'an empty name', status: 400, code: 'validation_failed', body: { name: '   ' } },
      { name: 'a name that is a number', status: 400, code: 'validation_failed', body: { name: 42 } },
      { name: 'a name over 100 characters', status: 400, code: 'validation_failed', body: { name: 'n'.repeat(101) } },
      { name: 'a role that is not Buyer or Seller', status: 400, code: 'validation_failed', body: { name: 'A', user_role: 'admin' } },
      { name: 'a language ReCell does not speak', status: 400, code: 'validation_failed', body: { name: 'A', language: 'fr' } },
      { name: 'a photo that is not a web address', status: 400, code: 'validation_failed', body: { name: 'A', image: 'javascript:alert(1)' } },
      { name: 'a photo URL over 2048 characters', status: 400, code: 'validation_failed', body: { name: 'A', image: `https://x.test/${'p'.repeat(2048)}` } },
      { name: 'a body that is an array', status: 400, code: 'validation_failed', body: [{ name: 'A' }] },
      { name: 'bad JSON', status: 400, code: 'bad_request', body: '{"name": "A",' },
      {
        name: 'a form post',
        status: 415,
        code: 'unsupported_media_type',
        body: 'name=A&user_role=Seller',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { name: 'a body over 100 KB', status: 413, code: 'payload_too_large', body: { name: 'A', padding: 'x'.repeat(120_000) } },
    ];

    it.each(cases)('$name -> $status', async ({ status, code, body, headers }) => {
      const me = await registrant();
      const response = await postUser(me.token, body, headers);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ acknowledged: false, code, message: expect.any(String) });
      expect(await storedUser(me.uid)).toBeUndefined();
      expect(await claimsOf(me.uid)).toBeUndefined();
    });

    it('no token -> 401', async () => {
      const response = await postUser(undefined, { name: 'A' });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ acknowledged: false, code: 'unauthenticated' });
    });
  });
});

describe('role lookups by email', () => {
  const lookup = (route: string, email: string, token: string) => call(`${api.url}/${route}/${encodeURIComponent(email)}`, { token });

  it("answer the caller's own flags, not cacheable by a shared cache", async () => {
    const expectations: [TestUser, Record<string, boolean | null>][] = [
      [buyer, { isAdmin: false, isBuyer: true, isSeller: false, verified: false, verificationRequestedAt: null }],
      [seller, { isAdmin: false, isBuyer: false, isSeller: true, verified: false, verificationRequestedAt: null }],
      [verifiedSeller, { isAdmin: false, isBuyer: false, isSeller: true, verified: true, verificationRequestedAt: null }],
      [admin, { isAdmin: true, isBuyer: true, isSeller: false, verified: false, verificationRequestedAt: null }],
    ];
    for (const [user, flags] of expectations) {
      const answers = await Promise.all([
        lookup('users/admin', user.email, user.token),
        lookup('users/buyer', user.email, user.token),
        lookup('users/seller', user.email, user.token),
        lookup('verify', user.email, user.token),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(Object.assign({}, ...answers.map((answer) => answer.body))).toEqual(flags);
      expect(answers[0]!.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('match the email whatever its case', async () => {
    expect((await lookup('users/seller', seller.email.toUpperCase(), seller.token)).body).toEqual({ isSeller: true });
  });

  it.each(['users/admin', 'users/buyer', 'users/seller', 'verify'])("/%s refuses another user's email (403)", async (route) => {
    const response = await lookup(route, seller.email, buyer.token);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'forbidden' });
  });

  it("lets an admin read anyone's flags, and answers false flags for an unknown email", async () => {
    expect((await lookup('verify', verifiedSeller.email, admin.token)).body).toEqual({ verified: true, verificationRequestedAt: null });
    expect((await lookup('users/seller', seller.email, admin.token)).body).toEqual({ isSeller: true });
    const nobody = 'nobody-at-all@test.recell';
    expect((await lookup('users/admin', nobody, admin.token)).body).toEqual({ isAdmin: false });
    expect((await lookup('users/buyer', nobody, admin.token)).body).toEqual({ isBuyer: false });
    expect((await lookup('verify', nobody, admin.token)).body).toEqual({ verified: false, verificationRequestedAt: null });
  });

  it('refuses an email that is not one (400) and a caller without a token (401)', async () => {
    const bad = await lookup('users/admin', 'not-an-email', buyer.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ acknowledged: false, code: 'validation_failed' });
    expect((await call(`${api.url}/verify/${buyer.email}`)).status).toBe(401);
  });

  it('refuses a caller who has an Auth account but no record yet (401)', async () => {
    const me = await registrant();
    expect((await lookup('users/buyer', me.email, me.token)).status).toBe(401);
  });
});

describe('admin user lists', () => {
  it('GET /users lists everyone, newest first', async () => {
    // Other files create users on the same emulator meanwhile: walk the pages (keyset, newest first,
    // so users created while it walks land before its cursor) until this file's four are found.
    const wanted = new Set([admin, buyer, seller, verifiedSeller].map((user) => user.uid));
    const createdAts: string[] = [];
    let url: string | null = `${api.url}/users?limit=100`;
    let first = true;
    while (url && wanted.size > 0) {
      const response = await call(url, { token: admin.token });
      expect(response.status).toBe(200);
      if (first) expect(response.headers.get('cache-control')).toBe('private, no-store');
      first = false;
      for (const user of response.body as UserRecord[]) {
        wanted.delete(user._id);
        createdAts.push(user.createdAt);
      }
      url = nextPageUrl(api.url, response.headers);
    }
    expect([...wanted]).toEqual([]);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
  });

  it('GET /users/buyer and /users/seller list one role each, newest first', async () => {
    const buyers = (await call(`${api.url}/users/buyer`, { token: admin.token })).body as UserRecord[];
    const sellers = (await call(`${api.url}/users/seller`, { token: admin.token })).body as UserRecord[];
    expect(buyers.every((user) => user.user_role === 'Buyer')).toBe(true);
    expect(sellers.every((user) => user.user_role === 'Seller')).toBe(true);
    expect(buyers.map((user) => user._id)).toEqual(expect.arrayContaining([buyer.uid, admin.uid]));
    expect(sellers.map((user) => user._id)).toEqual(expect.arrayContaining([seller.uid, verifiedSeller.uid]));
    for (const list of [buyers, sellers]) {
      const createdAts = list.map((user) => user.createdAt);
      expect(createdAts).toEqual([...createdAts].sort().reverse());
    }
  });
});

describe('admin-only routes', () => {
  const routes: [method: string, path: (target: TestUser) => string][] = [
    ['GET', () => '/users'],
    ['GET', () => '/users/buyer'],
    ['GET', () => '/users/seller'],
    ['PUT', (target) => `/users/admin/${target.uid}`],
    ['PUT', (target) => `/users/verify/${target.uid}`],
    ['DELETE', (target) => `/users/admin/${target.uid}`],
    ['DELETE', (target) => `/users/verify/${target.uid}`],
    ['DELETE', (target) => `/users/${target.uid}`],
  ];

  it.each(routes)('%s %s is 403 for a buyer, a seller and a verified seller, and 401 without a token', async (method, path) => {
    const target = await createUser('seller');
    for (const caller of [buyer, seller, verifiedSeller]) {
      const response = await call(`${api.url}${path(target)}`, { method, token: caller.token });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ acknowledged: false, code: 'forbidden' });
    }
    expect((await call(`${api.url}${path(target)}`, { method })).status).toBe(401);
    // Nothing changed.
    expect(await storedUser(target.uid)).toEqual(target.record);
  });

  it.each(['/users/admin/', '/users/verify/', '/users/'])('%s:id refuses an id that is not one (400)', async (prefix) => {
    const method = prefix === '/users/' ? 'DELETE' : 'PUT';
    const response = await call(`${api.url}${prefix}not.an%2Fid`, { method, token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed' });
  });
});

describe('PUT /api/users/admin/:id', () => {
  it('makes a user an admin, on the record and the claims; idempotent; the new admin can act', async () => {
    const target = await createUser('buyer');
    const response = await call(`${api.url}/users/admin/${target.uid}`, { method: 'PUT', token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ acknowledged: true, user: { _id: target.uid, role: 'admin' } });
    expect((await storedUser(target.uid))?.role).toBe('admin');
    expect(await claimsOf(target.uid)).toEqual({ role: 'buyer', admin: true });

    const again = await call(`${api.url}/users/admin/${target.uid}`, { method: 'PUT', token: admin.token });
    expect(again.status).toBe(200);
    expect(again.body.user.role).toBe('admin');

    // The record decides at once: the token signed in before the change already works.
    expect((await call(`${api.url}/users`, { token: target.token })).status).toBe(200);
    const fresh = await signIn(target.email);
    const { role, admin: adminClaim } = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect({ role, admin: adminClaim }).toEqual({ role: 'buyer', admin: true });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await call(`${api.url}/users/admin/no-such-user-id`, { method: 'PUT', token: admin.token });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'not_found' });
  });
});

describe('PUT /api/users/verify/:id', () => {
  it("verifies a seller: record, claims, the copies on their listings, and the verify lookup", async () => {
    const target = await createUser('seller');
    // Listings carrying a stale "not verified" copy.
    const listings = await Promise.all([createProduct(target, { verified: false }), createProduct(target, { verified: false })]);
    const response = await call(`${api.url}/users/verify/${target.uid}`, { method: 'PUT', token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ acknowledged: true, user: { _id: target.uid, verified: true } });
    expect((await storedUser(target.uid))?.verified).toBe(true);
    expect(await claimsOf(target.uid)).toEqual({ role: 'seller', verified: true });
    for (const listing of listings) expect((await storedListing(listing._id))?.verified).toBe(true);
    expect((await call(`${api.url}/verify/${target.email}`, { token: target.token })).body).toEqual({ verified: true, verificationRequestedAt: null });

    const again = await call(`${api.url}/users/verify/${target.uid}`, { method: 'PUT', token: admin.token });
    expect(again.status).toBe(200);
  });

  it('refuses to verify a buyer (409) with a readable message, changing nothing', async () => {
    const target = await createUser('buyer');
    const response = await call(`${api.url}/users/verify/${target.uid}`, { method: 'PUT', token: admin.token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      acknowledged: false,
      code: 'conflict',
      message: 'Only sellers can be verified; this user is a buyer.',
      requestId: expect.any(String),
    });
    expect(await storedUser(target.uid)).toEqual(target.record);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await call(`${api.url}/users/verify/no-such-user-id`, { method: 'PUT', token: admin.token });
    expect(response.status).toBe(404);
  });
});

describe('DELETE /api/users/:id', () => {
  it('removes the Auth account, the record and the listings, and cancels the open order on them', async () => {
    const target = await createUser('verifiedSeller');
    const listing = await createProduct(target);
    const customer = await createUser('buyer');
    const order = await call(`${api.url}/orders`, {
      method: 'POST',
      token: customer.token,
      body: { bookedId: listing._id, mobile_number: '+8801712345678', slots: [aMeetingSlot()] },
    });
    expect(order.status).toBe(201);

    const response = await call(`${api.url}/users/${target.uid}`, { method: 'DELETE', token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, deletedCount: 1 });

    await expect(auth().getUser(target.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await storedUser(target.uid)).toBeUndefined();
    expect(await storedListing(listing._id)).toBeUndefined();
    const storedOrder = (await db().collection('orders').doc(order.body.insertedId).get()).data();
    expect(storedOrder?.status).toBe('cancelled');

    // A repeat finishes nothing more and is not an error.
    const again = await call(`${api.url}/users/${target.uid}`, { method: 'DELETE', token: admin.token });
    expect(again.body).toEqual({ acknowledged: true, deletedCount: 0 });
  });

  it("shuts out the deleted user's still-unexpired ID token on every authenticated route (401), and it cannot re-register", async () => {
    const target = await createUser('verifiedSeller');
    expect((await call(`${api.url}/verify/${target.email}`, { token: target.token })).status).toBe(200);
    expect((await call(`${api.url}/users/${target.uid}`, { method: 'DELETE', token: admin.token })).status).toBe(200);

    const image = new FormData();
    image.append('image', new Blob([Buffer.from('irrelevant')], { type: 'image/jpeg' }), 'a.jpg');
    const attempts = [
      call(`${api.url}/users/admin/${target.email}`, { token: target.token }),
      call(`${api.url}/users/buyer/${target.email}`, { token: target.token }),
      call(`${api.url}/users/seller/${target.email}`, { token: target.token }),
      call(`${api.url}/verify/${target.email}`, { token: target.token }),
      call(`${api.url}/users`, { token: target.token }),
      call(`${api.url}/users`, { method: 'POST', token: target.token, body: { name: 'Back Again', user_role: 'Seller' } }),
      call(`${api.url}/jwt?email=${target.email}`, { token: target.token }),
      fetch(`${api.url}/images`, { method: 'POST', headers: { authorization: `Bearer ${target.token}` }, body: image }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(401);
    expect(await storedUser(target.uid)).toBeUndefined();
  });

  it('lets an admin delete another admin, and themselves while another admin remains', async () => {
    const [first, second] = await Promise.all([createUser('admin'), createUser('admin')]);
    expect((await call(`${api.url}/users/${second.uid}`, { method: 'DELETE', token: first.token })).status).toBe(200);
    // `admin` (from beforeAll) is still there, so `first` is not the last admin.
    expect((await call(`${api.url}/users/${first.uid}`, { method: 'DELETE', token: first.token })).status).toBe(200);
    expect(await storedUser(first.uid)).toBeUndefined();
  });
});

describe('GET /users pagination', () => {
  it('pages the admin list by keyset, newest first, with a Link to the next page', async () => {
    const api = await startApi();
    try {
      const admin = await createUser('admin');
      await createUser('buyer');
      await createUser('buyer');
      const first = await call(`${api.url}/users/buyer?limit=1`, { token: admin.token });
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(1);
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
      expect(next).toBeTruthy();
      const second = await call(`${api.url.replace(/\/api$/, '')}${next}`, { token: admin.token });
      expect(second.status).toBe(200);
      expect(second.body).toHaveLength(1);
      expect(second.body[0].sortKey < first.body[0].sortKey).toBe(true);
    } finally {
      await api.close();
    }
  });
});
