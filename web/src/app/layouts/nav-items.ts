import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '@/config/paths';
import type { Roles } from '@/lib/auth-state';

export interface NavItem {
  /** The English name: what tests match on. */
  label: string;
  /** The name as shown, in the page's language (`i18n._(item.message)`); without it, the label as it is (a brand). */
  message?: MessageDescriptor;
  /** The English path; shown in the page's language with `pathInLanguage()`. */
  href: string;
}

/** A link of the site's header and menu: its words in either language, its English path (shown through `pathInLanguage`). */
export interface SiteLink {
  id: 'home' | 'products' | 'blog' | 'wishlist' | 'dashboard' | 'myProducts';
  label: MessageDescriptor;
  href: string;
}

/** Links everyone sees. The four categories come in their own menu. */
export const PUBLIC_LINKS: SiteLink[] = [
  { id: 'home', label: msg`Home`, href: paths.home.getHref() },
  { id: 'products', label: msg`Products`, href: paths.products.getHref() },
  { id: 'blog', label: msg`Blog`, href: paths.blog.getHref() },
];

/**
 * The signed-in links of the top navigation (spec §2): buyers see Wishlist and Dashboard;
 * everyone else (sellers) Dashboard and My Products. Admins may list phones whatever their
 * role, so they always get My Products too.
 */
export function accountLinks(roles: Roles): SiteLink[] {
  const dashboard: SiteLink = { id: 'dashboard', label: msg`Dashboard`, href: paths.dashboard.myOrders.getHref() };
  const myProducts: SiteLink = { id: 'myProducts', label: msg`My Products`, href: paths.myProducts.getHref() };
  if (roles.isBuyer) return [{ id: 'wishlist', label: msg`Wishlist`, href: paths.wishlist.getHref() }, dashboard, ...(roles.isAdmin ? [myProducts] : [])];
  return [dashboard, myProducts];
}
