import { createHash } from 'node:crypto';
import { imeiBlocksCollection, mayNameDocument } from '../../shared/collections';
import type { ImeiBlock } from '../../contract/moderation';
import type { PageRequest } from '../../contract/pagination';
import { newestFirstPage, type Page } from '../../shared/pagination';
import { recordInBatch, type OutboxEvent } from '../events';

/**
 * The id of a block: derived from the IMEI's keyed hash, so a block is found with one read and an
 * IMEI is blocked once (create()), without sending admins the hash the listings keep.
 */
export function blockIdOf(imeiHash: string): string {
  return createHash('sha256').update(`imei-block:${imeiHash}`).digest('hex').slice(0, 40);
}

/** Creates the block with the events it owes; rejects with ALREADY_EXISTS (writing nothing) when the IMEI is blocked already. */
export async function insertBlock(block: ImeiBlock, events: readonly OutboxEvent[]): Promise<void> {
  const batch = imeiBlocksCollection().firestore.batch();
  batch.create(imeiBlocksCollection().doc(block._id), block);
  recordInBatch(batch, events);
  await batch.commit();
}

export async function getBlock(id: string): Promise<ImeiBlock | null> {
  if (!mayNameDocument(id)) return null;
  return (await imeiBlocksCollection().doc(id).get()).data() ?? null;
}

export async function isImeiHashBlocked(imeiHash: string): Promise<boolean> {
  return (await imeiBlocksCollection().doc(blockIdOf(imeiHash)).get()).exists;
}

/** Deletes the block with the events it owes. */
export async function deleteBlock(id: string, events: readonly OutboxEvent[]): Promise<void> {
  const batch = imeiBlocksCollection().firestore.batch();
  batch.delete(imeiBlocksCollection().doc(id));
  recordInBatch(batch, events);
  await batch.commit();
}

/** The blocks, newest first, by keyset on sortKey. */
export function listBlocks(page: PageRequest): Promise<Page<ImeiBlock>> {
  return newestFirstPage(imeiBlocksCollection(), page);
}
