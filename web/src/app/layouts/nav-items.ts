import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import type { Roles } from '@/lib/auth-state';

export interface NavItem {
  /** The English name: what tests and the header's own choices (no Wishlist link beside the heart) match on. */
  label: string;
  /** The name as shown, in the page's language (`i18n._(item.message)`); without it, the label as it is (a brand). */
  message?: MessageDescriptor;
  /** The English path; shown in the page's language with `pathInLanguage()`. */
  href: string;
}

/** Links everyone sees. The four categories come in their own menu. */
export const PUBLIC_LINKS: NavItem[] = [
  { label: 'Home', message: msg`Home`, href: paths.home.getHref() },
  { label: 'Products', message: msg`Products`, href: paths.products.getHref() },
  { label: 'Blog', message: msg`Blog`, href: paths.blog.getHref() },
];

/**
 * The signed-in links of the top navigation (spec §2): buyers see Wishlist and Dashboard;
 * everyone else (sellers) Dashboard and My Products. Admins may list phones whatever their
 * role, so they always get My Products too.
 */
export function accountLinks(roles: Roles): NavItem[] {
  const dashboard = { label: 'Dashboard', message: msg`Dashboard`, href: paths.dashboard.myOrders.getHref() };
  const myProducts = { label: 'My Products', message: msg`My Products`, href: paths.myProducts.getHref() };
  const wishlist = { label: 'Wishlist', message: msg`Wishlist`, href: paths.wishlist.getHref() };
  if (roles.isBuyer) return [wishlist, dashboard, ...(roles.isAdmin ? [myProducts] : [])];
  return [dashboard, myProducts];
}
