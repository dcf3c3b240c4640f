import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Condition } from '@contract/constants';

/** A listing's condition as people read it, in either language (shown with `i18n._`). */
export const CONDITION_LABELS: Record<Condition, MessageDescriptor> = { excellent: msg`Excellent`, good: msg`Good`, fair: msg`Fair` };
