import { z } from 'zod';
import { pageQuery } from './pagination';
import type { Product } from './products';
import { docId, email, optionalText, phoneNumber } from './schema-helpers';
import { spotCopySchema } from './meetup-spots';
import { BATTERY_HEALTH_MAX, CATEGORY_NAMES, HANDOVER_CODE_DIGITS, ORDER_REASON_MAX_LENGTH, ORDER_SLOTS_MAX, ORDER_SLOTS_MIN, ORDER_SLOTS_WINDOW_DAYS } from './constants';

/** See order-status.ts for what may follow what; booked and accepted hold the listing. */
export const ORDER_STATUSES = ['booked', 'accepted', 'declined', 'cancelled', 'expired', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who called an order off (cancel_reason is theirs; `system`: an account was removed). */
export const CANCELLED_BY = ['buyer', 'seller', 'admin', 'system'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** An ISO 8601 date-time with an offset (`2026-11-25T18:00:00Z`, `2026-11-25T19:00:00+01:00`). */
export const isoDateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO date and time, like 2026-11-25T18:00:00Z.` });

/** The inspection checklist's items, as the buyer ticks them at the meeting. */
export const CHECKLIST_ITEMS = ['screen', 'cameras', 'audio', 'charging', 'buttons', 'biometrics', 'account_signed_out'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

const checklistItemsSchema = z
  .object(
    Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, z.boolean({ error: `items.${item} must be true or false.` })])) as {
      [K in ChecklistItem]: z.ZodBoolean;
    },
    { error: 'items must name every checklist item as true or false.' },
  )
  .meta({ id: 'OrderChecklistItems' });

/** What the buyer's checks found that contradicts the listing (contract/order-deadlines.ts: checklistMismatches). */
export const CHECKLIST_MISMATCHES = ['battery', 'imei'] as const;
export type ChecklistMismatch = (typeof CHECKLIST_MISMATCHES)[number];

/** The checklist as saved on the order: visible to both sides. */
export const orderChecklistSchema = z
  .object({
    items: checklistItemsSchema,
    battery_health: z.number().int().nullable().meta({ description: 'Battery health as the phone\'s settings show it, or null when not entered.' }),
    imei_last4: z.string().nullable().meta({ description: 'The last four digits of the IMEI as *#06# shows it, or null.' }),
    mismatches: z.array(z.enum(CHECKLIST_MISMATCHES)).meta({ description: 'Where the checks contradict the listing: battery more than 3 points below the claim, other IMEI digits.' }),
    updatedAt: z.string(),
  })
  .meta({ id: 'OrderChecklist' });
export type OrderChecklist = z.infer<typeof orderChecklistSchema>;

/** orders/{productId-bookingSeq}: the deterministic id makes a second booking of one phone fail. */
export const orderSchema = z
  .object({
    _id: z.string(),
    item_name: z.string(),
    item_img: z.string(),
    item_brand: z
      .enum(CATEGORY_NAMES)
      .nullable()
      .default(null)
      .meta({
        description:
          "The phone's brand (the listing's category_name), copied with item_name: what the inspection checklist asks to check follows it. Null only on an order stored before it was copied whose listing is gone.",
      }),
    price: z.number().meta({ description: 'The price of the deal: the asking price, or the price of the accepted offer the booking took up.' }),
    listed_price: z
      .number()
      .nullable()
      .default(null)
      .meta({ description: 'The asking price at booking, shown beside `price` when an offer lowered it; null on orders placed before offers.' }),
    offer_id: z.string().nullable().default(null).meta({ description: 'The accepted offer whose price the booking took, or null.' }),
    buyer_name: z.string(),
    email: z.string().meta({ description: "The buyer's email (see names.ts: buyerEmailOf)." }),
    buyer_uid: z.string(),
    seller_email: z.string().meta({ description: "The seller's email, copied from the listing at booking; only the order's parties read it." }),
    seller_uid: z.string(),
    seller_name: z.string(),
    seller_mobile_number: z.string().meta({ description: "The seller's verified mobile number at booking (the listing's mobile_number on orders stored before numbers were verified)." }),
    mobile_number: z.string().meta({ description: "The buyer's verified mobile number at booking, for the seller." }),
    meet_location: z.string(),
    message: z.string(),
    date: z.string().meta({ description: 'day.month.year of the booking, from the server clock.' }),
    bookedId: z.string().meta({ description: "The booked listing's id (see names.ts: listingIdOf)." }),
    status: z.enum(ORDER_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    sortKey: z.string().meta({ description: 'Unique, sortable key for keyset pagination: createdAt then id.' }),
    slots: z.array(z.string()).meta({ description: 'The meeting times the buyer proposed (ISO), one to three, within 7 days of the request (empty only on orders placed before times were asked for).' }),
    slot_spots: z
      .array(spotCopySchema.nullable())
      .meta({ description: 'For each of slots, in its order: the safe meeting spot the buyer named for it, as it was when booked, or null (meet_location then says where).' }),
    meet_spot: spotCopySchema
      .nullable()
      .meta({ description: 'The safe meeting spot of the accepted meetup, copied when agreed (a later edit or retirement of the spot changes nothing here); null for a free-text place.' }),
    spot_ids: z.array(z.string()).meta({ description: 'Every safe meeting spot this order named (proposed or agreed): a named spot is retired, not deleted.' }),
    meet_at: z.string().nullable().meta({ description: 'The meeting time the seller confirmed (ISO), once accepted; else null.' }),
    answer_by: z.string().nullable().meta({ description: 'While booked: when the request expires unless the seller answers (ISO).' }),
    hold_until: z.string().nullable().meta({ description: 'While accepted: when the hold expires without a handover (meet_at + 48 h, ISO).' }),
    accepted_at: z.string().nullable(),
    closed_at: z.string().nullable().meta({ description: 'When the order was declined, cancelled, expired or completed (ISO).' }),
    decline_reason: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    cancelled_by: z.enum(CANCELLED_BY).nullable(),
    checklist: orderChecklistSchema.nullable(),
    listing_battery_health: z.number().nullable().meta({ description: "The listing's battery health claim at booking, for the checklist." }),
    listing_imei_last4: z.string().nullable().meta({ description: "The last four IMEI digits the listing shows, if any, for the checklist." }),
    handover_failures: z.number().int().meta({ description: 'Wrong handover codes since the last lock.' }),
    handover_locked_until: z.string().nullable().meta({ description: 'While set and in the future, handover codes are refused (423).' }),
    handover_code_hash: z.string().nullable().meta({ description: 'Secret: a keyed hash of the handover code. Never in any response.' }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** Fields of an order no response ever carries (see orders.service: orderViewFor). */
export const ORDER_SECRET_FIELDS = ['handover_code_hash'] as const satisfies readonly (keyof Order)[];

/**
 * The listing's fields an open order copies and keeps in step with it (the listing aggregate's
 * onListingChanged). The price is not among them: an order keeps the price it was booked at; nor
 * the seller's number, the verified one at booking (a listing's number changes only when it is re-listed).
 */
export type OrderCopy = Pick<Order, 'item_name' | 'item_img' | 'item_brand'>;

export function orderCopyOf(listing: Product): OrderCopy {
  return {
    item_name: listing.phone_details.phone_name,
    item_img: listing.phone_details.phone_img_card,
    item_brand: listing.category_name,
  };
}

/** The seller's contact fields on an order, which the buyer reads only while SELLER_CONTACT_STATUSES allow. */
export const SELLER_CONTACT_FIELDS = ['seller_email', 'seller_mobile_number'] as const satisfies readonly (keyof Order)[];

/**
 * An order as one reader sees it, at the time of the request: the status is the effective one
 * (a passed deadline reads as expired), the seller's contact may be left out, the secrets never
 * show, and `handover_code` is there for the buyer only, while the order is accepted.
 */
export const orderViewSchema = orderSchema
  .omit({ handover_code_hash: true })
  .extend({
    seller_email: orderSchema.shape.seller_email.optional(),
    seller_mobile_number: orderSchema.shape.seller_mobile_number.optional(),
    handover_code: z.string().optional().meta({ description: "The buyer's 6-digit handover code: only in the buyer's own reads of an accepted order." }),
  })
  .meta({ id: 'OrderView' });
export type OrderView = z.infer<typeof orderViewSchema>;

/** A proposed slot: a time, or a time at a safe meeting spot (GET /meetup-spots). */
const proposedSlot = z.union([
  isoDateTime('Each slot'),
  z.object({ at: isoDateTime('Each slot'), spot_id: docId.nullable().optional() }, { error: 'Each slot is an ISO date-time, or { at, spot_id }.' }),
]);
export type ProposedSlot = z.infer<typeof proposedSlot>;

/** POST /orders: what the buyer says. Item, price, names and emails come from the server. */
export const createOrderBody = z.object({
  bookedId: docId,
  mobile_number: phoneNumber.optional().meta({
    description: "Accepted and not stored: the order carries the buyer's verified mobile number (Firebase Auth), the one the seller sees.",
  }),
  meet_location: optionalText(200, 'Meeting location'),
  message: optionalText(1000, 'Message'),
  slots: z
    .array(proposedSlot, { error: 'slots must be a list of ISO date-times (or { at, spot_id }).' })
    .min(ORDER_SLOTS_MIN, { error: `Propose at least ${ORDER_SLOTS_MIN} meeting time.` })
    .max(ORDER_SLOTS_MAX, { error: `Propose at most ${ORDER_SLOTS_MAX} time slots.` })
    .meta({
      description: `Required: ${ORDER_SLOTS_MIN} to ${ORDER_SLOTS_MAX} proposed meeting times (ISO), in the future and within ${ORDER_SLOTS_WINDOW_DAYS} days; the seller confirms one of them or another time in that window. A slot may be { at, spot_id } to meet at a safe meeting spot (its name, address and coordinates are copied onto the order).`,
    }),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** GET /orders: the orders this email placed or received, newest first. */
export const ordersQuery = pageQuery.extend({
  email: email.meta({ description: 'The party whose orders to list: as buyer (`email`) or as seller (`seller_email`).' }),
});

export const orderIdParam = z.object({ id: docId });

const reason = optionalText(ORDER_REASON_MAX_LENGTH, 'Reason');

/** DELETE /orders/:id (JSON body or `?reason=`): the order is cancelled (and its listing freed). */
export const cancelOrderBody = z.object({ reason });
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;
export const cancelOrderResponse = z.object({ acknowledged: z.literal(true), status: z.literal('cancelled') });
export type CancelOrderResponse = z.infer<typeof cancelOrderResponse>;

/**
 * PUT /orders/:id/accept: the seller picks a slot (one of the buyer's, or another within 7 days) and
 * may change the place. The place is the spot the buyer named for that slot (accepted as it is),
 * unless the seller proposes another spot (`spot_id`) or types a place (`meet_location`).
 */
export const acceptOrderBody = z.object({
  slot: isoDateTime('slot'),
  meet_location: z.string({ error: 'Meeting location must be text.' }).trim().max(200, { error: 'Meeting location must be at most 200 characters.' }).optional(),
  spot_id: docId.nullable().optional().meta({ description: 'A safe meeting spot the seller proposes instead of the buyer\'s place (GET /meetup-spots).' }),
});
export type AcceptOrderBody = z.infer<typeof acceptOrderBody>;

/** PUT /orders/:id/decline. */
export const declineOrderBody = z.object({ reason });
export type DeclineOrderBody = z.infer<typeof declineOrderBody>;

/** PUT /orders/:id/checklist: the buyer's checks, saved as they are ticked. */
export const checklistBody = z.object({
  items: checklistItemsSchema,
  battery_health: z
    .number({ error: 'battery_health must be a whole number from 0 to 100.' })
    .int({ error: 'battery_health must be a whole number from 0 to 100.' })
    .min(0, { error: 'battery_health must be a whole number from 0 to 100.' })
    .max(BATTERY_HEALTH_MAX, { error: 'battery_health must be a whole number from 0 to 100.' })
    .nullable()
    .optional(),
  imei_last4: z
    .string({ error: 'imei_last4 must be four digits.' })
    .regex(/^\d{4}$/, { error: 'imei_last4 must be four digits.' })
    .nullable()
    .optional(),
});
export type ChecklistBody = z.infer<typeof checklistBody>;

/** POST /orders/:id/handover: the seller enters the buyer's code. */
export const handoverBody = z.object({
  code: z
    .string({ error: 'code is required.' })
    .trim()
    .regex(new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`), { error: `The code has ${HANDOVER_CODE_DIGITS} digits.` }),
});
export type HandoverBody = z.infer<typeof handoverBody>;

