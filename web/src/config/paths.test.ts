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

  it("returns to the address's `next` path (a link that works without JavaScript), never to another site", () => {
    expect(returnPath(null, `?next=${encodeURIComponent('/displayProducts/abc')}`)).toBe('/displayProducts/abc');
    expect(returnPath(null, '?next=//evil.example/x')).toBe('/');
    expect(returnPath(null, '?next=https://evil.example/x')).toBe('/');
    expect(paths.login.getHref('/displayProducts/abc')).toBe('/login?next=%2FdisplayProducts%2Fabc');
  });
});

describe('paths', () => {
  it('builds the spec routes', () => {
    expect(paths.category.getHref('oneplus')).toBe('/categories/oneplus');
    expect(paths.product.getHref('abc')).toBe('/displayProducts/abc');
    expect(paths.dashboard.wishlist.getHref()).toBe('/dashboard/wish-list');
  });
});
