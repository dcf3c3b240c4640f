/**
 * The IMEI claims of listings: one live listing per IMEI, held by a document keyed by the IMEI's
 * keyed hash and written with create(). The checks an IMEI passes before it is claimed (format, not
 * blocked by an admin) are the listing use cases' (modules/products/imei-checks.ts).
 *
 * The IMEI itself goes no further than the listing use cases: listings keep its keyed hash
 * (HMAC-SHA256, key from the IMEI_HASH_KEY secret) and its last four digits.
 */
import { createHmac } from 'node:crypto';
import { AppError } from '../../../shared/app-error';
import { imeiHashKeyValue } from '../../../shared/secrets';
import { IMEI_IN_USE_MESSAGE, imeiDigits, imeiLast4 } from '../../../contract/imei';
import { createClaim, getClaim, isAlreadyExists, releaseClaim } from './imei.repo';

/** What a listing keeps of its IMEI. */
export interface ImeiIdentity {
  /** HMAC-SHA256 of the 15 digits, hex: the id of the IMEI's claim. */
  hash: string;
  last4: string;
}

/** The keyed hash of an IMEI's digits. */
export function imeiHashOf(imei: string): string {
  return createHmac('sha256', imeiHashKeyValue()).update(imeiDigits(imei)).digest('hex');
}

export function imeiIdentityOf(imei: string): ImeiIdentity {
  return { hash: imeiHashOf(imei), last4: imeiLast4(imei) };
}

/**
 * Claims an IMEI (by its hash) for a listing, once its checks passed: a new listing, a sold one back
 * on sale, a rejected one sent back to review. 409 when a live listing holds it already (also under
 * concurrency: of simultaneous claims exactly one create() succeeds).
 */
export async function claimImei(hash: string, listingId: string, now: Date): Promise<void> {
  try {
    await createClaim(hash, listingId, now);
  } catch (error) {
    if (isAlreadyExists(error)) throw AppError.conflict(IMEI_IN_USE_MESSAGE, 'imei_in_use');
    throw error;
  }
}

/** The listing holding an IMEI's claim, if any (what an admin reviewing a listing is shown). */
export async function imeiClaimHolder(hash: string): Promise<string | null> {
  return (await getClaim(hash))?.listing_id ?? null;
}

/** Gives back a claim a listing took but never used (its insert or transition failed). */
export function releaseImei(identity: Pick<ImeiIdentity, 'hash'>, listingId: string): Promise<void> {
  return releaseClaim(identity.hash, listingId);
}
