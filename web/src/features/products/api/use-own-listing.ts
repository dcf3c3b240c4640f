import type { MyListing } from '@contract/products';
import { useAuth } from '@/lib/auth';
import { pagedItems } from '@/lib/paged-query';
import { useMyProducts } from '@/features/products/api/get-my-products';

/**
 * The signed-in person's own listing with this id, as My Products has it (with what only its
 * seller sees: the order holding it, its advertising), or undefined when it is not theirs.
 * Public listings carry no seller identity (no email, no uid), so this reads the person's own
 * listings (cached and shared with the dashboard), and only for sellers and admins, who alone
 * can list.
 */
export function useMyListing(productId: string): MyListing | undefined {
  const { user } = useAuth();
  const canList = Boolean(user && (user.roles.isSeller || user.roles.isAdmin));
  const mine = useMyProducts(canList && user ? user.email : '');
  return pagedItems(mine.data).find((item) => item._id === productId);
}

/** Whether the signed-in person listed this phone, so it offers them no Book Now or heart. The API refuses booking one's own phone whatever this answers. */
export function useIsOwnListing(productId: string): boolean {
  return useMyListing(productId) !== undefined;
}
