import { z } from 'zod';
import { isStoredImageUrl } from './image-urls';
import { pageQuery } from './pagination';
import { docId, text } from './schema-helpers';

/*
 * The dispute window: for a while after a completed handover the buyer may say something is wrong
 * with the phone; the seller answers, an admin decides. Deadlines are data on the dispute and the
 * order (closed_at), judged at read and write time on the injected clock.
 */

/** How long after the handover (the order's closed_at) the buyer may open a dispute. */
export const DISPUTE_WINDOW_HOURS = 72;
/** How long the seller has to answer an opened dispute. */
export const DISPUTE_ANSWER_HOURS = 48;
export const DISPUTE_PHOTOS_MAX = 4;
export const DISPUTE_TEXT_MAX_LENGTH = 2000;
export const DISPUTE_NOTE_MAX_LENGTH = 1000;

const HOUR_MS = 60 * 60 * 1000;

/** What the buyer may open a dispute for, with the words the form shows. */
export const DISPUTE_REASONS = ['account_locked', 'not_as_described', 'stolen_or_blocked', 'stopped_working'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  account_locked: 'Locked to someone else’s account (iCloud, Google)',
  not_as_described: 'Not as described',
  stolen_or_blocked: 'Reported stolen or blocked',
  stopped_working: 'Stopped working',
};

/** What an admin decides, with the words people read. All but `resolved` are upheld against the seller. */
export const DISPUTE_OUTCOMES = ['resolved', 'seller_warned', 'rules_broken', 'seller_suspended'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  resolved: 'Resolved between them',
  seller_warned: 'Seller warned',
  rules_broken: 'Listing rules broken',
  seller_suspended: 'Seller suspended',
};
/** The outcomes that count against the seller (their trust score and profile). */
export const UPHELD_OUTCOMES: readonly DisputeOutcome[] = ['seller_warned', 'rules_broken', 'seller_suspended'];

/** The statuses of a dispute. `unanswered` is never stored: an open dispute past answer_by reads so. */
export const DISPUTE_STATUSES = ['open', 'answered', 'unanswered', 'decided'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The life of a dispute, written once: from each status, the statuses it may move to. The API enforces it; the web reads it. */
export const DISPUTE_TRANSITIONS: { readonly [From in DisputeStatus]: readonly DisputeStatus[] } = {
  // The seller answers within DISPUTE_ANSWER_HOURS; or the time runs out.
  open: ['answered', 'unanswered'],
  // An admin decides, with the seller's side heard…
  answered: ['decided'],
  // …or without it, once the seller let the time pass.
  unanswered: ['decided'],
  // Final.
  decided: [],
};

export function canMoveDispute(from: DisputeStatus, to: DisputeStatus): boolean {
  return DISPUTE_TRANSITIONS[from].includes(to);
}

export const DISPUTE_ACTIONS = ['answer', 'decide'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];
/** Who takes each action (the buyer opens; see canOpenDispute), and the status it moves to. */
export const DISPUTE_ACTION_RULES: { readonly [A in DisputeAction]: { who: 'seller' | 'admin'; to: DisputeStatus } } = {
  answer: { who: 'seller', to: 'answered' },
  decide: { who: 'admin', to: 'decided' },
};

/** Whether a dispute in `status` allows `action` (the web shows the form only then). */
export const canTakeDisputeAction = (action: DisputeAction, status: DisputeStatus) => canMoveDispute(status, DISPUTE_ACTION_RULES[action].to);

/** When the dispute window of an order completed at `closedAt` ends. */
export const disputeWindowEndOf = (closedAt: string) => new Date(Date.parse(closedAt) + DISPUTE_WINDOW_HOURS * HOUR_MS).toISOString();

/** Whether a buyer may still open a dispute on an order: completed, and within the window. */
export function isWithinDisputeWindow(order: { status: string; closed_at: string | null }, now: Date): boolean {
  return order.status === 'completed' && order.closed_at !== null && now.getTime() < Date.parse(disputeWindowEndOf(order.closed_at));
}

export const answerByOf = (openedAt: Date) => new Date(openedAt.getTime() + DISPUTE_ANSWER_HOURS * HOUR_MS).toISOString();

/** disputes/{orderId}: one per order (created with create(), so a second opening fails). */
export const disputeSchema = z
  .object({
    _id: z.string().meta({ description: "The order's id." }),
    order_id: z.string(),
    listing_id: z.string(),
    item_name: z.string(),
    price: z.number(),
    buyer_uid: z.string(),
    buyer_name: z.string(),
    seller_uid: z.string(),
    seller_name: z.string(),
    reason: z.enum(DISPUTE_REASONS),
    text: z.string(),
    photos: z.array(z.string()).meta({ description: 'Up to 4 photos the buyer uploaded (POST /images display URLs).' }),
    status: z.enum(DISPUTE_STATUSES),
    opened_at: z.string(),
    answer_by: z.string().meta({ description: 'The seller answers before this (opened_at + 48 h).' }),
    answer: z.string().nullable(),
    answered_at: z.string().nullable(),
    outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
    decision_note: z.string().nullable(),
    decided_at: z.string().nullable(),
    decided_by: z.string().nullable().meta({ description: "The deciding admin's uid." }),
    updatedAt: z.string(),
    sortKey: z.string().meta({ description: 'opened_at then id: the queue\'s order.' }),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

/** The status a dispute reads as at `now`: open past its answer_by is unanswered. */
export function effectiveDisputeStatus(dispute: Pick<Dispute, 'status' | 'answer_by'>, now: Date): DisputeStatus {
  if (dispute.status === 'open' && now.getTime() >= Date.parse(dispute.answer_by)) return 'unanswered';
  return dispute.status;
}

const photoUrl = z
  .string({ error: 'Each photo must be an uploaded image.' })
  .trim()
  .refine(isStoredImageUrl, { error: 'Each photo must be an image uploaded through POST /images.' });

/** POST /orders/:id/dispute: the buyer, within the window. */
export const openDisputeBody = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: `Choose a reason: ${DISPUTE_REASONS.join(', ')}.` }),
  text: text(DISPUTE_TEXT_MAX_LENGTH, 'What happened'),
  photos: z.array(photoUrl).max(DISPUTE_PHOTOS_MAX, { error: `At most ${DISPUTE_PHOTOS_MAX} photos.` }).default([]),
});
export type OpenDisputeBody = z.infer<typeof openDisputeBody>;

