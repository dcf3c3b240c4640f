import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProduct } from '@/testing/factories';
import { renderScreen } from '@/testing/render';
import { ProductCard } from '@/features/products/components/product-card';

describe('ProductCard', () => {
  it('shows name, location, condition, used duration, the seller check and the price with "/-"', () => {
    renderScreen(<ProductCard product={createProduct({ location: 'Banani, Dhaka', verified: false, price: 64000 })} />);
    for (const text of ['iPhone 13 Pro', 'Banani, Dhaka', 'Excellent', '1 year', 'Not verified', '64,000/-']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('links to the product page and uses the card-size photo', () => {
    const product = createProduct({ _id: 'abc' });
    renderScreen(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'iPhone 13 Pro' }).getAttribute('href')).toBe('/displayProducts/abc');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/images/abc-400.webp');
  });
});
