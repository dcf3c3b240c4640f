import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Condition } from '@contract/constants';
import type { SpotKind } from '@contract/meetup-spots';

/** A listing's condition as people read it, in either language (shown with `i18n._`). */
export const CONDITION_LABELS: Record<Condition, MessageDescriptor> = { excellent: msg`Excellent`, good: msg`Good`, fair: msg`Fair` };

/** Each kind of safe meeting spot, in either language (the English is the contract's SPOT_KIND_LABELS). */
export const SPOT_KIND_LABELS: Record<SpotKind, MessageDescriptor> = {
  police_exchange_zone: msg`Police safe exchange zone`,
  shopping_mall: msg`Shopping mall`,
  cafe: msg`Café`,
  repair_shop: msg`Repair shop (can test phones)`,
};
