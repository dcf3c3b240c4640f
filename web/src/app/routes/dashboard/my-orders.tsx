import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { OrderView } from '@contract/orders';
import { buyerEmailOf } from '@contract/names';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { useNow } from '@/components/use-now';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth';
import { NO_ROLES } from '@/lib/auth-state';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { pagedItems } from '@/lib/paged-query';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { needsSellerAnswer, sellerOrderQueue } from '@/features/orders/lib/needs-answer';
import { AskSellerButton } from '@/features/messages/components/ask-seller-button';
import { OrderReview } from '@/features/reviews/components/order-review';

/**
 * What a row adds from the messages and reviews: the buyer can message the seller about the phone
 * (the listing's conversation), and each side reviews the other once the order is completed.
 */
const moreFor = (side: 'buyer' | 'seller', messageSeller: string) => (order: OrderView) => {
  const message = side === 'buyer' && order.status !== 'cancelled' ? <AskSellerButton listingId={order.bookedId} own={false} label={messageSeller} size="small" /> : null;
  const review =
    order.status === 'completed' ? (
      <OrderReview orderId={order._id} otherName={side === 'buyer' ? order.seller_name : order.buyer_name} itemName={order.item_name} />
    ) : null;
  if (!message && !review) return null;
  // Items of the Action cell's own stack (orders-table.tsx), which lays them out at every width.
  return (
    <>
      {message}
      {review}
    </>
  );
};

/** /dashboard: the person's bookings, and for a seller the bookings on their listings. */
export default function MyOrdersRoute() {
  const { t } = useLingui();
  const paths = usePaths();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const roles = user?.roles ?? NO_ROLES;
  const orders = useOrders(email);
  const all = pagedItems(orders.data);
  const asBuyer = all.filter((order) => buyerEmailOf(order) === email);
  const now = useNow();
  // Bookings waiting for the seller's answer come first: they run out in 24 hours.
  const asSeller = sellerOrderQueue(
    all.filter((order) => order.seller_email === email),
    now,
  );
  const waiting = asSeller.filter((order) => needsSellerAnswer(order, now)).length;
  const sells = roles.isSeller || roles.isAdmin || asSeller.length > 0;

  const myBookings = (
    <Box component="section" aria-labelledby="my-bookings">
      <SectionTitle id="my-bookings" title={t`My bookings`} count={asBuyer.length} />
      {asBuyer.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongIcon />}
          title={t`You have not booked any phones yet`}
          text={t`When you book a phone, it shows up here with its status.`}
          action={
            <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
              <Trans>Find a phone</Trans>
            </Button>
          }
        />
      ) : (
        <OrdersTable orders={asBuyer} side="buyer" now={now} afterActions={moreFor('buyer', t`Message seller`)} />
      )}
    </Box>
  );
  const listingBookings = (
    <Box component="section" aria-labelledby="my-listing-bookings">
      <SectionTitle id="my-listing-bookings" title={t`Bookings on my listings`} count={asSeller.length} />
      {waiting > 0 ? (
        <Typography color="warning.dark" fontWeight={600} sx={{ mt: -1, mb: 2 }}>
          {t`${plural(waiting, {
            one: '# booking needs your answer: accept a time or decline within 24 hours of the request.',
            other: '# bookings need your answer: accept a time or decline within 24 hours of the request.',
          })}`}
        </Typography>
      ) : null}
      {asSeller.length === 0 ? (
        <EmptyState title={t`Nobody has booked your phones yet`} text={t`Advertise a listing to show it on the home page.`} />
      ) : (
        <OrdersTable orders={asSeller} side="seller" now={now} afterActions={moreFor('seller', t`Message seller`)} />
      )}
    </Box>
  );

  return (
    <>
      <PageHeader title={t`My orders`} subtitle={t`Phones you booked, and who booked yours.`} />
      <PagedList query={orders} pending={<Spinner label={t`Loading your orders…`} />} errorTitle={t`Your orders could not be loaded`} moreLabel={t`Show older orders`}>
        {() => (
          <Stack spacing={5}>
            {/* A seller mostly comes here for the bookings on their phones: those go first. */}
            {roles.isSeller ? (
              <>
                {listingBookings}
                {myBookings}
              </>
            ) : (
              <>
                {myBookings}
                {sells ? listingBookings : null}
              </>
            )}
          </Stack>
        )}
      </PagedList>
    </>
  );
}

function SectionTitle({ id, title, count }: { id: string; title: string; count: number }) {
  const { formatCount } = useFormat();
  return (
    <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
      {title}{' '}
      <Typography component="span" color="text.secondary" fontWeight={500}>
        ({formatCount(count)})
      </Typography>
    </Typography>
  );
}
