import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { PriceVerdictText } from '@/features/products/components/price-verdict-text';

describe('PriceVerdictText', () => {
  const listing = { price: 39000, price_verdict: 'great' as const, price_median: 45000, price_comparables: 7, price_low: 42000, price_high: 48000 };

  it('says how the price compares with similar phones, and what they go for', () => {
    renderScreen(<PriceVerdictText listing={listing} />);
    expect(screen.getByText('A great price: 13 % below the median.')).toBeTruthy();
    expect(screen.getByText('7 similar phones sold or listed for ৳42,000 – ৳48,000, median ৳45,000.')).toBeTruthy();
  });

  it('says when a price is above the usual, and nothing without a verdict', () => {
    renderScreen(<PriceVerdictText listing={{ ...listing, price: 50000, price_verdict: 'high' }} />);
    expect(screen.getByText('Above the usual price: 11 % above the median.')).toBeTruthy();
    const { container } = renderScreen(
      <PriceVerdictText listing={{ ...listing, price_verdict: null, price_median: null, price_comparables: 2, price_low: null, price_high: null }} />,
    );
    expect(container.textContent).toBe('');
  });

  it('says the price is being checked while the verdict is of an earlier price (its seller just changed it)', () => {
    renderScreen(<PriceVerdictText listing={{ ...listing, price: 52000 }} />);
    expect(screen.getByRole('status').textContent).toBe('Updating: checking this price against similar phones…');
    expect(screen.queryByText(/A great price/)).toBeNull();
  });
});
