import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorState } from '@/components/error-state';
import { ApiError, toApiError } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n/context';
import { loadLanguage } from '@/lib/i18n/catalogs';
import type { Language } from '@/lib/i18n/languages';

const notFound = new ApiError(404, 'not_found', 'Order not found.');
// A 503 from a proxy, not the API's JSON: the web's own words for it.
const unavailable = toApiError(503, '<html>Service Unavailable</html>');

async function renderIn(language: Language, error: unknown) {
  const i18n = await loadLanguage(language);
  return render(
    <I18nProvider i18n={i18n}>
      <ErrorState error={error} />
    </I18nProvider>,
  );
}

describe('ErrorState', () => {
  it("shows the API's own English message at once on an English page", async () => {
    await renderIn('en', notFound);
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded');
    expect(screen.getByText('Order not found.')).toBeTruthy();
  });

  it("shows a 404 and a 503 in Bangla on a Bangla page, the code's words rather than the API's English", async () => {
    const first = await renderIn('bn', notFound);
    expect(await screen.findByText('এটি খুঁজে পাওয়া যায়নি। হয়তো সরিয়ে ফেলা হয়েছে।')).toBeTruthy();
    expect(screen.getByText('এটি লোড করা যায়নি')).toBeTruthy();
    expect(screen.queryByText('Order not found.')).toBeNull();

    first.unmount();
    await renderIn('bn', unavailable);
    expect(await screen.findByText('ReCell-এ এখন একটু সমস্যা হচ্ছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।')).toBeTruthy();
  });
});
