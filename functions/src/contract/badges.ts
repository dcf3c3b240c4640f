/**
 * Badges a listing earns from its structured specs, shared by the web's cards and filters.
 *
 * "Battery 80 %+": battery health at or above this percent. It is also what the list's battery
 * filter asks the API for (`minBattery`), so a badge and the filter never disagree.
 */
export const BATTERY_BADGE_MIN = 80;
