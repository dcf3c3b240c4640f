import { AppError } from '../../shared/app-error';
import { isAdmin, type Caller } from '../../shared/auth';
import { ALREADY_EXISTS, hasGrpcCode } from '../../shared/firestore';
import type { Page } from '../../shared/pagination';
import type { PageRequest } from '../../contract/pagination';
import type { Order } from '../../contract/orders';
import { NOTIFICATION_LINKS } from '../../contract/notifications';
import {
  answerByOf,
  canTakeDisputeAction,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_ANSWER_HOURS,
  disputeWindowEndOf,
  effectiveDisputeStatus,
  isWithinDisputeWindow,
  type AnswerDisputeBody,
  type DecideDisputeBody,
  type Dispute,
  type DisputeStatus,
  type OpenDisputeBody,
  type OrderDisputeResponse,
} from '../../contract/disputes';
import { dispatch } from '../events';
import { getOrder } from '../listings';
import { sellerCopiesEvent } from '../listing-changes';
import { auditEvent } from '../moderation';
import { personNotice } from '../notifications';
import { countDisputeOutcomeIn, disputeOutcomesIn } from '../profiles';
import { changeDispute, getDispute, insertDispute, listDisputes } from './disputes.repo';

const shortDate = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

/** A dispute as read at `now`: its effective status (open past answer_by reads as unanswered). */
const viewOf = (dispute: Dispute, now: Date): Dispute => ({ ...dispute, status: effectiveDisputeStatus(dispute, now) });

/** The order and which side of it the caller is on; a 404 for no order, a 403 for a stranger (admins read every one). */
async function orderFor(caller: Caller, orderId: string): Promise<{ order: Order; side: 'buyer' | 'seller' | 'admin' }> {
  const order = await getOrder(orderId);
  if (!order) throw AppError.notFound('This order does not exist.');
  if (caller.uid && order.buyer_uid === caller.uid) return { order, side: 'buyer' };
  if (caller.uid && order.seller_uid === caller.uid) return { order, side: 'seller' };
  if (isAdmin(caller)) return { order, side: 'admin' };
  throw AppError.forbidden('Only the buyer or the seller of this order can see its dispute.');
}

/**
 * GET /orders/:id/dispute: the dispute (or none), when the window ends, whether the caller may open
 * one now, and whether the order is final: the window passed with no dispute, or it was decided.
 */
export async function readOrderDispute(caller: Caller, orderId: string, now: Date): Promise<OrderDisputeResponse> {
  const { order, side } = await orderFor(caller, orderId);
  const stored = await getDispute(order._id);
  const dispute = stored ? viewOf(stored, now) : null;
  const windowEnds = order.status === 'completed' && order.closed_at ? disputeWindowEndOf(order.closed_at) : null;
  const withinWindow = isWithinDisputeWindow(order, now);
  return {
    dispute,
    window_ends_at: windowEnds,
    can_open: side === 'buyer' && !dispute && withinWindow,
    final: windowEnds !== null && (dispute ? dispute.status === 'decided' : !withinWindow),
  };
}

/**
 * POST /orders/:id/dispute: the buyer of a completed order, within DISPUTE_WINDOW_HOURS of the
 * handover, once. The seller is told (an event written with the dispute) and has 48 hours to answer.
 */
export async function openDispute(caller: Caller, orderId: string, body: OpenDisputeBody, now: Date): Promise<Dispute> {
  const { order, side } = await orderFor(caller, orderId);
  if (side !== 'buyer') throw AppError.forbidden('Only the buyer of this phone can open a dispute.');
  if (order.status !== 'completed' || !order.closed_at) throw AppError.conflict('A dispute can be opened once the phone has been handed over.');
  if (!isWithinDisputeWindow(order, now)) {
    throw AppError.conflict(`The time to report a problem ended on ${shortDate(disputeWindowEndOf(order.closed_at))} UTC: this order is final.`);
  }
  const openedAt = now.toISOString();
  const dispute: Dispute = {
    _id: order._id,
    order_id: order._id,
    listing_id: order.bookedId,
    item_name: order.item_name,
    price: order.price,
    buyer_uid: order.buyer_uid,
    buyer_name: order.buyer_name,
    seller_uid: order.seller_uid,
    seller_name: order.seller_name,
    reason: body.reason,
    text: body.text,
    photos: body.photos,
    status: 'open',
    opened_at: openedAt,
    answer_by: answerByOf(now),
    answer: null,
    answered_at: null,
    outcome: null,
    decision_note: null,
    decided_at: null,
    decided_by: null,
    updatedAt: openedAt,
    sortKey: `${openedAt}_${order._id}`,
  };
  const events = order.seller_uid
    ? [
        personNotice(
          {
            uid: order.seller_uid,
            kind: 'dispute_opened',
            text: { key: 'dispute_opened', params: { phone: order.item_name, reason: body.reason, hours: DISPUTE_ANSWER_HOURS } },
            link: NOTIFICATION_LINKS.order(order._id),
            orderId: order._id,
          },
          now,
        ),
      ]
    : [];
  try {
    await insertDispute(dispute, events);
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) throw AppError.conflict('A dispute was already opened for this order.');
    throw error;
  }
  await dispatch(events);
  return dispute;
}

