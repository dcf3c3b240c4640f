import { useAuth } from '@/lib/auth';
import { useMyProducts } from '@/features/products/api/get-my-products';

/**
 * Whether the signed-in person listed this phone, so it offers them no Book Now or heart.
 * Public listings carry no seller identity (no email, no uid), so this reads the person's own
 * listings (My Products, cached and shared with the dashboard), and only for sellers and admins,
 * who alone can list. The API refuses booking one's own phone whatever this answers.
 */
export function useIsOwnListing(productId: string): boolean {
  const { user } = useAuth();
  const canList = Boolean(user && (user.roles.isSeller || user.roles.isAdmin));
  const mine = useMyProducts(canList && user ? user.email : '');
  return mine.data?.pages.some((page) => page.items.some((item) => item._id === productId)) ?? false;
}
