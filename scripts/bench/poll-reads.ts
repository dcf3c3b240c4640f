import { db } from '../lib/firebase-admin';
import { installReadCounter, type ReadCount } from './read-counter';
import type { SignedInUser } from './routes';

/** What the web's polls cost when nothing changed. */
export interface PollReads {
  /** GET /api/notifications/unread-count (every 30 s and on focus, on every page). */
  unreadCount: ReadCount;
  /** GET /api/conversations/:id/messages?since=<newest> (every few seconds while a thread is open). */
  openThread: ReadCount;
}

async function get(url: string, token: string): Promise<unknown> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/**
 * Firestore reads of an idle poll, counted in-process: the reader polls once to see where things
 * stand (as the web's first load does), then the counted poll finds nothing new. `conversationId` is
 * a conversation the reader is in.
 */
export async function measurePollReads(apiUrl: string, reader: SignedInUser, conversationId: string): Promise<PollReads> {
  const counter = installReadCounter(db());
  await get(`${apiUrl}/notifications/unread-count`, reader.token);
  counter.reset();
  await get(`${apiUrl}/notifications/unread-count`, reader.token);
  const unreadCount = counter.read();

  const page = (await get(`${apiUrl}/conversations/${conversationId}/messages?limit=20`, reader.token)) as { sortKey: string }[];
  const newest = page[0]?.sortKey ?? '';
  counter.reset();
  const idle = (await get(`${apiUrl}/conversations/${conversationId}/messages?since=${encodeURIComponent(newest)}`, reader.token)) as unknown[];
  const openThread = counter.read();
  if (idle.length !== 0) throw new Error(`an idle thread poll answered ${idle.length} messages`);
  return { unreadCount, openThread };
}
