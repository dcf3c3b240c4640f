import { describe, expect, it } from 'vitest';
import { paths, returnPath } from '@/config/paths';

describe('returnPath', () => {
  it('returns to the page the guard remembered', () => {
    expect(returnPath({ from: { pathname: '/dashboard/users', search: '?x=1' } })).toBe('/dashboard/users?x=1');
  });

  it('goes home without a remembered page, or when it was login itself', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/');
  });
});

describe('paths', () => {
  it('builds the spec routes', () => {
    expect(paths.category.getHref('oneplus')).toBe('/categories/oneplus');
    expect(paths.product.getHref('abc')).toBe('/displayProducts/abc');
    expect(paths.dashboard.wishlist.getHref()).toBe('/dashboard/wish-list');
  });
});
