import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { DISPUTE_OUTCOME_LABELS, DISPUTE_REASON_LABELS } from '@contract/disputes';
import { SPOT_KIND_LABELS as CONTRACT_SPOT_KINDS } from '@contract/meetup-spots';
import { i18nOf } from '@/lib/i18n/catalogs';
import { SPOT_KIND_LABELS } from '@/lib/i18n/labels';
import { DISPUTE_OUTCOME_WORDS, DISPUTE_REASON_WORDS } from '@/features/orders/lib/dispute-words';

describe("the contract's labels in the reader's language", () => {
  const english = (words: Record<string, MessageDescriptor>) =>
    Object.fromEntries(Object.entries(words).map(([key, descriptor]) => [key, i18nOf('en')._(descriptor)]));

  it('read in English exactly as the contract writes them', () => {
    expect(english(DISPUTE_REASON_WORDS)).toEqual(DISPUTE_REASON_LABELS);
    expect(english(DISPUTE_OUTCOME_WORDS)).toEqual(DISPUTE_OUTCOME_LABELS);
    expect(english(SPOT_KIND_LABELS)).toEqual(CONTRACT_SPOT_KINDS);
  });
});
