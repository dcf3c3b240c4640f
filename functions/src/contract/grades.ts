import type { Condition } from './constants';

/*
 * What each condition grade means, published in Add Product (the options' help) and
 * on the product page ("What does Good mean?"). The spec's three values stay; these are data so
 * the web shows exactly what the seller attested to.
 */

export interface GradeDefinition {
  /** How the grade reads ("Good"). */
  label: string;
  /** One line for the select's help. */
  summary: string;
  /** The grade's conditions, one per line. */
  details: readonly string[];
}

export const CONDITION_GRADES: { readonly [C in Condition]: GradeDefinition } = {
  excellent: {
    label: 'Excellent',
    summary: 'Looks close to new: no visible marks at arm’s length, screen flawless.',
    details: ['No visible marks on the body when held at arm’s length.', 'Screen flawless: no scratches, even with the screen off.'],
  },
  good: {
    label: 'Good',
    summary: 'Light signs of use; no screen scratches visible when the screen is on.',
    details: ['Light signs of use on the body (small scuffs or micro-scratches).', 'No scratches visible on the screen when it is on.'],
  },
  fair: {
    label: 'Fair',
    summary: 'Visible scratches or dents, fully working.',
    details: ['Visible scratches or dents on the body or the screen.', 'Everything works as it should.'],
  },
};

/**
 * What every grade means, whatever the condition: the seller ticks each when listing
 * (`attested: true` in POST /products) and the listing records that they did (`attested`).
 */
export const ATTESTATION_ITEMS = [
  { id: 'working', label: 'Fully working: every button, camera, speaker, sensor and port works.' },
  { id: 'glass', label: 'No cracked glass, front or back.' },
  { id: 'unlocked', label: 'Not locked to an account (Find My / Google account removed) and not locked to a carrier.' },
  { id: 'not_stolen', label: 'Not reported lost or stolen.' },
  { id: 'paid_off', label: 'Paid off: no instalments or contract left on it.' },
] as const;
export type AttestationItemId = (typeof ATTESTATION_ITEMS)[number]['id'];

/** The message of a listing sent without `attested: true`. */
export const ATTESTATION_REQUIRED_MESSAGE = 'Confirm that the phone meets every condition of its grade.';
