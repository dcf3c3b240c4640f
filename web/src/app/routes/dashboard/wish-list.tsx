import { WishlistScreen } from '@/app/routes/wishlist';

/** /dashboard/wish-list: the wishlist table inside the dashboard (the layout already requires a user). */
export default function DashboardWishlistRoute() {
  return <WishlistScreen />;
}
