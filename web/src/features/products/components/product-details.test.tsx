import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProduct } from '@/testing/factories';
import { renderScreen } from '@/testing/render';
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
