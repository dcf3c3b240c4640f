import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/auth';
import { effectiveOrderStatus, safetyCardExpiryOf } from '../../contract/order-deadlines';
import { canTakeAction } from '../../contract/order-status';
import type { PublicSafetyCard } from '../../contract/orders';
import { mapUrlOf } from '../../contract/meetup-spots';
import { getUserById } from '../profiles';
import { getOrder } from '../listings';
import { createSafetyCard, getSafetyCard, revokeSafetyCards } from './safety-cards.repo';

/** A card's document id: the SHA-256 of its token, so the stored data alone opens no card. */
const cardIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

const noCard = () => AppError.notFound('This safety card does not exist, has expired or was revoked.');

async function partyOrder(caller: Caller, orderId: string) {
  const order = await getOrder(orderId);
  if (!order) throw AppError.notFound('This order does not exist.');
  const side = order.seller_uid === caller.uid ? 'seller' : order.buyer_uid === caller.uid ? 'buyer' : null;
  if (!side) throw AppError.forbidden('Only the buyer or the seller can share this meetup.');
  return { order, side } as const;
}

/**
 * POST /orders/:id/safety-card: either side of an accepted meetup makes a link for a friend.
 * The token is 256 random bits, given once; the card works until 24 hours after the meeting.
 */
export async function createCard(caller: Caller, orderId: string, origin: string, now = new Date()) {
  const { order, side } = await partyOrder(caller, orderId);
  const status = effectiveOrderStatus(order, now);
  if (!canTakeAction('safety_card', side, status) || !order.meet_at) {
    throw AppError.conflict('A safety card can be shared once the seller has accepted the meetup, until it ends.');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = safetyCardExpiryOf(order.meet_at);
  await createSafetyCard(cardIdOf(token), {
    order_id: order._id,
    side,
    created_by_uid: caller.uid,
    createdAt: now.toISOString(),
    expiresAt,
    revoked_at: null,
  });
  return { token, url: `${origin}/meetup/${token}`, expiresAt };
}

/** DELETE /orders/:id/safety-card: the caller's side revokes the cards it shared. */
export async function revokeCards(caller: Caller, orderId: string, now = new Date()): Promise<number> {
  const { order, side } = await partyOrder(caller, orderId);
  return revokeSafetyCards(order._id, side, now);
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * GET /safety-cards/:token (public): the meetup as a friend may see it: place, time, phone,
 * the other person's first name, photo and verified badge, and the order's live status. Never a
 * phone number, an email or the code. Unknown, revoked and expired cards are all the same 404.
 */
export async function readCard(token: string, now = new Date()): Promise<PublicSafetyCard> {
  const card = await getSafetyCard(cardIdOf(token));
  if (!card || card.revoked_at || now.getTime() >= Date.parse(card.expiresAt)) throw noCard();
  const order = await getOrder(card.order_id);
  if (!order) throw noCard();
  const otherUid = card.side === 'buyer' ? order.seller_uid : order.buyer_uid;
  const other = otherUid ? await getUserById(otherUid) : null;
  const name = other?.name ?? (card.side === 'buyer' ? order.seller_name : order.buyer_name);
  return {
    status: effectiveOrderStatus(order, now),
    meet_at: order.meet_at,
    meet_location: order.meet_location,
    meet_spot: order.meet_spot,
    map_url: order.meet_spot ? mapUrlOf(order.meet_spot) : null,
    item_name: order.item_name,
    item_img: order.item_img,
    shared_by: card.side,
    person: { first_name: firstNameOf(name), image: other?.image ?? '', verified: other?.verified ?? false },
    expiresAt: card.expiresAt,
  };
}
