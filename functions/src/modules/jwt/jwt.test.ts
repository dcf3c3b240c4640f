import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../shared/firestore';
import { call, createUser, signIn, startApi, TEST_PASSWORD, type TestUser } from '../../test/harness';

let api: Awaited<ReturnType<typeof startApi>>;
let buyer: TestUser;

beforeAll(async () => {
  api = await startApi();
  buyer = await createUser('buyer');
});
afterAll(() => api.close());

const jwt = (email: string, token?: string) => call(`${api.url}/jwt?email=${encodeURIComponent(email)}`, { token });

describe('GET /api/jwt', () => {
  it('answers the caller their own ID token as the Bearer credential, with its expiry', async () => {
    const response = await jwt(buyer.email, buyer.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accessToken: buyer.token, tokenType: 'Bearer', expiresAt: expect.any(String) });
    const { exp } = JSON.parse(Buffer.from(buyer.token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(response.body.expiresAt).toBe(new Date(exp * 1000).toISOString());
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    // The answer works as the credential of every other route.
    const lookup = await call(`${api.url}/users/buyer/${buyer.email}`, { token: response.body.accessToken });
    expect(lookup.body).toEqual({ isBuyer: true });
  });

  it('matches the email whatever its case', async () => {
    expect((await jwt(buyer.email.toUpperCase(), buyer.token)).status).toBe(200);
  });

  it('serves a caller who has just registered with Auth and has no record yet', async () => {
    const email = `jwt-registrant-${Date.now()}@test.recell`;
    await auth().createUser({ email, password: TEST_PASSWORD });
    const token = await signIn(email);
    expect((await jwt(email, token)).status).toBe(200);
  });

  it('issues nothing for an email the token does not prove (403)', async () => {
    const other = await createUser('seller');
    const response = await jwt(other.email, buyer.token);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'forbidden' });
    expect(JSON.stringify(response.body)).not.toContain(buyer.token);
  });

  it('issues nothing without a valid ID token (401)', async () => {
    for (const token of [undefined, 'forged.token.value']) {
      const response = await jwt(buyer.email, token);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ acknowledged: false, code: 'unauthenticated' });
    }
  });

  it('issues nothing to a deleted account whose ID token has not expired yet (401)', async () => {
    const gone = await createUser('buyer');
    await auth().deleteUser(gone.uid);
    expect((await jwt(gone.email, gone.token)).status).toBe(401);
  });

  it.each([
    ['no email', ''],
    ['not an email', 'not-an-email'],
    ['an oversized email', `${'a'.repeat(300)}@test.recell`],
  ])('refuses %s (400)', async (_case, email) => {
    const response = await call(`${api.url}/jwt${email ? `?email=${encodeURIComponent(email)}` : ''}`, { token: buyer.token });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'validation_failed' });
  });
});
