import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/auth';
import type { AuditAction } from '../../contract/moderation';
import {
  spotCopyOf,
  spotSortKeyOf,
  suggestSpots,
  type CreateSpotBody,
  type MeetupSpot,
  type SpotCopy,
  type SpotsQuery,
  type SuggestedSpot,
  type UpdateSpotBody,
} from '../../contract/meetup-spots';
import { auditEvent } from '../moderation';
import { dispatch } from '../events';
import { isSpotNamedByOrders } from '../listings';
import { deleteSpot, getSpot, listSpots, newSpotId, saveSpot } from './meetup-spots.repo';

const noSpot = () => AppError.notFound('This meeting spot does not exist.');

function spotAudit(admin: Caller, what: AuditAction, spot: MeetupSpot, now: Date) {
  return auditEvent(admin, what, { kind: 'meetup_spot', id: spot._id, label: `${spot.name} (${spot.area})` }, null, now);
}

/** GET /admin/meetup-spots: every spot, retired ones too, by area and name. */
export function listAllSpots(): Promise<MeetupSpot[]> {
  return listSpots({ includeRetired: true });
}

/** GET /meetup-spots: the live spots, those near the listing's and the buyer's areas first. */
export async function suggestedSpots(query: SpotsQuery): Promise<SuggestedSpot[]> {
  return suggestSpots(await listSpots({ includeRetired: false }), query);
}

/** POST /admin/meetup-spots. */
export async function addSpot(admin: Caller, body: CreateSpotBody, now: Date): Promise<MeetupSpot> {
  const id = newSpotId();
  const at = now.toISOString();
  const spot: MeetupSpot = { _id: id, ...body, retired: false, createdAt: at, updatedAt: at, sortKey: spotSortKeyOf({ _id: id, ...body }) };
  const events = [spotAudit(admin, 'spot_added', spot, now)];
  await saveSpot(spot, events, true);
  await dispatch(events);
  return spot;
}

/** PUT /admin/meetup-spots/:id: new values for the fields sent; `retired` retires a spot or brings it back. */
export async function editSpot(admin: Caller, id: string, body: UpdateSpotBody, now: Date): Promise<MeetupSpot> {
  const before = await getSpot(id);
  if (!before) throw noSpot();
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<MeetupSpot>;
  const merged = { ...before, ...changes, updatedAt: now.toISOString() };
  const spot = { ...merged, sortKey: spotSortKeyOf(merged) };
  const what: AuditAction = body.retired === true && !before.retired ? 'spot_retired' : 'spot_edited';
  const events = [spotAudit(admin, what, spot, now)];
  await saveSpot(spot, events, false);
  await dispatch(events);
  return spot;
}

/**
 * DELETE /admin/meetup-spots/:id: a spot no order ever named is deleted; one that was named is
 * retired instead, so the admins still find what those meetings were at (the orders keep their copy).
 */
export async function removeSpot(admin: Caller, id: string, now: Date): Promise<'deleted' | 'retired'> {
  const spot = await getSpot(id);
  if (!spot) throw noSpot();
  if (await isSpotNamedByOrders(id)) {
    if (!spot.retired) await editSpot(admin, id, { retired: true }, now);
    return 'retired';
  }
  const events = [spotAudit(admin, 'spot_deleted', spot, now)];
  await deleteSpot(id, events);
  await dispatch(events);
  return 'deleted';
}

/** The copy a booking keeps of a live spot; a 400 naming the field when the spot is unknown or retired. */
export async function bookableSpotCopy(id: string, path: string): Promise<SpotCopy> {
  const spot = await getSpot(id);
  if (!spot || spot.retired) {
    const message = 'That meeting spot is no longer offered. Pick another one, or type a place.';
    throw AppError.validation(message, [{ path, message }]);
  }
  return spotCopyOf(spot);
}
