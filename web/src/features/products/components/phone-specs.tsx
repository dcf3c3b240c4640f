import { BATTERY_BADGE_MIN } from '@contract/badges';
import type { PublicListing } from '@contract/products';
import { Pill } from '@/components/pill';
import { formatPercent, storageLabel } from '@/lib/format';

type Specs = Pick<PublicListing, 'storage_gb' | 'ram_gb' | 'battery_health'>;

/**
 * The listing's structured specs as short phrases ("128 GB", "8 GB RAM", "Battery 71 %"); a spec an
 * old listing lacks is left out, and so is a battery health the badge already shows.
 */
export function specPhrases({ storage_gb, ram_gb, battery_health }: Specs): string[] {
  return [
    storage_gb === undefined ? null : storageLabel(storage_gb),
    ram_gb === undefined ? null : `${ram_gb} GB RAM`,
    battery_health === undefined || hasGoodBattery(battery_health) ? null : `Battery ${formatPercent(battery_health)}`,
  ].filter((phrase): phrase is string => phrase !== null);
}

/** Battery health at or above the threshold the filter and the badge share. */
export const hasGoodBattery = (health: number | undefined) => health !== undefined && health >= BATTERY_BADGE_MIN;

/** "Battery 91 %", the seller's reading, as a badge where it is at least the threshold the filter uses. */
export function BatteryBadge({ health, compactOnPhone = false }: { health: number | undefined; compactOnPhone?: boolean }) {
  if (health === undefined || !hasGoodBattery(health)) return null;
  return (
    <Pill
      look="successSolid"
      glyph="battery"
      label={`Battery ${formatPercent(health)}`}
      title={`Battery health ${formatPercent(health)}: ${formatPercent(BATTERY_BADGE_MIN)} or more`}
      compactOnPhone={compactOnPhone}
    />
  );
}
