import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

const step = (i18n: I18n, label: MessageDescriptor, how: MessageDescriptor): ChecklistStep => ({ label: i18n._(label), how: i18n._(how) });

function chargingWith(i18n: I18n, cable: string | null): ChecklistStep {
  return step(i18n, msg`Charging port`, cable ? msg`It charges with a ${cable} cable (bring one).` : msg`It charges with a cable (bring one).`);
}

const fingerprint = (i18n: I18n) => step(i18n, msg`Fingerprint reader`, msg`Enrol a finger in Settings and unlock with it.`);

function iphoneSteps(i18n: I18n, name: string): PhoneSteps {
  const features = iphoneFeaturesOf(name);
  const unlock: ChecklistStep =
    features.unlock === 'Face ID'
      ? step(i18n, msg`Face ID`, msg`Set up a face in Settings → Face ID & Passcode and unlock with it.`)
      : features.unlock === 'Touch ID'
        ? step(i18n, msg`Touch ID`, msg`Enrol a finger in Settings → Touch ID & Passcode and unlock with it on the Home button.`)
        : step(i18n, msg`Face ID or Touch ID`, msg`Whichever this iPhone has: set up a face or a finger and unlock with it.`);
  const buttonsHow =
    features.actionButton === true
      ? msg`Power, volume and the Action button respond.`
      : features.actionButton === false
        ? msg`Power, volume and the ring/silent switch respond.`
        : msg`Power, volume and the ring/silent switch or Action button respond.`;
  return {
    charging: chargingWith(i18n, features.port),
    buttons: step(i18n, msg`Buttons`, buttonsHow),
    biometrics: unlock,
    account_signed_out: step(i18n, msg`Signed out of iCloud`, msg`Settings shows no Apple Account at the top and Find My is off, so the phone can be reset and used.`),
  };
}

/** OnePlus phones have the alert slider, except the Nord CE line. */
const hasAlertSlider = (name: string) => !/\bnord\s*ce\b/i.test(name);

/** The accounts an Android phone of each brand is tied to (its reset protection): all must be signed out. */
const ANDROID_ACCOUNTS: Record<Exclude<CategoryName, 'apple'>, { label: MessageDescriptor; how: MessageDescriptor }> = {
  samsung: { label: msg`Signed out of Google and Samsung`, how: msg`Settings → Accounts shows no Google or Samsung account, so the phone can be reset and used.` },
  oneplus: { label: msg`Signed out of Google`, how: msg`Settings → Accounts shows no Google account, so the phone can be reset and used.` },
  huawei: { label: msg`Signed out of HUAWEI ID and Google`, how: msg`Settings → Accounts shows no HUAWEI ID or Google account, so the phone can be reset and used.` },
};

function androidSteps(i18n: I18n, brand: Exclude<CategoryName, 'apple'>, name: string): PhoneSteps {
  const { label, how } = ANDROID_ACCOUNTS[brand];
  return {
    charging: chargingWith(i18n, 'USB-C'),
    buttons: step(i18n, msg`Buttons`, brand === 'oneplus' && hasAlertSlider(name) ? msg`Power, volume and the alert slider respond.` : msg`Power and volume respond.`),
    biometrics: fingerprint(i18n),
    account_signed_out: step(i18n, label, how),
  };
}

/** An order stored before it named the phone's brand, whose listing is gone: checks that fit any phone. */
function anyPhoneSteps(i18n: I18n): PhoneSteps {
  return {
    charging: chargingWith(i18n, null),
    buttons: step(i18n, msg`Buttons`, msg`Power, volume and any switch respond.`),
    biometrics: step(i18n, msg`Face or fingerprint unlock`, msg`Whichever the phone has: set up a face or a finger and unlock with it.`),
    account_signed_out: step(i18n, msg`Signed out of every account`, msg`Settings shows no iCloud, Google or maker account, so the phone can be reset and used.`),
  };
}

/**
 * What the buyer checks on this phone, in CHECKLIST_ITEMS' order, with how, in the reader's
 * language: the unlock, the cable, the buttons and the accounts to sign out of follow the brand
 * and, for iPhones, the model.
 */
export function checklistFor(phone: ChecklistPhone, i18n: I18n): Record<ChecklistItem, ChecklistStep> {
  const rest = phone.brand === null ? anyPhoneSteps(i18n) : phone.brand === 'apple' ? iphoneSteps(i18n, phone.name) : androidSteps(i18n, phone.brand, phone.name);
  return {
    screen: step(i18n, msg`Screen and touch`, msg`No dead spots, lines or burn-in; touch works edge to edge.`),
    cameras: step(i18n, msg`Cameras`, msg`Front and back take sharp photos; every lens switches.`),
    audio: step(i18n, msg`Speakers and microphone`, msg`Play a sound; record a voice note and play it back.`),
    ...rest,
  };
}

/** Where this phone shows its battery health, for the field the buyer fills in. */
export function batteryHealthWhere(phone: ChecklistPhone, i18n: I18n): string {
  switch (phone.brand) {
    case 'apple':
      return i18n._(msg`Settings → Battery → Battery Health.`);
    case 'samsung':
      return i18n._(msg`Samsung Members → Support → Phone diagnostics → Battery status.`);
    case 'oneplus':
    case 'huawei':
      return i18n._(msg`Settings → Battery (Battery health, where the phone shows it).`);
    default:
      return i18n._(msg`The phone's battery settings.`);
  }
}

export const EMPTY_CHECKLIST: ChecklistBody = {
  items: Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, false])) as Record<ChecklistItem, boolean>,
  battery_health: null,
  imei_last4: null,
};

export const allTicked = (checklist: Pick<ChecklistBody, 'items'> | null) => Boolean(checklist && CHECKLIST_ITEMS.every((item) => checklist.items[item]));
