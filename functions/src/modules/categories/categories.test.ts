import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../contract/constants';
import { db } from '../../shared/firestore';
import { createProduct } from '../../test/factories';
import { call, createUser, startApi } from '../../test/harness';
import { nextPageUrl } from '../../test/links';
import type { Product } from '../../contract/products';

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

describe('GET /api/categories/:idOrName', () => {
  it('answers the category with its listings that are not sold, newest first, by name or by id', async () => {
    const seller = await createUser('verifiedSeller');
    const older = await createProduct(seller, { category_name: 'oneplus' });
    const booked = await createProduct(seller, { category_name: 'oneplus', status: 'booked', bookedId: 'x-0' });
    const sold = await createProduct(seller, { category_name: 'oneplus', status: 'sold' });
    const otherBrand = await createProduct(seller, { category_name: 'samsung' });

    for (const idOrName of ['oneplus', 'OnePlus', '3']) {
      const response = await call(`${api.url}/categories/${idOrName}?limit=100`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('s-maxage');
      expect(response.body).toMatchObject({ _id: '3', id: 3, category_name: 'oneplus' });
      const ids = response.body.products.map((product: Product) => product._id);
      expect(ids.indexOf(booked._id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(booked._id)).toBeLessThan(ids.indexOf(older._id));
      expect(ids).not.toContain(sold._id);
      expect(ids).not.toContain(otherBrand._id);
    }
  });

  it('pages its listings with a Link header', async () => {
    const seller = await createUser('verifiedSeller');
    await createProduct(seller, { category_name: 'huawei' });
    await createProduct(seller, { category_name: 'huawei' });
    const first = await call(`${api.url}/categories/huawei?limit=1`);
    expect(first.body.products).toHaveLength(1);
    const next = nextPageUrl(api.url, first.headers);
    expect(next).toContain('/api/categories/huawei?limit=1&cursor=');
    const second = await call(next!);
    expect(second.body.category_name).toBe('huawei');
    expect(second.body.products).toHaveLength(1);
    expect(second.body.products[0]._id).not.toBe(first.body.products[0]._id);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await call(`${api.url}/categories/nokia`)).status).toBe(404);
    expect((await call(`${api.url}/categories/9`)).status).toBe(404);
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
