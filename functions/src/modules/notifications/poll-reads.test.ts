import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installReadCounter } from '../../../../scripts/bench/read-counter';
import { db } from '../../shared/firestore';
import { createProduct } from '../../test/factories';
import { call, createUser, startApi, type TestUser } from '../../test/harness';

/** An idle poll (the bench reports the same figures) reads at most one document. */
let api: Awaited<ReturnType<typeof startApi>>;
let seller: TestUser;
let buyer: TestUser;

/** As scripts/bench/poll-reads.ts measures it: one poll to see where things stand, then the counted idle one. */
async function measurePollReads(apiUrl: string, reader: TestUser, conversationId: string) {
  const counter = installReadCounter(db());
  await call(`${apiUrl}/notifications/unread-count`, { token: reader.token });
  counter.reset();
  expect((await call(`${apiUrl}/notifications/unread-count`, { token: reader.token })).status).toBe(200);
  const unreadCount = counter.read();
  const page = (await call(`${apiUrl}/conversations/${conversationId}/messages?limit=20`, { token: reader.token })).body as { sortKey: string }[];
  counter.reset();
  const idle = await call(`${apiUrl}/conversations/${conversationId}/messages?since=${encodeURIComponent(page[0]?.sortKey ?? '')}`, { token: reader.token });
  const openThread = counter.read();
  expect(idle.body).toEqual([]);
  return { unreadCount, openThread };
}

beforeAll(async () => {
  api = await startApi();
  [seller, buyer] = await Promise.all([createUser('verifiedSeller'), createUser('buyer')]);
});
afterAll(() => api.close());

describe('idle polls', () => {
  it('cost one document read each: the unread count and an open thread', async () => {
    const phone = await createProduct(seller);
    const id = (await call(`${api.url}/conversations`, { method: 'POST', token: buyer.token, body: { listingId: phone._id } })).body.conversation._id;
    for (const text of ['Hello', 'Still there?']) expect((await call(`${api.url}/conversations/${id}/messages`, { method: 'POST', token: buyer.token, body: { text } })).status).toBe(201);
    for (const reader of [seller, buyer]) {
      const reads = await measurePollReads(api.url, reader, id);
      expect(reads.unreadCount).toEqual({ requests: 1, documents: 1 });
      expect(reads.openThread).toEqual({ requests: 1, documents: 1 });
    }
  });

  it('an account with no summary yet pays once, then one read', async () => {
    const fresh = await createUser('buyer');
    const phone = await createProduct(seller);
    const id = (await call(`${api.url}/conversations`, { method: 'POST', token: fresh.token, body: { listingId: phone._id } })).body.conversation._id;
    // measurePollReads polls once first (creating the summary), then counts the idle poll.
    expect((await measurePollReads(api.url, fresh, id)).unreadCount.documents).toBe(1);
  });
});