/** Answers of the order's actions: the order as the caller now sees it. */
export const orderActionResponse = z.object({ acknowledged: z.literal(true), order: orderViewSchema });
export type OrderActionResponse = z.infer<typeof orderActionResponse>;

/** POST /orders/:id/safety-card: a link for a friend, shown once. */
export const safetyCardResponse = z
  .object({
    acknowledged: z.literal(true),
    url: z.string().meta({ description: 'The public page /meetup/:token.' }),
    token: z.string().meta({ description: 'The card\'s random token (256 bits, base64url); only its hash is stored.' }),
    expiresAt: z.string().meta({ description: 'The meeting time plus 24 hours (ISO).' }),
  })
  .meta({ id: 'SafetyCardCreated' });
export type SafetyCardResponse = z.infer<typeof safetyCardResponse>;

/** DELETE /orders/:id/safety-card: the caller's side's cards no longer open. */
export const revokeSafetyCardResponse = z.object({ acknowledged: z.literal(true), revoked: z.literal(true) });
export type RevokeSafetyCardResponse = z.infer<typeof revokeSafetyCardResponse>;

export const safetyCardTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Invalid token.' }) });

/**
 * GET /safety-cards/:token (public): the meetup as a friend may see it. Never a phone number,
 * an email or the handover code.
 */
