/**
 * Blocked IMEIs: an admin-managed list of keyed hashes. A blocked IMEI is refused when a listing is
 * created (products' IMEI checks, before the uniqueness check) and any live or pending
 * listing with it is taken down. The IMEI itself is never stored nor answered.
 */
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/auth';
import { holdsImei } from '../../contract/listing-status';
import { IMEI_REFUSED_MESSAGE, imeiBlockViewSchema, type CreateImeiBlockBody, type CreateImeiBlockResponse, type ImeiBlock, type ImeiBlockView } from '../../contract/moderation';
import type { PageRequest } from '../../contract/pagination';
import { maskedImei } from '../../contract/imei';
import type { Page } from '../../shared/pagination';
import { ALREADY_EXISTS, hasGrpcCode } from '../../shared/firestore';
import { imeiIdentityOf, listingsWithImeiHash, type ImeiIdentity } from '../listings';
import { dispatch } from '../events';
import { auditEvent } from './audit.service';
import { blockIdOf, deleteBlock, getBlock, insertBlock, isImeiHashBlocked, listBlocks } from './imei-blocks.repo';
import { hideListing } from './takedown.service';

/** 403 for an IMEI an admin blocked, with a message that does not say why. */
export async function assertImeiNotBlocked(hash: string): Promise<void> {
  if (await isImeiHashBlocked(hash)) throw AppError.forbidden(IMEI_REFUSED_MESSAGE);
}

/** The block as admins read it: the schema drops the hash. */
function viewOf(block: ImeiBlock): ImeiBlockView {
  return imeiBlockViewSchema.parse(block);
}

/**
 * Blocks an IMEI by its identity and hides every listing holding it. Answers the block and how many
 * listings were hidden; 409 when it is blocked already.
 */
export async function blockImeiHash(
  admin: Caller,
  identity: Pick<ImeiIdentity, 'hash' | 'last4'>,
  reason: string,
  now: Date,
): Promise<{ block: ImeiBlock; hidden: number }> {
  const _id = blockIdOf(identity.hash);
  const createdAt = now.toISOString();
  const block: ImeiBlock = {
    _id,
    imei_hash: identity.hash,
    imei_last4: identity.last4,
    reason,
    blocked_by: { uid: admin.uid, name: admin.profile?.name ?? admin.email },
    createdAt,
    sortKey: `${createdAt}_${_id}`,
  };
  const audit = auditEvent(admin, 'imei_blocked', { kind: 'imei_block', id: _id, label: maskedImei(identity.last4) }, reason, now);
  try {
    await insertBlock(block, [audit]);
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) throw AppError.conflict('This IMEI is already blocked.');
    throw error;
  }
  await dispatch([audit]);
  let hidden = 0;
  for (const listing of await listingsWithImeiHash(identity.hash)) {
    if (!holdsImei(listing.status)) continue;
    const takedown = await hideListing(listing._id, 'This phone cannot be listed on ReCell.', now);
    if (takedown.status === 'hidden') hidden += 1;
  }
  return { block, hidden };
}

/** POST /admin/imei-blocks. */
export async function createImeiBlock(admin: Caller, body: CreateImeiBlockBody, now: Date): Promise<CreateImeiBlockResponse> {
  const { block, hidden } = await blockImeiHash(admin, imeiIdentityOf(body.imei), body.reason, now);
  return { acknowledged: true, block: viewOf(block), hidden_listings: hidden };
}

/** GET /admin/imei-blocks: newest first, never the IMEI nor its hash. */
export async function listImeiBlocks(page: PageRequest): Promise<Page<ImeiBlockView>> {
  const found = await listBlocks(page);
  return { ...found, items: found.items.map(viewOf) };
}

/** DELETE /admin/imei-blocks/:id: new listings may use the IMEI again; hidden listings stay hidden. */
export async function removeImeiBlock(admin: Caller, id: string, now: Date): Promise<void> {
  const block = await getBlock(id);
  if (!block) throw AppError.notFound('This IMEI is not blocked.');
  const audit = auditEvent(admin, 'imei_unblocked', { kind: 'imei_block', id, label: maskedImei(block.imei_last4) }, null, now);
  await deleteBlock(id, [audit]);
  await dispatch([audit]);
}
