import { describe, expect, it } from 'vitest';
import { HANDOVER_LOCK_MINUTES } from '@contract/constants';
import { ERROR_CODES } from '@contract/errors';
import { ApiError, failureOf } from '@/lib/api-client';
import { API_ERROR_MESSAGES, localizedErrorMessage } from '@/lib/api-error-messages';
import { loadLanguage } from '@/lib/i18n/catalogs';

describe('API errors in the page language', () => {
  it('has words for every code of the contract', () => {
    for (const code of ERROR_CODES) expect(API_ERROR_MESSAGES[code]).toBeDefined();
  });

  it("keeps the API's own English message on English pages", async () => {
    const en = await loadLanguage('en');
    expect(localizedErrorMessage(new ApiError(409, 'already_booked', 'Someone has just booked this phone.'), en)).toBe('Someone has just booked this phone.');
  });

  it("shows a known code's words in Bangla, and an unknown code's English message", async () => {
    const bn = await loadLanguage('bn');
    expect(localizedErrorMessage(new ApiError(409, 'already_booked', 'Someone has just booked this phone.'), bn)).toBe('এই ফোনটি আগেই বুক হয়ে গেছে।');
    expect(localizedErrorMessage(new ApiError(418, 'teapot' as never, 'I am a teapot.'), bn)).toBe('I am a teapot.');
    expect(localizedErrorMessage(failureOf(new Error('boom')), bn)).toBe('কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।');
  });

  it('says for how long a locked handover waits, in Bangla digits', async () => {
    const bn = await loadLanguage('bn');
    const locked = new ApiError(423, 'locked', 'Too many wrong codes: the handover is locked for 15 minutes. Try again later.');
    const minutes = new Intl.NumberFormat('bn').format(HANDOVER_LOCK_MINUTES); // ১৫
    expect(localizedErrorMessage(locked, bn)).toBe(`অনেকবার ভুল কোড দেওয়া হয়েছে: হস্তান্তর ${minutes} মিনিট বন্ধ থাকবে। তারপর আবার চেষ্টা করুন।`);
  });
});
