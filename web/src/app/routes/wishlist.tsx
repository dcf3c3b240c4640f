import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { canBeBooked } from '@contract/listing-status';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { BookNowButton } from '@/features/orders/components/book-now-button';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { WishlistTable } from '@/features/wishlist/components/wishlist-table';
import { RequireAuth } from '@/app/layouts/require-auth';
import { LoadMore } from '@/components/load-more';

/** The wishlist table, at /wishlist and /dashboard/wish-list. */
export function WishlistScreen() {
  const { user } = useAuth();
  const wishlist = useWishlist(user?.email ?? '');
  const items = wishlist.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader title="My wishlist" subtitle="Phones you saved. Book one before someone else does." />
      {wishlist.isPending ? (
        <Spinner label="Loading your wishlist…" />
      ) : wishlist.isError && !wishlist.data ? (
        <ErrorState error={wishlist.error} title="Your wishlist could not be loaded" onRetry={() => void wishlist.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FavoriteBorderIcon />}
          title="Your wishlist is empty"
          text="Tap the heart on any phone to keep it here for later."
          action={
            <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
              Browse phones
            </Button>
          }
        />
      ) : (
        <>
          <WishlistTable
            items={items}
            renderBook={(item) =>
              // The status beside it already says booked or sold.
              canBeBooked(item.status) ? (
                <BookNowButton
                  size="small"
                  fullWidth={false}
                  listing={{ productId: item.productId, name: item.name, price: item.price, image: item.img, status: item.status }}
                  sx={{ whiteSpace: 'nowrap' }}
                />
              ) : null
            }
          />
          <LoadMore query={wishlist} />
        </>
      )}
    </>
  );
}

/** /wishlist: the same screen in the public layout, for signed-in people. */
export function WishlistRoute() {
  return (
    <RequireAuth>
      <WishlistScreen />
    </RequireAuth>
  );
}
