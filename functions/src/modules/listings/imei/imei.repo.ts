import type { Transaction } from 'firebase-admin/firestore';
import { imeiClaimsCollection } from '../../../shared/collections';
import type { ImeiClaim } from '../../../contract/trust-records';

/** Firestore's ALREADY_EXISTS: a create() of a document that exists. */
export const ALREADY_EXISTS = 6;

export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}

/** Creates imei_claims/{hash} for the listing; rejects with ALREADY_EXISTS when another listing holds it. */
export async function createClaim(hash: string, listingId: string, now: Date): Promise<void> {
  await imeiClaimsCollection().doc(hash).create({ listing_id: listingId, createdAt: now.toISOString() });
}

export async function getClaim(hash: string): Promise<ImeiClaim | null> {
  return (await imeiClaimsCollection().doc(hash).get()).data() ?? null;
}

/** Deletes the claim if it is this listing's (a claim taken over since stays). */
export async function releaseClaim(hash: string, listingId: string): Promise<void> {
  const ref = imeiClaimsCollection().doc(hash);
  const claim = (await ref.get()).data();
  if (claim?.listing_id === listingId) await ref.delete();
}

/** The claim's release inside a transaction of the listing aggregate (see listing-aggregate.repo). */
export function releaseInTransaction(transaction: Transaction, hash: string): void {
  transaction.delete(imeiClaimsCollection().doc(hash));
}
