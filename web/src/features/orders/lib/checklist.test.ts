import { describe, expect, it } from 'vitest';
import { batteryHealthWhere, checklistFor, iphoneFeaturesOf } from '@/features/orders/lib/checklist';
import { i18nOf } from '@/lib/i18n/catalogs';

const i18n = i18nOf('en');

describe('iphoneFeaturesOf', () => {
  it.each([
    ['iPhone 8 Plus', 'Touch ID', 'Lightning', false],
    ['iPhone SE (2022)', 'Touch ID', 'Lightning', false],
    ['iPhone X', 'Face ID', 'Lightning', false],
    ['iPhone XR', 'Face ID', 'Lightning', false],
    ['iPhone XS Max', 'Face ID', 'Lightning', false],
    ['iPhone 11', 'Face ID', 'Lightning', false],
    ['iPhone 13 Pro Max', 'Face ID', 'Lightning', false],
    ['iPhone 15', 'Face ID', 'USB-C', false],
    ['iPhone 15 Pro', 'Face ID', 'USB-C', true],
    ['iphone16e', 'Face ID', 'USB-C', true],
  ] as const)('%s: %s, %s, Action button %s', (name, unlock, port, actionButton) => {
    expect(iphoneFeaturesOf(name)).toEqual({ unlock, port, actionButton });
  });

  it('says nothing it cannot read from the name', () => {
    expect(iphoneFeaturesOf('Apple phone, mint')).toEqual({ unlock: null, port: null, actionButton: null });
  });
});

describe('checklistFor', () => {
  const labels = (brand: Parameters<typeof checklistFor>[0]['brand'], name: string) => Object.values(checklistFor({ brand, name }, i18n)).map((step) => step.label);

  it('names the unlock and the accounts of the brand', () => {
    expect(labels('apple', 'iPhone 13')).toEqual(['Screen and touch', 'Cameras', 'Speakers and microphone', 'Charging port', 'Buttons', 'Face ID', 'Signed out of iCloud']);
    expect(labels('oneplus', 'OnePlus 11')).toContain('Fingerprint reader');
    expect(labels('samsung', 'Galaxy S23')).toContain('Signed out of Google and Samsung');
    expect(labels('huawei', 'Huawei P30 Pro')).toContain('Signed out of HUAWEI ID and Google');
    for (const brand of ['oneplus', 'samsung', 'huawei'] as const) expect(labels(brand, 'Any').join()).not.toMatch(/Face ID|Touch ID|iCloud/);
  });

  it("asks about the alert slider only on OnePlus phones that have one", () => {
    expect(checklistFor({ brand: 'oneplus', name: 'OnePlus 12R' }, i18n).buttons.how).toBe('Power, volume and the alert slider respond.');
    expect(checklistFor({ brand: 'oneplus', name: 'OnePlus Nord CE 4' }, i18n).buttons.how).toBe('Power and volume respond.');
    expect(checklistFor({ brand: 'apple', name: 'iPhone 15 Pro' }, i18n).buttons.how).toBe('Power, volume and the Action button respond.');
  });

  it('fits any phone on an order that does not know its brand', () => {
    const steps = checklistFor({ brand: null, name: 'Old phone' }, i18n);
    expect(steps.biometrics.label).toBe('Face or fingerprint unlock');
    expect(batteryHealthWhere({ brand: null, name: 'Old phone' }, i18n)).toBe("The phone's battery settings.");
  });
});
