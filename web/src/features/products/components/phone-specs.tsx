import { BATTERY_BADGE_MIN } from '@contract/badges';
import type { PublicListing } from '@contract/products';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Pill } from '@/components/pill';
import { useFormat } from '@/lib/i18n/hooks';
import { ENGLISH_WORDS, type Words } from '@/lib/i18n/words';

type Specs = Pick<PublicListing, 'storage_gb' | 'ram_gb' | 'battery_health'>;

/**
 * The listing's structured specs as short phrases ("128 GB", "8 GB RAM", "Battery 71 %"); a spec an
 * old listing lacks is left out, and so is a battery health the badge already shows.
 */
export function specPhrases({ storage_gb, ram_gb, battery_health }: Specs, { i18n, format }: Words = ENGLISH_WORDS): string[] {
  const ram = ram_gb === undefined ? '' : format.formatCount(ram_gb);
  const battery = battery_health === undefined ? '' : format.formatPercent(battery_health);
  return [
    storage_gb === undefined ? null : format.storageLabel(storage_gb),
    ram_gb === undefined ? null : i18n._(msg`${ram} GB RAM`),
    battery_health === undefined || hasGoodBattery(battery_health) ? null : i18n._(msg`Battery ${battery}`),
  ].filter((phrase): phrase is string => phrase !== null);
}

/** Battery health at or above the threshold the filter and the badge share. */
export const hasGoodBattery = (health: number | undefined) => health !== undefined && health >= BATTERY_BADGE_MIN;

/** "Battery 91 %", the seller's reading, as a badge where it is at least the threshold the filter uses. */
export function BatteryBadge({ health, compactOnPhone = false }: { health: number | undefined; compactOnPhone?: boolean }) {
  const { t } = useLingui();
  const { formatPercent } = useFormat();
  if (health === undefined || !hasGoodBattery(health)) return null;
  const battery = formatPercent(health);
  const threshold = formatPercent(BATTERY_BADGE_MIN);
  return (
    <Pill
      look="successSolid"
      glyph="battery"
      label={t`Battery ${battery}`}
      title={t`Battery health ${battery}: ${threshold} or more`}
      compactOnPhone={compactOnPhone}
    />
  );
}
