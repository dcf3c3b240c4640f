import type { Checklist, ChecklistItem } from '@/features/orders/types';
import { BATTERY_TOLERANCE, CHECKLIST_ITEMS } from '@/features/orders/types';

/** What the buyer checks, in the order they check it, with how. */
export const CHECKLIST_LABELS: Record<ChecklistItem, { label: string; how: string }> = {
  screen: { label: 'Screen and touch', how: 'No dead spots, lines or burn-in; touch works edge to edge.' },
  cameras: { label: 'Cameras', how: 'Front and back take sharp photos; every lens switches.' },
  audio: { label: 'Speakers and microphone', how: 'Play a sound; record a voice note and play it back.' },
  charging: { label: 'Charging port', how: 'It charges with a cable (bring one).' },
  buttons: { label: 'Buttons', how: 'Power, volume and any switch respond.' },
  biometrics: { label: 'Face ID / Touch ID', how: 'Set up a face or finger and unlock with it.' },
  account_signed_out: { label: 'Signed out of iCloud / Google', how: 'Settings shows no account: the phone can be reset and used.' },
};

export const EMPTY_CHECKLIST: Checklist = {
  items: Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, false])) as Record<ChecklistItem, boolean>,
  battery_health: null,
  imei_last4: null,
};

export interface ChecklistMismatch {
  battery: boolean;
  imei: boolean;
}

/**
 * Where the phone in hand differs from the listing: battery health more than BATTERY_TOLERANCE
 * points below the claim, or IMEI last digits that differ from the listing's (where it has them).
 */
export function checklistMismatch(
  checklist: Pick<Checklist, 'battery_health' | 'imei_last4'> | null,
  claimed: { battery_health?: number | null; imei_last4?: string | null },
): ChecklistMismatch {
  const battery = checklist?.battery_health;
  const imei = checklist?.imei_last4;
  return {
    battery: typeof battery === 'number' && typeof claimed.battery_health === 'number' && battery < claimed.battery_health - BATTERY_TOLERANCE,
    imei: Boolean(imei && imei.length === 4 && claimed.imei_last4 && imei !== claimed.imei_last4),
  };
}

export const checklistDone = (checklist: Checklist | null) => Boolean(checklist && CHECKLIST_ITEMS.every((item) => checklist.items[item]));
