import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SavedSearchFrequency } from '@contract/constants';

/** How each frequency reads where a person picks it (shown with `i18n._()`). */
export const FREQUENCY_LABELS: Record<SavedSearchFrequency, MessageDescriptor> = {
  instantly: msg`Alert me at once`,
  daily: msg`Daily email digest`,
  off: msg`No alerts`,
};
