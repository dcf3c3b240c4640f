import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RejectionReason, ReportReason } from '@contract/moderation';
import type { LISTING_STATUSES } from '@contract/products';

/**
 * The contract's reasons (REPORT_REASON_LABELS, REJECTION_REASON_LABELS, the server's and the
 * English pages' words) as messages, shown in the page's language with `labelsIn`.
 */
export const REPORT_REASON_MESSAGES: Record<ReportReason, MessageDescriptor> = {
  stolen: msg`Stolen phone suspected`,
  misdescribed: msg`Wrong condition or photos`,
  scam: msg`Price or scam`,
  offensive: msg`Offensive`,
  other: msg`Other`,
};

export const REJECTION_REASON_MESSAGES: Record<RejectionReason, MessageDescriptor> = {
  photos: msg`The photos are missing, unclear or not of this phone`,
  description: msg`The description or specs do not match the phone`,
  price: msg`The price looks wrong for this phone`,
  imei: msg`The IMEI could not be accepted`,
  prohibited: msg`This item cannot be sold on ReCell`,
  other: msg`Another reason (see the details)`,
};

/** A reported listing's status, as the reports queue shows it (the English words are the status with a space). */
export const LISTING_STATUS_MESSAGES: Record<(typeof LISTING_STATUSES)[number], MessageDescriptor> = {
  available: msg`available`,
  booked: msg`booked`,
  sold: msg`sold`,
  pending_review: msg`pending review`,
  rejected: msg`rejected`,
  hidden: msg`hidden`,
};

/** A table of messages as the words of one language: what ReasonDialog's `reasons` takes. */
export function labelsIn<K extends string>(messages: Record<K, MessageDescriptor>, translate: (descriptor: MessageDescriptor) => string): Record<K, string> {
  return Object.fromEntries(Object.entries<MessageDescriptor>(messages).map(([key, descriptor]) => [key, translate(descriptor)])) as Record<K, string>;
}
