import { paths } from '@/config/paths';
import type { Roles } from '@/lib/auth-state';
import type { NavItem } from '@/app/layouts/nav-items';

// Apart from the header's links (nav-items.ts) so it loads with the dashboard, not on a visitor's first load.

/** The dashboard's side menu by role (spec §2). */
export function dashboardMenu(roles: Roles): NavItem[] {
  const d = paths.dashboard;
  const myOrders = { label: 'My Orders', href: d.myOrders.getHref() };
  const wishlist = { label: 'Wishlist', href: d.wishlist.getHref() };
  const addProducts = { label: 'Add Products', href: d.addProduct.getHref() };
  // Everyone signed in has messages and a profile.
  const messages = { label: 'Messages', href: d.messages.getHref() };
  const profile = { label: 'Profile', href: d.profile.getHref() };
  if (roles.isAdmin) {
    return [
      { label: 'User List', href: d.users.getHref() },
      { label: 'Buyers', href: d.buyers.getHref() },
      { label: 'Sellers', href: d.sellers.getHref() },
      { label: 'Review', href: d.review.getHref() },
      { label: 'Reports', href: d.reports.getHref() },
      { label: 'Blocked IMEIs', href: d.imeiBlocks.getHref() },
      { label: 'Disputes', href: d.disputes.getHref() },
      { label: 'Meeting spots', href: d.meetupSpots.getHref() },
      { label: 'Audit log', href: d.audit.getHref() },
      myOrders,
      wishlist,
      addProducts,
      messages,
      profile,
    ];
  }
  if (roles.isSeller) return [myOrders, messages, addProducts, profile];
  return [myOrders, messages, wishlist, profile];
}
