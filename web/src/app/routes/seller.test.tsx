import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicReview } from '@contract/reviews';
import type { PublicProfile } from '@contract/users';
import { mockApi } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
import { renderScreen, signedOut } from '@/testing/render';
import SellerRoute, { clientLoader } from '@/app/routes/seller';

// Screens render slowly on a shared, busy machine: give the async queries time.
configure({ asyncUtilTimeout: 5000 });

const review = (n: number, rating: number): PublicReview => ({
  _id: `r${n}`,
  rating,
  text: n === 1 ? 'Honest about the scratches.' : '',
  author_name: `Buyer ${n}`,
  author_img: '',
  author_side: 'buyer',
  item_name: 'Pixel 7',
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-21T10:00:00.000Z',
  sortKey: `k${n}`,
});

const profile: PublicProfile = {
  uid: 'seller-uid',
  name: 'Sam Seller',
  image: '',
  verified: true,
  phone_verified: true,
  user_role: 'Seller',
  member_since: '2025-03-02T10:00:00.000Z',
  completed_sales: 3,
  safe_meetings: 0,
  dispute_outcomes: { resolved: 0, seller_warned: 0, rules_broken: 0, seller_suspended: 0 },
  rating_avg: 4.5,
  rating_count: 2,
  reviews: [review(1, 5), review(2, 4)],
  reviews_next: null,
  listings: [createProduct({ _id: 'p1', seller_uid: 'seller-uid', seller_rating_avg: 4.5, seller_rating_count: 2 })],
};

describe('SellerRoute', () => {
  it("shows the seller's standing, their published reviews and their phones on sale", async () => {
    mockApi({ 'GET /api/users/seller-uid/profile': { body: profile }, 'GET /api/wishlist': { body: [] } });
    renderScreen(<SellerRoute />, { auth: signedOut, at: '/sellers/seller-uid', path: '/sellers/:uid' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeTruthy();
    expect(screen.getAllByText('Verified')[0]).toBeTruthy();
    expect(screen.getByText('Member since Mar 2025')).toBeTruthy();
    expect(screen.getByText('Average rating').nextElementSibling?.textContent).toBe('4.5');
    expect(screen.getByText('Completed sales').nextElementSibling?.textContent).toBe('3');
    const reviews = screen.getByRole('list', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(2);
    expect(within(reviews).getByText('Honest about the scratches.')).toBeTruthy();
    const phones = screen.getByRole('list', { name: 'Phones sold by Sam Seller' });
    expect(within(phones).getAllByRole('article')).toHaveLength(1);
    // The card carries the seller's rating and links to this page.
    expect(within(phones).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeTruthy();
    expect(within(phones).getByRole('link', { name: 'Seller: Sam Seller' }).getAttribute('href')).toBe('/sellers/seller-uid');
  });

  it('shows the safety record: handovers at safe spots and decided disputes by outcome', async () => {
    const record = { ...profile, safe_meetings: 2, dispute_outcomes: { resolved: 1, seller_warned: 1, rules_broken: 0, seller_suspended: 0 } };
    mockApi({ 'GET /api/users/seller-uid/profile': { body: record }, 'GET /api/wishlist': { body: [] } });
    renderScreen(<SellerRoute />, { auth: signedOut, at: '/sellers/seller-uid', path: '/sellers/:uid' });
    const section = await screen.findByRole('region', { name: 'Safety record' });
    expect(section.textContent).toContain('2 handovers at a safe meeting spot');
    expect(section.textContent).toContain('resolved between them 1 · seller warned 1 · listing rules broken 0 · seller suspended 0');
  });

  it('answers 404 for someone unknown', async () => {
    mockApi({});
    const at = (path: string) => ({ params: { uid: 'nobody' }, request: new Request(`http://recell.test${path}`) }) as never;
    // Said in the page's language, as the not-found screen shows it.
    await expect(clientLoader(at('/sellers/nobody'))).rejects.toMatchObject({ data: 'There is no such seller on ReCell.', init: { status: 404 } });
    await expect(clientLoader(at('/bn/sellers/nobody'))).rejects.toMatchObject({ data: 'ReCell-এ এমন কোনো বিক্রেতা নেই।', init: { status: 404 } });
  });
});
