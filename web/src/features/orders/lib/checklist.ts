import { CHECKLIST_ITEMS, type ChecklistBody, type ChecklistItem } from '@contract/orders';

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

export const allTicked = (checklist: Pick<ChecklistBody, 'items'> | null) => Boolean(checklist && CHECKLIST_ITEMS.every((item) => checklist.items[item]));
