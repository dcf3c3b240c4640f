import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createWishlistItem } from '@/testing/factories';
import { renderScreen, signedIn } from '@/testing/render';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { I18nProvider } from '@/lib/i18n/context';
import { WishlistTable } from '@/features/wishlist/components/wishlist-table';

describe('WishlistTable', () => {
  const item = createWishlistItem({ name: 'Galaxy S22', status: 'sold' });

  it('shows the phone, its price, specs and the listing status', () => {
    renderScreen(<WishlistTable items={[item]} renderBook={() => null} />, { auth: signedIn() });
    const row = screen.getByRole('list', { name: 'Wishlist' });
    for (const text of ['Galaxy S22', '৳41,000/-', '50 MP', '8 GB / 256 GB', 'Snapdragon 8 Gen 1', 'Sold']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
  });

  it('deletes only after "Are you sure you want to delete this item?"', async () => {
    const calls = mockApi({ [`DELETE /api/wishlist/${item._id}`]: { body: { acknowledged: true, deletedCount: 1 } } });
    renderScreen(<WishlistTable items={[item]} renderBook={() => null} />, { auth: signedIn() });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Galaxy S22 from wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Galaxy S22 from wishlist' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Deleted successfully');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE /api/wishlist/${item._id}`]);
  });

  it('reads in Bangla on a Bangla page: the headings, the status, the condition and the price with Bangla digits', async () => {
    const bangla = await loadLanguage('bn');
    renderScreen(
      <I18nProvider i18n={bangla}>
        <WishlistTable items={[item]} renderBook={() => null} />
      </I18nProvider>,
      { auth: signedIn() },
    );
    const row = screen.getByRole('list', { name: 'উইশলিস্ট' });
    for (const text of ['Galaxy S22', '৳৪১,০০০/-', 'বিক্রি হয়ে গেছে', 'দাম', 'ক্যামেরা']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Galaxy S22 উইশলিস্ট থেকে মুছে ফেলুন' })).toBeTruthy();
  });
});
