import { CHECKLIST_BATTERY_TOLERANCE, CHECKLIST_ITEMS, type ChecklistBody, type ChecklistItem, type ChecklistMismatch } from '@/features/orders/types';

/** What the buyer checks, in the order they check it, with how. */
export const CHECKLIST_LABELS: Record<ChecklistItem, { label: string; how: string }> = {
  screen: { label: 'Screen and touch', how: 'No dead spots, lines or burn-in; touch works edge to edge.' },
  cameras: { label: 'Cameras', how: 'Front and back take sharp photos; every lens switches.' },
  audio: { label: 'Speakers and microphone', how: 'Play a sound; record a voice note and play it back.' },
  charging: { label: 'Charging port', how: 'It charges with a cable (bring one).' },
  buttons: { label: 'Buttons', how: 'Power, volume and any switch respond.' },
  biometrics: { label: 'Face ID / Touch ID', how: 'Set up a face or finger and unlock with it.' },
  account_signed_out: { label: 'Signed out of iCloud / Google', how: 'Settings shows no account, so the phone can be reset and used.' },
};

export const EMPTY_CHECKLIST: ChecklistBody = {
  items: Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, false])) as Record<ChecklistItem, boolean>,
  battery_health: null,
  imei_last4: null,
};

/**
 * Where the phone in hand contradicts the listing, as the buyer types (the API stores the same
 * judgement on the checklist): battery health more than CHECKLIST_BATTERY_TOLERANCE points below
 * the claim, or IMEI last digits other than the listing's, where the listing has them.
 */
export function mismatchesOf(
  claim: { battery_health: number | null | undefined; imei_last4: string | null | undefined },
  found: { battery_health?: number | null; imei_last4?: string | null },
): ChecklistMismatch[] {
  const mismatches: ChecklistMismatch[] = [];
  if (claim.battery_health != null && found.battery_health != null && found.battery_health < claim.battery_health - CHECKLIST_BATTERY_TOLERANCE) {
    mismatches.push('battery');
  }
  if (claim.imei_last4 && found.imei_last4 && found.imei_last4.length === 4 && claim.imei_last4 !== found.imei_last4) mismatches.push('imei');
  return mismatches;
}

export const allTicked = (checklist: Pick<ChecklistBody, 'items'> | null) => Boolean(checklist && CHECKLIST_ITEMS.every((item) => checklist.items[item]));
