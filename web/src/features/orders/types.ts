import type { OrderView } from '@contract/orders';

/*
 * PROVISIONAL: the meetup contract (issue 9) with the names the API's contract uses, until its
 * contract commit (functions/src/contract/orders.ts, order-status.ts, order-deadlines.ts) is
 * merged; then these become re-exports of it.
 */

export const MEETUP_STATUSES = ['booked', 'accepted', 'declined', 'cancelled', 'expired', 'completed'] as const;
export type MeetupStatus = (typeof MEETUP_STATUSES)[number];

export const CHECKLIST_ITEMS = ['screen', 'cameras', 'audio', 'charging', 'buttons', 'biometrics', 'account_signed_out'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export type ChecklistMismatch = 'battery' | 'imei';

export interface OrderChecklist {
  items: Record<ChecklistItem, boolean>;
  battery_health: number | null;
  imei_last4: string | null;
  mismatches: ChecklistMismatch[];
  updatedAt: string;
}

export interface ChecklistBody {
  items: Record<ChecklistItem, boolean>;
  battery_health?: number | null;
  imei_last4?: string | null;
}

export interface MeetupOrder extends Omit<OrderView, 'status'> {
  status: MeetupStatus;
  slots: string[];
  meet_at: string | null;
  answer_by: string | null;
  hold_until: string | null;
  accepted_at: string | null;
  closed_at: string | null;
  decline_reason: string | null;
  cancel_reason: string | null;
  cancelled_by: 'buyer' | 'seller' | 'admin' | 'system' | null;
  checklist: OrderChecklist | null;
  listing_battery_health: number | null;
  listing_imei_last4: string | null;
  handover_failures: number;
  handover_locked_until: string | null;
  handover_code?: string;
}

export interface OrderActionResponse {
  acknowledged: true;
  order: MeetupOrder;
}

export interface SafetyCardResponse {
  acknowledged: true;
  url: string;
  token: string;
  expiresAt: string;
}

export interface PublicSafetyCard {
  status: MeetupStatus;
  meet_at: string | null;
  meet_location: string;
  item_name: string;
  item_img: string;
  shared_by: 'buyer' | 'seller';
  person: { first_name: string; image: string; verified: boolean };
  expiresAt: string;
}

export type OrderSide = 'buyer' | 'seller';
export type OrderAction = 'accept' | 'decline' | 'cancel' | 'checklist' | 'handover' | 'safety_card';

export const ORDER_ACTION_RULES: { readonly [A in OrderAction]: { sides: readonly OrderSide[]; from: readonly MeetupStatus[] } } = {
  accept: { sides: ['seller'], from: ['booked'] },
  decline: { sides: ['seller'], from: ['booked'] },
  cancel: { sides: ['buyer', 'seller'], from: ['booked', 'accepted'] },
  checklist: { sides: ['buyer'], from: ['accepted'] },
  handover: { sides: ['seller'], from: ['accepted'] },
  safety_card: { sides: ['buyer', 'seller'], from: ['accepted'] },
};

export const ORDER_ACTIONS_SHOWN: readonly OrderAction[] = ['accept', 'decline', 'checklist', 'handover', 'safety_card', 'cancel'];

export function canTakeAction(action: OrderAction, side: OrderSide, status: MeetupStatus): boolean {
  const rule = ORDER_ACTION_RULES[action];
  return rule.sides.includes(side) && rule.from.includes(status);
}

export const ORDER_SLOTS_MAX = 3;
export const ORDER_SLOTS_WINDOW_DAYS = 7;
export const CHECKLIST_BATTERY_TOLERANCE = 3;
export const HANDOVER_CODE_DIGITS = 6;
