import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Condition } from '@contract/constants';
import type { AttestationItemId } from '@contract/grades';
import type { TrustFactor } from '@contract/trust';

/*
 * The contract's published words about a listing (contract/grades.ts, contract/trust.ts) in the
 * reader's language, shown with `i18n._`. The English is the contract's, word for word
 * (listing-words.test.ts holds them equal), so English pages read exactly what sellers attested to.
 */

/** What each condition grade means: a line for the select, and its conditions one per line. */
export const GRADE_WORDS: { readonly [C in Condition]: { summary: MessageDescriptor; details: readonly MessageDescriptor[] } } = {
  excellent: {
    summary: msg`Looks close to new: no visible marks at arm’s length, screen flawless.`,
    details: [msg`No visible marks on the body when held at arm’s length.`, msg`Screen flawless: no scratches, even with the screen off.`],
  },
  good: {
    summary: msg`Light signs of use; no screen scratches visible when the screen is on.`,
    details: [msg`Light signs of use on the body (small scuffs or micro-scratches).`, msg`No scratches visible on the screen when it is on.`],
  },
  fair: {
    summary: msg`Visible scratches or dents, fully working.`,
    details: [msg`Visible scratches or dents on the body or the screen.`, msg`Everything works as it should.`],
  },
};

/** What every grade also means, one statement each (the checklist the seller ticks). */
export const ATTESTATION_WORDS: Record<AttestationItemId, MessageDescriptor> = {
  working: msg`Fully working: every button, camera, speaker, sensor and port works.`,
  glass: msg`No cracked glass, front or back.`,
  unlocked: msg`Not locked to an account (Find My / Google account removed) and not locked to a carrier.`,
  not_stolen: msg`Not reported lost or stolen.`,
  paid_off: msg`Paid off: no instalments or contract left on it.`,
};

/** Each trust factor as its reason reads, and what it measures ("Why 86?"). */
export const TRUST_FACTOR_WORDS: Record<TrustFactor, { label: MessageDescriptor; measure: MessageDescriptor }> = {
  seller_verified: { label: msg`Seller verified by ReCell`, measure: msg`The seller’s identity was checked by ReCell.` },
  phone_verified: {
    label: msg`Phone number verified`,
    measure: msg`The seller confirmed their mobile number with a code sent to it; it is the number buyers get after booking.`,
  },
  imei: { label: msg`IMEI given and unique on ReCell`, measure: msg`The IMEI’s format was checked and no other live listing has it.` },
  photos: { label: msg`3 or more photos`, measure: msg`Real photos of the phone: 5 points each, up to 3.` },
  battery: { label: msg`Battery health disclosed and at least 80 %`, measure: msg`Battery health as the phone reports it: 80 % or more, or at least disclosed.` },
  completed_sales: { label: msg`3 or more completed sales on ReCell`, measure: msg`Phones this seller has handed over to buyers on ReCell.` },
  safe_meetings: {
    label: msg`Has handed phones over at a safe meeting spot`,
    measure: msg`Completed handovers at a spot ReCell vouches for (police exchange zone, mall, café, repair shop).`,
  },
  rating: { label: msg`Rated 4.5 or more by buyers`, measure: msg`The seller’s average rating, once 3 buyers have rated them.` },
  account_age: { label: msg`On ReCell for 90 days or more`, measure: msg`How long the seller had had their account when they listed this phone.` },
  disputes: {
    label: msg`No disputes decided against the seller`,
    measure: msg`Buyers’ disputes after a handover that an admin decided against the seller: 10 points off each, up to 30.`,
  },
};
