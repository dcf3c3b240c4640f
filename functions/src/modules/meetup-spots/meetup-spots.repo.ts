import { meetupSpotsCollection, mayNameDocument } from '../../shared/collections';
import { db } from '../../shared/firestore';
import { recordInBatch, type OutboxEvent } from '../events';
import type { MeetupSpot } from '../../contract/meetup-spots';

const spots = meetupSpotsCollection;

/** Admins curate a few dozen spots per city: every read takes them all, in the admin list's order. */
const MAX_SPOTS = 500;

export const newSpotId = () => spots().doc().id;

export async function getSpot(id: string): Promise<MeetupSpot | null> {
  if (!mayNameDocument(id)) return null;
  return (await spots().doc(id).get()).data() ?? null;
}

export async function listSpots(options: { includeRetired: boolean }): Promise<MeetupSpot[]> {
  const query = options.includeRetired ? spots() : spots().where('retired', '==', false);
  const snapshot = await query.orderBy('sortKey').limit(MAX_SPOTS).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Writes a spot (new or changed) with the events it causes (the audit entry), in one batch. */
export async function saveSpot(spot: MeetupSpot, events: readonly OutboxEvent[], create: boolean): Promise<void> {
  const batch = db().batch();
  if (create) batch.create(spots().doc(spot._id), spot);
  else batch.set(spots().doc(spot._id), spot);
  recordInBatch(batch, events);
  await batch.commit();
}

export async function deleteSpot(id: string, events: readonly OutboxEvent[]): Promise<void> {
  const batch = db().batch();
  batch.delete(spots().doc(id));
  recordInBatch(batch, events);
  await batch.commit();
}
