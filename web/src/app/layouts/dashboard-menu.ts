import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import type { Roles } from '@/lib/auth-state';
import type { NavItem } from '@/app/layouts/nav-items';

// Apart from the header's links (nav-items.ts) so it loads with the dashboard, not on a visitor's first load.

/** The dashboard's side menu by role (spec §2). */
export function dashboardMenu(roles: Roles): NavItem[] {
  const d = paths.dashboard;
  const myOrders = { label: 'My Orders', message: msg`My Orders`, href: d.myOrders.getHref() };
  // Buyers make offers and sellers receive them: everyone signed in has them.
  const offers = { label: 'Offers', message: msg`Offers`, href: d.offers.getHref() };
  const wishlist = { label: 'Wishlist', message: msg`Wishlist`, href: d.wishlist.getHref() };
  const addProducts = { label: 'Add Products', message: msg`Add Products`, href: d.addProduct.getHref() };
  // Everyone signed in has messages and a profile.
  const messages = { label: 'Messages', message: msg`Messages`, href: d.messages.getHref() };
  const profile = { label: 'Profile', message: msg`Profile`, href: d.profile.getHref() };
  // Anyone may be hunting for a phone: everyone keeps saved searches.
  const savedSearches = { label: 'My Searches', message: msg`My Searches`, href: d.savedSearches.getHref() };
  if (roles.isAdmin) {
    return [
      { label: 'User List', message: msg`User List`, href: d.users.getHref() },
      { label: 'Buyers', message: msg`Buyers`, href: d.buyers.getHref() },
      { label: 'Sellers', message: msg`Sellers`, href: d.sellers.getHref() },
      { label: 'Review', message: msg`Review`, href: d.review.getHref() },
      { label: 'Reports', message: msg`Reports`, href: d.reports.getHref() },
      { label: 'Blocked IMEIs', message: msg`Blocked IMEIs`, href: d.imeiBlocks.getHref() },
      { label: 'Disputes', message: msg`Disputes`, href: d.disputes.getHref() },
      { label: 'Meeting spots', message: msg`Meeting spots`, href: d.meetupSpots.getHref() },
      { label: 'Audit log', message: msg`Audit log`, href: d.audit.getHref() },
      myOrders,
      offers,
      wishlist,
      savedSearches,
      addProducts,
      messages,
      profile,
    ];
  }
  if (roles.isSeller) return [myOrders, offers, messages, addProducts, savedSearches, profile];
  return [myOrders, offers, messages, wishlist, savedSearches, profile];
}
