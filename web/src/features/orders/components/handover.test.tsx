import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderScreen, seller, signedIn } from '@/testing/render';
import { I18nProvider } from '@/lib/i18n/context';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { HandoverEntry } from '@/features/orders/components/handover';

const WRONG_CODE = 'That code is not right. 2 tries left before the handover locks for 15 minutes.';

async function enterCodeInBangla(answer: { status: number; body: unknown }) {
  mockApi({ 'POST /api/orders/o1/handover': answer });
  renderScreen(
    <I18nProvider i18n={await loadLanguage('bn')}>
      <HandoverEntry orderId="o1" lockedUntil={null} />
    </I18nProvider>,
    { auth: signedIn(seller) },
  );
  fireEvent.change(screen.getByLabelText('ক্রেতার কোড'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'হস্তান্তর সম্পন্ন করুন' }));
}

describe('HandoverEntry on a Bangla page', () => {
  it('says a wrong code, and the tries left, in Bangla', async () => {
    await enterCodeInBangla({ status: 400, body: { acknowledged: false, code: 'validation_failed', message: WRONG_CODE, details: [{ path: 'code', message: WRONG_CODE }] } });
    expect(await screen.findByText('কোডটি ঠিক নয়। হস্তান্তর ১৫ মিনিটের জন্য লক হওয়ার আগে আর ২ বার চেষ্টা করা যাবে।')).toBeTruthy();
  });

  it('says the lock (423) in Bangla, not in the API’s English', async () => {
    await enterCodeInBangla({ status: 423, body: { acknowledged: false, code: 'locked', message: 'Too many wrong codes: the handover is locked for 15 minutes. Try again later.' } });
    expect(await screen.findByText('অনেকবার ভুল কোড দেওয়া হয়েছে: হস্তান্তর ১৫ মিনিট বন্ধ থাকবে। তারপর আবার চেষ্টা করুন।')).toBeTruthy();
  });
});
