import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProduct } from '@/testing/factories';
import { renderScreen } from '@/testing/render';
import { ProductCard } from '@/features/products/components/product-card';

describe('ProductCard', () => {
  it('shows name, location, condition, used duration, the seller check and the price with its currency and "/-"', () => {
    renderScreen(<ProductCard product={createProduct({ location: 'Banani, Dhaka', verified: false, price: 64000 })} />);
    for (const text of ['iPhone 13 Pro', 'Banani, Dhaka', 'Excellent', '1 year', 'Not verified', '৳64,000/-']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('names the model once: as the card and its one link (the photo link is hidden from screen readers); the seller links to their profile', () => {
    const product = createProduct({ _id: 'abc', seller_rating_avg: 4.67, seller_rating_count: 3 });
    renderScreen(<ProductCard product={product} />);
    const card = screen.getByRole('article', { name: 'iPhone 13 Pro' });
    expect(within(card).getAllByText('iPhone 13 Pro')).toHaveLength(1);
    expect(within(card).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/displayProducts/abc', '/sellers/seller-uid']);
    expect(within(card).getByRole('link', { name: 'Seller: Sam Seller' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5 from 3 reviews' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'iPhone 13 Pro' }).getAttribute('href')).toBe('/displayProducts/abc');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/images/abc-400.webp');
  });

  it('keeps the seller check in words for screen readers when a phone shows it as an icon', () => {
    renderScreen(<ProductCard product={createProduct({ verified: true })} />);
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByTitle('Verified seller')).toBeTruthy();
  });

  it('marks a booked phone on its photo, and an advertised one as Recommended', () => {
    renderScreen(<ProductCard product={createProduct({ status: 'booked' })} recommended />);
    expect(screen.getByText('Booked')).toBeTruthy();
    expect(screen.getByText('Recommended')).toBeTruthy();
  });

  it('shows a recent price drop: "Price dropped" and the old price struck through', () => {
    const dropped = createProduct({ price: 64000, previous_price: 68000, price_dropped_at: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString() });
    renderScreen(<ProductCard product={dropped} />);
    expect(screen.getByText('Price dropped')).toBeTruthy();
    expect(screen.getByText('৳64,000/-')).toBeTruthy();
    const old = screen.getByText('৳68,000/-');
    expect(old.tagName).toBe('S');
    expect(old.textContent).toBe('was ৳68,000/-');
  });

  it('shows no drop without one, nor for one older than 7 days', () => {
    const stale = createProduct({ price: 64000, previous_price: 68000, price_dropped_at: new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString() });
    renderScreen(<ProductCard product={stale} />);
    renderScreen(<ProductCard product={createProduct({ price: 64000 })} />);
    expect(screen.queryByText('Price dropped')).toBeNull();
    expect(screen.queryByText('৳68,000/-')).toBeNull();
  });

  it('shows storage, RAM and battery health, the health once: as a badge from 80 % up, in the line below that', () => {
    renderScreen(<ProductCard product={createProduct({ storage_gb: 1024, ram_gb: 8, battery_health: 80 })} />);
    expect(screen.getByText('1 TB · 8 GB RAM')).toBeTruthy();
    // One figure, its sign held to it by a no-break space (the text matchers read it as a space).
    expect(screen.getByText(/^Battery 80 %$/).textContent).toBe('Battery 80\u00a0%');
  });

  it('has no battery badge under 80 %, and leaves out a spec an old listing lacks', () => {
    renderScreen(<ProductCard product={createProduct({ storage_gb: 128, ram_gb: undefined, battery_health: 79 })} />);
    expect(screen.getByText(/^128 GB · Battery 79 %$/)).toBeTruthy();
    expect(screen.queryByText(/^Battery \d+ %$/)).toBeNull();
  });

  it('carries the trust score, and a Great or Fair price badge but nothing for a high price', () => {
    renderScreen(<ProductCard product={createProduct({ trust_score: 86, price_verdict: 'great' })} />);
    renderScreen(<ProductCard product={createProduct({ trust_score: 55, price_verdict: 'fair' })} />);
    renderScreen(<ProductCard product={createProduct({ trust_score: 40, price_verdict: 'high' })} />);
    expect(screen.getAllByText(/^Trust \d+\/100$/).map((badge) => badge.textContent)).toEqual(['Trust 86/100', 'Trust 55/100', 'Trust 40/100']);
    expect(screen.getAllByText(/price$/).map((badge) => badge.textContent)).toEqual(['Great price', 'Fair price']);
  });

  it('shows no badge for a verdict judged at an earlier price, until it is judged again at the new one', () => {
    // Judged great at ৳39,000 against a median of ৳45,000; the seller has just asked ৳52,000.
    const judgedBefore = createProduct({ price: 52000, price_verdict: 'great', price_median: 45000 });
    renderScreen(<ProductCard product={judgedBefore} />);
    expect(screen.queryByText('Great price')).toBeNull();
    renderScreen(<ProductCard product={{ ...judgedBefore, price: 39000 }} />);
    expect(screen.getByText('Great price')).toBeTruthy();
  });
});
