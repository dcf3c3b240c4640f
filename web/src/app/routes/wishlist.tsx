import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useLingui } from '@lingui/react/macro';
import { canBeBooked } from '@contract/listing-status';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { usePaths } from '@/lib/i18n/hooks';
import { BookNowButton } from '@/features/orders/components/book-now-button';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { WishlistTable } from '@/features/wishlist/components/wishlist-table';
import { RequireAuth } from '@/app/layouts/require-auth';

/** The wishlist table, at /wishlist and /dashboard/wish-list. */
export function WishlistScreen() {
  const { user } = useAuth();
  const wishlist = useWishlist(user?.email ?? '');
  const paths = usePaths();
  const { t } = useLingui();

  return (
    <>
      <PageHeader title={t`My wishlist`} subtitle={t`Phones you saved. Book one before someone else does.`} />
      <PagedList
        query={wishlist}
        pending={<Spinner label={t`Loading your wishlist…`} />}
        errorTitle={t`Your wishlist could not be loaded`}
        empty={
          <EmptyState
            icon={<FavoriteBorderIcon />}
            title={t`Your wishlist is empty`}
            text={t`Tap the heart on any phone to keep it here for later.`}
            action={
              <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
                {t`Browse phones`}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <WishlistTable
            items={items}
            renderBook={(item) =>
              // The status beside it already says booked or sold.
              canBeBooked(item.status) ? (
                <BookNowButton
                  size="small"
                  fullWidth={false}
                  listing={{ productId: item.productId, name: item.name, price: item.price, image: item.img, status: item.status }}
                />
              ) : null
            }
          />
        )}
      </PagedList>
    </>
  );
}

/** /wishlist: the same screen in the public layout, for signed-in people. */
export default function WishlistRoute() {
  return (
    <RequireAuth>
      <WishlistScreen />
    </RequireAuth>
  );
}
