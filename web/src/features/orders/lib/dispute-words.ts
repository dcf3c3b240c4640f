import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DisputeOutcome, DisputeReason } from '@contract/disputes';

/*
 * The contract's dispute labels (DISPUTE_REASON_LABELS, DISPUTE_OUTCOME_LABELS) in the reader's
 * language: the English is the contract's word for word (dispute-words.test.ts holds them equal),
 * since the API's emails and the admin's audit log use those.
 */

export const DISPUTE_REASON_WORDS: Record<DisputeReason, MessageDescriptor> = {
  account_locked: msg`Locked to someone else’s account (iCloud, Google)`,
  not_as_described: msg`Not as described`,
  stolen_or_blocked: msg`Reported stolen or blocked`,
  stopped_working: msg`Stopped working`,
};

export const DISPUTE_OUTCOME_WORDS: Record<DisputeOutcome, MessageDescriptor> = {
  resolved: msg`Resolved between them`,
  seller_warned: msg`Seller warned`,
  rules_broken: msg`Listing rules broken`,
  seller_suspended: msg`Seller suspended`,
};
