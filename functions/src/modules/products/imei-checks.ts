/**
 * The IMEI check of a new listing, behind one interface. Today: the format (15 digits, Luhn check
 * digit), not blocked by an admin, and uniqueness on ReCell (the listings module's claim). Not
 * checked: the carrier blacklist (lost or stolen reports), which needs a paid GSMA service; it plugs
 * in as one more ImeiCheck in IMEI_CHECKS, run before the claim, touching neither routes nor the web.
 */
import { AppError } from '../../shared/app-error';
import { IMEI_INVALID_MESSAGE, isValidImei } from '../../contract/imei';
import { claimImei, imeiIdentityOf, type ImeiIdentity } from '../listings';
import { assertImeiNotBlocked } from '../moderation';

/** One check of an IMEI before a listing may hold it: resolves, or throws the AppError the seller sees. */
export interface ImeiCheck {
  /** What the product page may say was checked ("format", "uniqueness on ReCell"). */
  readonly name: string;
  run(imei: string, identity: ImeiIdentity): Promise<void>;
}

const formatCheck: ImeiCheck = {
  name: 'format',
  run: async (imei) => {
    if (!isValidImei(imei)) throw AppError.badRequest(IMEI_INVALID_MESSAGE, [{ path: 'imei', message: IMEI_INVALID_MESSAGE }]);
  },
};

/**
 * A phone an admin blocked cannot be listed. Refused before the uniqueness check, so a blocked
 * phone never reads as "already listed", and with a message that does not say why.
 */
const notBlockedCheck: ImeiCheck = {
  name: 'not blocked',
  run: async (_imei, identity) => assertImeiNotBlocked(identity.hash),
};

/** The checks every IMEI passes, in order, before it is claimed. A blacklist service goes here. */
export const IMEI_CHECKS: readonly ImeiCheck[] = [formatCheck, notBlockedCheck];

/**
 * Checks an IMEI and claims it for a new listing: 400 for a malformed one, 403 for a blocked one,
 * 409 when a live listing holds it already. Answers what the listing keeps.
 */
export async function checkAndClaimImei(imei: string, listingId: string, now: Date): Promise<ImeiIdentity> {
  const identity = imeiIdentityOf(imei);
  for (const check of IMEI_CHECKS) await check.run(imei, identity);
  await claimImei(identity.hash, listingId, now);
  return identity;
}

/**
 * A sold listing back on sale holds its IMEI again: 403 when it was blocked since, 409 when another
 * live listing has it now.
 */
export async function reclaimImei(hash: string, listingId: string, now: Date): Promise<void> {
  await assertImeiNotBlocked(hash);
  await claimImei(hash, listingId, now);
}
