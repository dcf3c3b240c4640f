import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, seller, signedIn } from '@/testing/render';
import { HeroBanner, nextSlide, SLIDES } from '@/features/marketing/components/hero-banner';

describe('HeroBanner', () => {
  it('wraps around after the last slide', () => {
    expect(nextSlide(SLIDES.length - 1)).toBe(0);
  });

  it('advances every 6000 ms and links Buy now to /products', () => {
    vi.useFakeTimers();
    renderScreen(<HeroBanner />);
    const current = () => screen.getByRole('button', { name: /show slide/i, current: true }).getAttribute('aria-label');
    expect(current()).toBe('Show slide 1');
    act(() => vi.advanceTimersByTime(5999));
    expect(current()).toBe('Show slide 1');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('Show slide 2');
    vi.useRealTimers();
    // Slides out of view are aria-hidden, so their links are found by text.
    for (const label of screen.getAllByText('Buy now')) expect(label.closest('a')?.getAttribute('href')).toBe('/products');
  });

  it('gives the selling slide Start selling instead of Buy now', () => {
    renderScreen(<HeroBanner />);
    const selling = screen.getByText('Sell the phone you no longer use').closest<HTMLElement>('[aria-roledescription="slide"]')!;
    expect(within(selling).getByText('Start selling')).toBeTruthy();
    expect(within(selling).queryByText('Buy now')).toBeNull();
    expect(screen.getAllByText('Buy now')).toHaveLength(SLIDES.length - 1);
  });

  it('sends a visitor to register to start selling, and someone signed in to Add Product', () => {
    const startSelling = () => screen.getByText('Start selling').closest('a')?.getAttribute('href');
    const { unmount } = renderScreen(<HeroBanner />);
    expect(startSelling()).toBe('/register');
    unmount();
    renderScreen(<HeroBanner />, { auth: signedIn(seller) });
    expect(startSelling()).toBe('/dashboard/add-products');
  });
});
