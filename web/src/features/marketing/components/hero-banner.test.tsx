import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
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
    expect(screen.getAllByRole('link', { name: 'Buy now' })[0]!.getAttribute('href')).toBe('/products');
    vi.useRealTimers();
  });
});
