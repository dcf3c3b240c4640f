import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { ATTESTATION_ITEMS, ATTESTATION_REQUIRED_MESSAGE, CONDITION_GRADES } from '@contract/grades';
import { IMEI_INVALID_MESSAGE, IMEI_REQUIRED_MESSAGE } from '@contract/imei';
import { TRUST_WEIGHTS } from '@contract/trust';
import { i18nOf } from '@/lib/i18n/catalogs';
import { ATTESTATION_WORDS, GRADE_WORDS, TRUST_FACTOR_WORDS } from '@/features/products/lib/listing-words';
import { LISTING_CHECK_WORDS } from '@/features/products/api/create-product';

const english = (descriptor: MessageDescriptor) => i18nOf('en')._(descriptor);
const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

describe("a listing's published words in the reader's language", () => {
  it('read in English exactly as the contract writes them', () => {
    expect(mapValues(GRADE_WORDS, (grade) => ({ summary: english(grade.summary), details: grade.details.map(english) }))).toEqual(
      mapValues(CONDITION_GRADES, (grade) => ({ summary: grade.summary, details: grade.details })),
    );
    expect(mapValues(ATTESTATION_WORDS, english)).toEqual(Object.fromEntries(ATTESTATION_ITEMS.map((item) => [item.id, item.label])));
    expect(mapValues(TRUST_FACTOR_WORDS, (words) => ({ label: english(words.label), measure: english(words.measure) }))).toEqual(
      mapValues(TRUST_WEIGHTS, (weight) => ({ label: weight.label, measure: weight.measure })),
    );
    expect(mapValues(LISTING_CHECK_WORDS, english)).toEqual({
      imeiRequired: IMEI_REQUIRED_MESSAGE,
      imeiInvalid: IMEI_INVALID_MESSAGE,
      attestationRequired: ATTESTATION_REQUIRED_MESSAGE,
    });
  });
});