function disputeConflict(status: DisputeStatus, dispute: Dispute): AppError {
  if (status === 'unanswered') return AppError.conflict(`The time to answer ended on ${shortDate(dispute.answer_by)} UTC; an admin will decide.`);
  if (status === 'decided') return AppError.conflict('This dispute has been decided.');
  if (status === 'answered') return AppError.conflict('This dispute has already been answered.');
  return AppError.conflict(`The seller has until ${shortDate(dispute.answer_by)} UTC to answer; decide after that or once they have.`);
}

/** PUT /orders/:id/dispute: the seller answers, once, before answer_by; the buyer is told. */
export async function answerDispute(caller: Caller, orderId: string, body: AnswerDisputeBody, now: Date): Promise<Dispute> {
  const { side } = await orderFor(caller, orderId);
  if (side !== 'seller') throw AppError.forbidden('Only the seller of this phone can answer its dispute.');
  const { dispute, events } = await changeDispute(orderId, async (_transaction, current) => {
    if (!current) throw AppError.notFound('No dispute was opened for this order.');
    const status = effectiveDisputeStatus(current, now);
    if (!canTakeDisputeAction('answer', status)) throw disputeConflict(status, current);
    const notice = personNotice(
      {
        uid: current.buyer_uid,
        kind: 'dispute_answered',
        text: { key: 'dispute_answered', params: { phone: current.item_name, answer: body.answer.slice(0, 140) } },
        link: NOTIFICATION_LINKS.order(current.order_id),
        orderId: current.order_id,
      },
      now,
    );
    return { patch: { status: 'answered', answer: body.answer, answered_at: now.toISOString(), updatedAt: now.toISOString() }, events: current.buyer_uid ? [notice] : [] };
  });
  await dispatch(events);
  return viewOf(dispute, now);
}

/** GET /admin/disputes: waiting for a decision (open, answered, unanswered) or decided, oldest first. */
export async function listDisputesFor(filter: 'waiting' | 'decided' | 'all', page: PageRequest, now: Date): Promise<Page<Dispute>> {
  const stored: DisputeStatus[] = filter === 'waiting' ? ['open', 'answered'] : filter === 'decided' ? ['decided'] : ['open', 'answered', 'decided'];
  const found = await listDisputes(stored, page);
  return { ...found, items: found.items.map((dispute) => viewOf(dispute, now)) };
}

/**
 * PUT /admin/disputes/:id/decide: an admin decides an answered dispute, or an unanswered one once
 * the seller's time is up, with a note. In the same transaction: the outcome counted on the
 * seller's record (their profile and, through seller.copies, the trust score of their listings),
 * the audit entry, and both sides told.
 */
export async function decideDispute(admin: Caller, id: string, body: DecideDisputeBody, now: Date): Promise<Dispute> {
  const { dispute, events } = await changeDispute(id, async (transaction, current) => {
    if (!current) throw AppError.notFound('This dispute does not exist.');
    const status = effectiveDisputeStatus(current, now);
    if (!canTakeDisputeAction('decide', status)) throw disputeConflict(status, current);
    const counts = await disputeOutcomesIn(transaction, current.seller_uid);
    const label = DISPUTE_OUTCOME_LABELS[body.outcome];
    const notices = [current.buyer_uid, current.seller_uid]
      .filter((uid) => uid)
      .map((uid) =>
        personNotice(
          {
            uid,
            kind: 'dispute_decided',
            text: { key: 'dispute_decided', params: { phone: current.item_name, outcome: body.outcome, note: body.note.slice(0, 140) } },
            link: NOTIFICATION_LINKS.order(current.order_id),
            orderId: current.order_id,
          },
          now,
        ),
      );
    const events = [
      auditEvent(admin, 'dispute_decided', { kind: 'dispute', id: current._id, label: `${current.item_name}: ${label}` }, body.note, now),
      ...notices,
      ...(counts ? [sellerCopiesEvent(current.seller_uid, ['seller_disputes_upheld'], now)] : []),
    ];
    return {
      patch: { status: 'decided', outcome: body.outcome, decision_note: body.note, decided_at: now.toISOString(), decided_by: admin.uid, updatedAt: now.toISOString() },
      events,
      alongside: counts ? (write) => countDisputeOutcomeIn(write, current.seller_uid, counts, body.outcome) : undefined,
    };
  });
  await dispatch(events);
  return viewOf(dispute, now);
}
