import type { CategoryName } from '@contract/constants';
import { CHECKLIST_ITEMS, type ChecklistBody, type ChecklistItem, type OrderView } from '@contract/orders';

/** One check at the meeting: what to check, and how. */
export interface ChecklistStep {
  label: string;
  how: string;
}

/** The phone a checklist is for: its brand (null on old orders whose listing is gone) and its model's name. */
export interface ChecklistPhone {
  brand: CategoryName | null;
  name: string;
}

export const phoneOfOrder = (order: Pick<OrderView, 'item_brand' | 'item_name'>): ChecklistPhone => ({ brand: order.item_brand, name: order.item_name });

/** What an iPhone model has, as far as its name tells; null where the name does not say. */
interface IphoneFeatures {
  unlock: 'Face ID' | 'Touch ID' | null;
  port: 'USB-C' | 'Lightning' | null;
  actionButton: boolean | null;
}

const UNKNOWN_IPHONE: IphoneFeatures = { unlock: null, port: null, actionButton: null };

/**
 * Reads the model from the name a seller typed ("iPhone 13 Pro", "iPhone SE (2022)", "iPhone XR"):
 * every SE has Touch ID and Lightning; the X line and the 11 onwards have Face ID; the 15 moved to
 * USB-C; the 15 Pro and every 16 have the Action button instead of the ring/silent switch.
 */
export function iphoneFeaturesOf(name: string): IphoneFeatures {
  const model = name.toLowerCase();
  if (/\bse\b/.test(model)) return { unlock: 'Touch ID', port: 'Lightning', actionButton: false };
  if (/\bx[sr]?\b/.test(model)) return { unlock: 'Face ID', port: 'Lightning', actionButton: false };
  const generation = /iphone\s*(\d{1,2})(?!\d)/.exec(model);
  if (!generation) return UNKNOWN_IPHONE;
  const number = Number(generation[1]);
  return {
    unlock: number >= 11 ? 'Face ID' : 'Touch ID',
    port: number >= 15 ? 'USB-C' : 'Lightning',
    actionButton: number >= 16 || (number === 15 && /\bpro\b/.test(model)),
  };
}

/** The checks that differ from phone to phone. */
type PhoneSteps = Omit<Record<ChecklistItem, ChecklistStep>, 'screen' | 'cameras' | 'audio'>;

const SCREEN: ChecklistStep = { label: 'Screen and touch', how: 'No dead spots, lines or burn-in; touch works edge to edge.' };
const CAMERAS: ChecklistStep = { label: 'Cameras', how: 'Front and back take sharp photos; every lens switches.' };
const AUDIO: ChecklistStep = { label: 'Speakers and microphone', how: 'Play a sound; record a voice note and play it back.' };

const chargingWith = (cable: string | null): ChecklistStep => ({
  label: 'Charging port',
  how: cable ? `It charges with a ${cable} cable (bring one).` : 'It charges with a cable (bring one).',
});

const FINGERPRINT: ChecklistStep = { label: 'Fingerprint reader', how: 'Enrol a finger in Settings and unlock with it.' };

function iphoneSteps(name: string): PhoneSteps {
  const features = iphoneFeaturesOf(name);
  const unlock: ChecklistStep =
    features.unlock === 'Face ID'
      ? { label: 'Face ID', how: 'Set up a face in Settings → Face ID & Passcode and unlock with it.' }
      : features.unlock === 'Touch ID'
        ? { label: 'Touch ID', how: 'Enrol a finger in Settings → Touch ID & Passcode and unlock with it on the Home button.' }
        : { label: 'Face ID or Touch ID', how: 'Whichever this iPhone has: set up a face or a finger and unlock with it.' };
  const switchName =
    features.actionButton === true ? 'the Action button' : features.actionButton === false ? 'the ring/silent switch' : 'the ring/silent switch or Action button';
  return {
    charging: chargingWith(features.port),
    buttons: { label: 'Buttons', how: `Power, volume and ${switchName} respond.` },
    biometrics: unlock,
    account_signed_out: {
      label: 'Signed out of iCloud',
      how: 'Settings shows no Apple Account at the top and Find My is off, so the phone can be reset and used.',
    },
  };
}

/** OnePlus phones have the alert slider, except the Nord CE line. */
const hasAlertSlider = (name: string) => !/\bnord\s*ce\b/i.test(name);

/** The accounts an Android phone of each brand is tied to (its reset protection): all must be signed out. */
const ANDROID_ACCOUNTS: Record<Exclude<CategoryName, 'apple'>, { label: string; accounts: string }> = {
  samsung: { label: 'Signed out of Google and Samsung', accounts: 'Google or Samsung account' },
  oneplus: { label: 'Signed out of Google', accounts: 'Google account' },
  huawei: { label: 'Signed out of HUAWEI ID and Google', accounts: 'HUAWEI ID or Google account' },
};

function androidSteps(brand: Exclude<CategoryName, 'apple'>, name: string): PhoneSteps {
  const { label, accounts } = ANDROID_ACCOUNTS[brand];
  return {
    charging: chargingWith('USB-C'),
    buttons: { label: 'Buttons', how: brand === 'oneplus' && hasAlertSlider(name) ? 'Power, volume and the alert slider respond.' : 'Power and volume respond.' },
    biometrics: FINGERPRINT,
    account_signed_out: { label, how: `Settings → Accounts shows no ${accounts}, so the phone can be reset and used.` },
  };
}

/** An order stored before it named the phone's brand, whose listing is gone: checks that fit any phone. */
const ANY_PHONE_STEPS: PhoneSteps = {
  charging: chargingWith(null),
  buttons: { label: 'Buttons', how: 'Power, volume and any switch respond.' },
  biometrics: { label: 'Face or fingerprint unlock', how: 'Whichever the phone has: set up a face or a finger and unlock with it.' },
  account_signed_out: { label: 'Signed out of every account', how: 'Settings shows no iCloud, Google or maker account, so the phone can be reset and used.' },
};

/**
 * What the buyer checks on this phone, in CHECKLIST_ITEMS' order, with how: the unlock, the
 * cable, the buttons and the accounts to sign out of follow the brand and, for iPhones, the model.
 */
export function checklistFor(phone: ChecklistPhone): Record<ChecklistItem, ChecklistStep> {
  const rest = phone.brand === null ? ANY_PHONE_STEPS : phone.brand === 'apple' ? iphoneSteps(phone.name) : androidSteps(phone.brand, phone.name);
  return { screen: SCREEN, cameras: CAMERAS, audio: AUDIO, ...rest };
}

/** Where this phone shows its battery health, for the field the buyer fills in. */
export function batteryHealthWhere(phone: ChecklistPhone): string {
  switch (phone.brand) {
    case 'apple':
      return 'Settings → Battery → Battery Health.';
    case 'samsung':
      return 'Samsung Members → Support → Phone diagnostics → Battery status.';
    case 'oneplus':
    case 'huawei':
      return 'Settings → Battery (Battery health, where the phone shows it).';
    default:
      return "The phone's battery settings.";
  }
}

export const EMPTY_CHECKLIST: ChecklistBody = {
  items: Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, false])) as Record<ChecklistItem, boolean>,
  battery_health: null,
  imei_last4: null,
};

export const allTicked = (checklist: Pick<ChecklistBody, 'items'> | null) => Boolean(checklist && CHECKLIST_ITEMS.every((item) => checklist.items[item]));
