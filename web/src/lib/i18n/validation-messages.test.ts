import { describe, expect, it } from 'vitest';
import { ATTESTATION_REQUIRED_MESSAGE } from '@contract/grades';
import { IMEI_FIXED_MESSAGE, IMEI_IN_USE_MESSAGE, IMEI_INVALID_MESSAGE, IMEI_REQUIRED_MESSAGE } from '@contract/imei';
import { reviewBody } from '@contract/reviews';
import { BD_MOBILE_MESSAGE } from '@contract/schema-helpers';
import { updateMeBody } from '@contract/users';
import { formatterFor } from '@/lib/format';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { ENGLISH_WORDS, type Words } from '@/lib/i18n/words';
import { validationMessage } from '@/lib/i18n/validation-messages';
import { password } from '@/lib/password';
import { imageFileProblem } from '@/lib/upload-image';

const banglaWords = async (): Promise<Words> => ({ i18n: await loadLanguage('bn'), format: formatterFor('bn-BD') });
/** Bengali script, and no Latin word of three letters or more (brands and "MB" aside). */
const isBangla = (text: string) => /[\u0980-\u09FF]/.test(text) && !/\b(?!JPEG|PNG|WebP|MB|GB|RAM|IMEI)[A-Za-z]{3,}\b/.test(text);
const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('validationMessage', () => {
  it('leaves English exactly as the schema wrote it', () => {
    expect(validationMessage('Name is required.', ENGLISH_WORDS)).toBe('Name is required.');
  });

  it("words the contract's templated messages in Bangla, numbers in Bangla digits", async () => {
    const bangla = await banglaWords();
    const tooLong = messagesOf(updateMeBody.safeParse({ name: 'x'.repeat(101) }));
    expect(tooLong).toContain('Name must be at most 100 characters.');
    expect(validationMessage('Name must be at most 100 characters.', bangla)).toBe('নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।');
    expect(validationMessage('Name is required.', bangla)).toBe('নাম দিতে হবে।');
    expect(validationMessage(ATTESTATION_REQUIRED_MESSAGE, bangla)).toBe('নিশ্চিত করুন যে ফোনটি তার গ্রেডের প্রতিটি শর্ত পূরণ করে।');
  });

  it("knows the contract's message constants, which it writes out", async () => {
    const bangla = await banglaWords();
    for (const message of [ATTESTATION_REQUIRED_MESSAGE, IMEI_FIXED_MESSAGE, IMEI_IN_USE_MESSAGE, IMEI_INVALID_MESSAGE, IMEI_REQUIRED_MESSAGE, BD_MOBILE_MESSAGE]) {
      expect(validationMessage(message, bangla), message).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('keeps a message it does not know in English rather than half translated', async () => {
    const bangla = await banglaWords();
    expect(validationMessage('Gizmo is required.', bangla)).toBe('Gizmo is required.');
    expect(validationMessage('limit must be a number.', bangla)).toBe('limit must be a number.');
  });

  it('has Bangla for the password rules and the photo checks', async () => {
    const bangla = await banglaWords();
    const messages = [
      ...messagesOf(password.safeParse('')),
      ...messagesOf(password.safeParse('Ab1')),
      ...messagesOf(password.safeParse('secret12')),
      imageFileProblem(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }))!,
      imageFileProblem(new File([new Uint8Array(6 * 2 ** 20)], 'big.png', { type: 'image/png' }))!,
    ];
    expect(new Set(messages).size).toBe(5);
    for (const message of messages) expect(validationMessage(message, bangla), message).toSatisfy(isBangla);
  });

  it("words the review's stars and a wrong handover code (the API's words, tries left) in Bangla", async () => {
    const bangla = await banglaWords();
    expect(messagesOf(reviewBody.safeParse({ rating: 0, text: '' }))).toEqual(['Rating must be 1 to 5 stars.']);
    expect(validationMessage('Rating must be 1 to 5 stars.', bangla)).toBe('রেটিং ১ থেকে ৫ তারা হতে হবে।');
    const wrongCode = 'That code is not right. 1 try left before the handover locks for 15 minutes.';
    expect(validationMessage(wrongCode, ENGLISH_WORDS)).toBe(wrongCode);
    expect(validationMessage(wrongCode, bangla)).toBe('কোডটি ঠিক নয়। হস্তান্তর ১৫ মিনিটের জন্য লক হওয়ার আগে আর ১ বার চেষ্টা করা যাবে।');
    expect(validationMessage('That code is not right. 3 tries left before the handover locks for 15 minutes.', bangla)).toContain('আর ৩ বার');
  });
});
