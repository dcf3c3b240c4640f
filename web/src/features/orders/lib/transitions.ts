import type { MeetupStatus } from '@/features/orders/types';

/** PROVISIONAL mirror of the transition table, until contract/order-status.ts carries it. */
const TRANSITIONS: { readonly [From in MeetupStatus]: readonly MeetupStatus[] } = {
  booked: ['accepted', 'declined', 'cancelled', 'expired'],
  accepted: ['completed', 'cancelled', 'expired'],
  declined: [],
  cancelled: [],
  expired: [],
  completed: [],
};

export function canMoveMeetup(from: MeetupStatus, to: MeetupStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
