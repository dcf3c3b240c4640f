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
