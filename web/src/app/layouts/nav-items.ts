import { paths } from '@/config/paths';
import type { Roles } from '@/lib/auth-state';

export interface NavItem {
  label: string;
  href: string;
}

/** Links everyone sees. The four categories come in their own menu. */
export const PUBLIC_LINKS: NavItem[] = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'Products', href: paths.products.getHref() },
  { label: 'Blog', href: paths.blog.getHref() },
];

/**
 * The signed-in links of the top navigation (spec §2): buyers see Wishlist and Dashboard;
 * everyone else (sellers) Dashboard and My Products. Admins may list phones whatever their
 * role, so they always get My Products too.
 */
export function accountLinks(roles: Roles): NavItem[] {
  const dashboard = { label: 'Dashboard', href: paths.dashboard.myOrders.getHref() };
  const myProducts = { label: 'My Products', href: paths.myProducts.getHref() };
  if (roles.isBuyer) return [{ label: 'Wishlist', href: paths.wishlist.getHref() }, dashboard, ...(roles.isAdmin ? [myProducts] : [])];
  return [dashboard, myProducts];
}

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
