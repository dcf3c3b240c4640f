import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProduct } from '@/testing/factories';
import { renderScreen } from '@/testing/render';
import { trustOf } from '@contract/trust';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { I18nProvider } from '@/lib/i18n/context';
import { ProductDetails } from '@/features/products/components/product-details';

describe('ProductDetails: copies an event is about to bring in step', () => {
  it("tells the seller that their new name and photo reach their listing in a moment, and says nothing otherwise", () => {
    const listing = createProduct({ seller_name: 'Sam Seller' });
    const { unmount } = renderScreen(<ProductDetails product={listing} sellerUpdating />);
    expect(screen.getByText('Sam Seller')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Updating: your new name and photo show here in a moment.');
    unmount();
    renderScreen(<ProductDetails product={listing} />);
    expect(screen.queryByText(/^Updating/)).toBeNull();
  });

  it('says the price is being checked, and shows no verdict badge, while the verdict is of an earlier price', () => {
    renderScreen(<ProductDetails product={createProduct({ price: 52000, price_verdict: 'great', price_median: 45000, price_comparables: 5, price_low: 40000, price_high: 50000 })} />);
    expect(screen.getByText('Updating: checking this price against similar phones…')).toBeTruthy();
    expect(screen.queryByText('Great price')).toBeNull();
  });
});

describe('ProductDetails on a Bangla page', () => {
  it('writes the specs, the status, the price verdict, the trust reasons, the IMEI check and the grade in Bangla, with Bangla digits', async () => {
    const bangla = await loadLanguage('bn');
    const listing = createProduct({ condition_type: 'good', purchase_year: 2024, price: 39000, price_verdict: 'great', price_median: 45000, price_comparables: 7, price_low: 42000, price_high: 48000 });
    const trust = trustOf({ ...listing, seller_completed_sales: 0, seller_rating_avg: null, seller_rating_count: 0 });
    renderScreen(
      <I18nProvider i18n={bangla}>
        <ProductDetails product={{ ...listing, ...trust }} />
      </I18nProvider>,
    );
    const specs = screen.getByRole('heading', { name: 'স্পেসিফিকেশন' }).parentElement!;
    for (const [label, value] of [
      ['স্টোরেজ', '১২৮ GB'],
      ['অবস্থা', 'ভালো'],
      ['কেনার বছর', '২০২৪'],
    ] as const) {
      expect(within(specs).getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    expect(screen.getByText('পাওয়া যাচ্ছে')).toBeTruthy();
    // The taka sign first, as prices are written in Bangladesh.
    expect(screen.getByText('দারুণ দাম: মাঝামাঝি দামের চেয়ে ১৩ % কম।')).toBeTruthy();
    expect(screen.getByText('একই রকম ৭টি ফোন ৳৪২,০০০ – ৳৪৮,০০০ দামে বিক্রি হয়েছে বা তালিকায় আছে, মাঝামাঝি দাম ৳৪৫,০০০।')).toBeTruthy();
    const score = new Intl.NumberFormat('bn-BD').format(trust.trust_score);
    const reasons = within(screen.getByRole('region', { name: `কেন ${score}?` })).getByRole('list', { name: 'আস্থা স্কোরের কারণ' });
    // What a screen reader says first, the reason, then its points.
    expect(reasons.textContent).toContain('পূরণ হয়েছে: বিক্রেতা ReCell-এর যাচাই করা+১৫ (সর্বোচ্চ ১৫)');
    expect(screen.getByRole('heading', { name: 'IMEI •••• 4821, ফরম্যাট যাচাই করা' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ভালো মানে কী?' }));
    expect(screen.getByText('স্ক্রিন চালু থাকলে তাতে কোনো দাগ চোখে পড়ে না।')).toBeTruthy();
    expect(screen.getByText('সামনে বা পেছনে কোনো ফাটা গ্লাস নেই।')).toBeTruthy();
  });
});
