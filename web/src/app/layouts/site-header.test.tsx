import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, signedIn, signedOut } from '@/testing/render';
import { I18nProvider } from '@/lib/i18n/context';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { SiteHeader } from '@/app/layouts/site-header';

describe('SiteHeader', () => {
  it("counts the wishlist with GET /api/wishlist/count, without downloading it (past 100 too)", async () => {
    const calls = mockApi({ 'GET /api/wishlist/count': { body: { count: 130 } } });
    renderScreen(<SiteHeader />, { auth: signedIn(buyer) });
    expect(await screen.findByLabelText('Wishlist, 130 items')).toBeTruthy();
    const wishlistCalls = calls.filter((call) => call.path.startsWith('/api/wishlist'));
    expect(wishlistCalls.map((call) => `${call.path}${call.search}`)).toEqual(['/api/wishlist/count?email=buyer%40recell.test']);
    expect(wishlistCalls[0]!.headers.Authorization).toBe('Bearer test-id-token');
  });

  it('names its navigation in the page\'s language', async () => {
    mockApi({});
    renderScreen(
      <I18nProvider i18n={await loadLanguage('bn')}>
        <SiteHeader />
      </I18nProvider>,
      { auth: signedOut },
    );
    expect(screen.getByRole('navigation', { name: 'প্রধান' }).querySelector('a[href="/bn/products"]')).toBeTruthy();
  });
});
