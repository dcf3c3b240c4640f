import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../shared/constants';
import { db } from '../../shared/firestore';
import { call, createUser, startApi } from '../../test/harness';

let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  api = await startApi();
  const batch = db().batch();
  for (const category of CATEGORIES) {
    batch.set(db().collection('categories').doc(String(category.id)), { _id: String(category.id), ...category });
  }
  await batch.commit();
});
afterAll(() => api.close());

describe('GET /api/categories', () => {
  it('lists the four brands in order, cacheable by the CDN', async () => {
    const response = await call(`${api.url}/categories`);
    expect(response.status).toBe(200);
    expect(response.body.map((c: { category_name: string }) => c.category_name)).toEqual(['apple', 'samsung', 'oneplus', 'huawei']);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
  });

  it('answers the same to a signed-in caller with a real Auth emulator token', async () => {
    const buyer = await createUser('buyer');
    const response = await call(`${api.url}/categories`, { token: buyer.token });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(4);
  });
});

describe('the error model', () => {
  it('answers an unknown path with 404 in the error body', async () => {
    const response = await call(`${api.url}/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ acknowledged: false, code: 'not_found' });
    expect(typeof response.body.message).toBe('string');
  });

  it('reports a round trip to Firestore on /healthz', async () => {
    const response = await call(`${api.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.body.ok).toBe(true);
  });
});