export const publicSafetyCardSchema = z
  .object({
    status: z.enum(ORDER_STATUSES).meta({ description: 'The order\'s live status: completed means the handover is done.' }),
    meet_at: z.string().nullable(),
    meet_location: z.string(),
    meet_spot: spotCopySchema.nullable().meta({ description: 'The safe meeting spot, when the meetup is at one.' }),
    map_url: z.string().nullable().meta({ description: "An OpenStreetMap link to the spot's coordinates, or null." }),
    item_name: z.string(),
    item_img: z.string(),
    shared_by: z.enum(['buyer', 'seller']).meta({ description: 'Which side shared the card; `person` is the other side.' }),
    person: z.object({
      first_name: z.string(),
      image: z.string(),
      verified: z.boolean(),
    }),
    expiresAt: z.string(),
  })
  .meta({ id: 'PublicSafetyCard' });
export type PublicSafetyCard = z.infer<typeof publicSafetyCardSchema>;

/** The meetup fields of an order. */
export const ORDER_MEETUP_FIELDS = [
  'slots',
  'slot_spots',
  'meet_spot',
  'spot_ids',
  'meet_at',
  'answer_by',
  'hold_until',
  'accepted_at',
  'closed_at',
  'decline_reason',
  'cancel_reason',
  'cancelled_by',
  'checklist',
  'listing_battery_health',
  'listing_imei_last4',
  'handover_failures',
  'handover_locked_until',
  'handover_code_hash',
] as const satisfies readonly (keyof Order)[];
export type OrderMeetupFields = Pick<Order, (typeof ORDER_MEETUP_FIELDS)[number]>;

/** The meetup fields of an order before any answer (and of orders stored before the meetup existed, as read). */
export function orderMeetupDefaults(): OrderMeetupFields {
  return {
    slots: [],
    slot_spots: [],
    meet_spot: null,
    spot_ids: [],
    meet_at: null,
    answer_by: null,
    hold_until: null,
    accepted_at: null,
    closed_at: null,
    decline_reason: null,
    cancel_reason: null,
    cancelled_by: null,
    checklist: null,
    listing_battery_health: null,
    listing_imei_last4: null,
    handover_failures: 0,
    handover_locked_until: null,
    handover_code_hash: null,
  };
}

/** An order as stored, with the meetup fields an older document lacks filled in with their defaults. */
export function withMeetupDefaults(order: Order): Order {
  const defaults = orderMeetupDefaults();
  const filled = { ...order } as Record<string, unknown>;
  for (const field of ORDER_MEETUP_FIELDS) if (filled[field] === undefined) filled[field] = defaults[field];
  return filled as Order;
}
