import type { SavedSearchFrequency } from '@contract/constants';

/** How each frequency reads where a person picks it. */
export const FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instantly: 'Alert me at once',
  daily: 'Daily email digest',
  off: 'No alerts',
};
