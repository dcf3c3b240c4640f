/**
 * The IMEI check of a new listing, behind one interface (issue 11). Today: the format (15
 * digits, Luhn check digit), not blocked by an admin (issue 12), and uniqueness on ReCell (one live listing per IMEI, held by a
 * document keyed by the IMEI's hash and written with create()). Not checked: the carrier
 * blacklist (lost or stolen reports), which needs a paid GSMA service; it plugs in as one more
 * ImeiCheck in IMEI_CHECKS, run before the claim, touching neither routes nor the web.
 *
 * The IMEI itself goes no further than this module: listings keep its keyed hash (HMAC-SHA256,
 * key from the IMEI_HASH_KEY secret) and its last four digits.
 */
import { createHmac } from 'node:crypto';
import { AppError } from '../../../shared/app-error';
import { imeiHashKeyValue } from '../../../shared/secrets';
import { IMEI_IN_USE_MESSAGE, IMEI_INVALID_MESSAGE, imeiDigits, imeiLast4, isValidImei } from '../../../contract/imei';
import { IMEI_REFUSED_MESSAGE } from '../../../contract/moderation';
import { isImeiHashBlocked } from '../../moderation/imei-blocks.repo';
import { createClaim, isAlreadyExists, releaseClaim } from './imei.repo';

/** What a listing keeps of its IMEI. */
export interface ImeiIdentity {
  /** HMAC-SHA256 of the 15 digits, hex: the id of the IMEI's claim. */
  hash: string;
  last4: string;
}

/** One check of an IMEI before a listing may hold it: resolves, or throws the AppError the seller sees. */
export interface ImeiCheck {
  /** What the product page may say was checked ("format", "uniqueness on ReCell"). */
  readonly name: string;
  run(imei: string, identity: ImeiIdentity): Promise<void>;
}

/** The keyed hash of an IMEI's digits. */
export function imeiHashOf(imei: string): string {
  return createHmac('sha256', imeiHashKeyValue()).update(imeiDigits(imei)).digest('hex');
}

export function imeiIdentityOf(imei: string): ImeiIdentity {
  return { hash: imeiHashOf(imei), last4: imeiLast4(imei) };
}

const formatCheck: ImeiCheck = {
  name: 'format',
  run: async (imei) => {
    if (!isValidImei(imei)) throw AppError.badRequest(IMEI_INVALID_MESSAGE, [{ path: 'imei', message: IMEI_INVALID_MESSAGE }]);
  },
};

/**
 * A phone an admin blocked (issue 12) cannot be listed. Refused before the uniqueness check, so a
 * blocked phone never reads as "already listed", and with a message that does not say why.
 */
const notBlockedCheck: ImeiCheck = {
  name: 'not blocked',
  run: async (_imei, identity) => assertImeiNotBlocked(identity.hash),
};

export async function assertImeiNotBlocked(hash: string): Promise<void> {
  if (await isImeiHashBlocked(hash)) throw AppError.forbidden(IMEI_REFUSED_MESSAGE);
}

/** The checks every IMEI passes, in order, before it is claimed. A blacklist service goes here. */
export const IMEI_CHECKS: readonly ImeiCheck[] = [formatCheck, notBlockedCheck];

/**
 * Checks an IMEI and claims it for a new listing: 400 for a malformed one, 409 when a live
 * listing holds it already (also under concurrency: of simultaneous claims exactly one create()
 * succeeds). Answers what the listing keeps.
 */
export async function checkAndClaimImei(imei: string, listingId: string, now: Date): Promise<ImeiIdentity> {
  const identity = imeiIdentityOf(imei);
  for (const check of IMEI_CHECKS) await check.run(imei, identity);
  try {
    await createClaim(identity.hash, listingId, now);
  } catch (error) {
    if (isAlreadyExists(error)) throw AppError.conflict(IMEI_IN_USE_MESSAGE, 'imei_in_use');
    throw error;
  }
  return identity;
}

/**
 * A sold listing back on sale, or a rejected one sent back to review, holds its IMEI again: 403 when
 * it was blocked since, 409 when another live listing has it now.
 */
export async function reclaimImei(hash: string, listingId: string, now: Date): Promise<void> {
  await assertImeiNotBlocked(hash);
  try {
    await createClaim(hash, listingId, now);
  } catch (error) {
    if (isAlreadyExists(error)) throw AppError.conflict(IMEI_IN_USE_MESSAGE, 'imei_in_use');
    throw error;
  }
}

/** Gives back a claim a listing took but never used (its insert or transition failed). */
export function releaseImei(identity: Pick<ImeiIdentity, 'hash'>, listingId: string): Promise<void> {
  return releaseClaim(identity.hash, listingId);
}
