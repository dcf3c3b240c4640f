import { createHmac, timingSafeEqual } from 'node:crypto';
import { unsubscribeKey } from '../../shared/secrets';

/**
 * The signed token of an alert email's unsubscribe link: whose it is and what it stops (a saved
 * search's alerts, the price drops of their wishlist, or every daily digest). Signed, so the link works signed out and
 * nobody can stop someone else's alerts by guessing ids; it names no email address.
 */
export type UnsubscribeScope = { kind: 'search'; searchId: string } | { kind: 'price-drops' } | { kind: 'daily' };

const encode = (text: string) => Buffer.from(text).toString('base64url');
const signature = (payload: string) => createHmac('sha256', unsubscribeKey()).update(`unsubscribe:${payload}`).digest('base64url');

export function unsubscribeToken(uid: string, scope: UnsubscribeScope): string {
  const what = scope.kind === 'search' ? { s: scope.searchId } : scope.kind === 'price-drops' ? { p: 1 } : { d: 1 };
  const payload = encode(JSON.stringify({ u: uid, ...what }));
  return `${payload}.${signature(payload)}`;
}

/** The token's owner and scope, or null for a token this server did not sign. */
export function readUnsubscribeToken(token: string): { uid: string; scope: UnsubscribeScope } | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u?: unknown; s?: unknown; p?: unknown; d?: unknown };
    if (typeof value.u !== 'string') return null;
    if (typeof value.s === 'string') return { uid: value.u, scope: { kind: 'search', searchId: value.s } };
    if (value.p === 1) return { uid: value.u, scope: { kind: 'price-drops' } };
    return value.d === 1 ? { uid: value.u, scope: { kind: 'daily' } } : null;
  } catch {
    return null;
  }
}
