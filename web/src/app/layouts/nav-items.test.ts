import { describe, expect, it } from 'vitest';
import { accountLinks } from '@/app/layouts/nav-items';
import { dashboardMenu } from '@/app/layouts/dashboard-menu';

const buyer = { isAdmin: false, isBuyer: true, isSeller: false };
const seller = { isAdmin: false, isBuyer: false, isSeller: true };
const admin = { isAdmin: true, isBuyer: false, isSeller: true };
const labels = (items: { label: string | { message?: string } }[]) => items.map((item) => (typeof item.label === 'string' ? item.label : item.label.message));

describe('top navigation by role', () => {
  it('gives buyers Wishlist and Dashboard', () => {
    expect(labels(accountLinks(buyer))).toEqual(['Wishlist', 'Dashboard']);
  });

  it('gives sellers and admins Dashboard and My Products', () => {
    expect(labels(accountLinks(seller))).toEqual(['Dashboard', 'My Products']);
    expect(labels(accountLinks(admin))).toEqual(['Dashboard', 'My Products']);
  });

  it('gives an admin who registered as a buyer My Products as well', () => {
    expect(labels(accountLinks({ isAdmin: true, isBuyer: true, isSeller: false }))).toEqual(['Wishlist', 'Dashboard', 'My Products']);
  });
});

describe('dashboard side menu by role', () => {
  it('admin: the three user lists, the moderation tools, then orders, offers, wishlist, my searches, add products, messages and profile', () => {
    expect(labels(dashboardMenu(admin))).toEqual([
      'User List',
      'Buyers',
      'Sellers',
      'Review',
      'Reports',
      'Blocked IMEIs',
      'Disputes',
      'Meeting spots',
      'Audit log',
      'My Orders',
      'Offers',
      'Wishlist',
      'My Searches',
      'Add Products',
      'Messages',
      'Profile',
    ]);
  });

  it('seller: My Orders, Offers, Messages, Add Products, My Searches and Profile', () => {
    expect(labels(dashboardMenu(seller))).toEqual(['My Orders', 'Offers', 'Messages', 'Add Products', 'My Searches', 'Profile']);
  });

  it('buyer: My Orders, Offers, Messages, Wishlist, My Searches and Profile', () => {
    expect(labels(dashboardMenu(buyer))).toEqual(['My Orders', 'Offers', 'Messages', 'Wishlist', 'My Searches', 'Profile']);
  });

  it('links into /dashboard', () => {
    expect(dashboardMenu(admin).every((item) => item.href.startsWith('/dashboard'))).toBe(true);
  });
});
