import type { OrderView } from '@contract/orders';

/*
 * PROVISIONAL: the meetup contract (issue 9) as the issue names it, until the API's contract
 * commit (functions/src/contract/orders.ts, order-status.ts) is merged; then these become
 * re-exports of it.
 */

export const MEETUP_STATUSES = ['booked', 'accepted', 'declined', 'cancelled', 'expired', 'completed'] as const;
export type MeetupStatus = (typeof MEETUP_STATUSES)[number];

export const CHECKLIST_ITEMS = ['screen', 'cameras', 'audio', 'charging', 'buttons', 'biometrics', 'account_signed_out'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export interface Checklist {
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
  checklist: Checklist | null;
  handover_code?: string | null;
  cancel_reason?: string | null;
  decline_reason?: string | null;
  cancelled_by?: 'buyer' | 'seller' | null;
  battery_health?: number | null;
  imei_last4?: string | null;
  handover_locked_until?: string | null;
}

export interface SafetyCardLink {
  url: string;
  expiresAt: string;
}

export interface SafetyCard {
  item_name: string;
  item_img: string;
  meet_location: string;
  meet_at: string;
  status: MeetupStatus;
  other_first_name: string;
  other_photo: string;
  other_verified: boolean;
}

export const SLOT_MAX = 3;
export const SLOT_WINDOW_DAYS = 7;
export const BATTERY_TOLERANCE = 3;
export const HANDOVER_CODE_LENGTH = 6;