/** PUT /orders/:id/dispute: the seller's answer, before answer_by. */
export const answerDisputeBody = z.object({ answer: text(DISPUTE_TEXT_MAX_LENGTH, 'Your answer') });
export type AnswerDisputeBody = z.infer<typeof answerDisputeBody>;

/** PUT /admin/disputes/:id/decide. */
export const decideDisputeBody = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: `Choose an outcome: ${DISPUTE_OUTCOMES.join(', ')}.` }),
  note: text(DISPUTE_NOTE_MAX_LENGTH, 'Note'),
});
export type DecideDisputeBody = z.infer<typeof decideDisputeBody>;

export const disputeIdParam = z.object({ id: docId });

/** GET /admin/disputes: the queue (those waiting for a decision by default), oldest first. */
export const adminDisputesQuery = pageQuery.extend({
  status: z.enum(['waiting', 'decided', 'all']).default('waiting').meta({ description: 'waiting: open, answered or unanswered; decided; or all.' }),
});

/** A dispute as a reader sees it at the time of the request (the effective status). */
export const disputeViewSchema = disputeSchema.meta({ id: 'DisputeView' });
export type DisputeView = Dispute;

/**
 * GET /orders/:id/dispute: where the order stands. `dispute` is null while none was opened;
 * `window_ends_at` is when the buyer can no longer open one (null for an order not completed), and
 * `final` says the order is settled for good (the window passed with no dispute, or the dispute is decided).
 */
export const orderDisputeResponse = z
  .object({
    dispute: disputeViewSchema.nullable(),
    window_ends_at: z.string().nullable(),
    can_open: z.boolean().meta({ description: 'The caller is the buyer and may open one now.' }),
    final: z.boolean(),
  })
  .meta({ id: 'OrderDispute' });
export type OrderDisputeResponse = z.infer<typeof orderDisputeResponse>;

export const disputeWriteResponse = z.object({ acknowledged: z.literal(true), dispute: disputeViewSchema });
export type DisputeWriteResponse = z.infer<typeof disputeWriteResponse>;

/** A seller's dispute outcomes as counted on their record and shown on their profile. */
export const disputeOutcomeCountsSchema = z
  .object(Object.fromEntries(DISPUTE_OUTCOMES.map((outcome) => [outcome, z.number().int().default(0)])) as { [O in DisputeOutcome]: z.ZodDefault<z.ZodNumber> })
  .meta({ id: 'DisputeOutcomeCounts' });
export type DisputeOutcomeCounts = z.infer<typeof disputeOutcomeCountsSchema>;

export const NO_DISPUTE_OUTCOMES: DisputeOutcomeCounts = { resolved: 0, seller_warned: 0, rules_broken: 0, seller_suspended: 0 };

/** How many of a seller's decided disputes went against them. */
export const upheldCountOf = (counts: DisputeOutcomeCounts) => UPHELD_OUTCOMES.reduce((sum, outcome) => sum + counts[outcome], 0);
