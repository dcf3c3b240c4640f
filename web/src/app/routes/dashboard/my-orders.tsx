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
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { NO_ROLES } from '@/lib/auth-state';
import { formatCountOf } from '@/lib/format';
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
const moreFor = (side: 'buyer' | 'seller') => (order: OrderView) => {
  const message = side === 'buyer' && order.status !== 'cancelled' ? <AskSellerButton listingId={order.bookedId} own={false} label="Message seller" size="small" /> : null;
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
      <SectionTitle id="my-bookings" title="My bookings" count={asBuyer.length} />
      {asBuyer.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongIcon />}
          title="You have not booked any phones yet"
          text="When you book a phone, it shows up here with its status."
          action={
            <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
              Find a phone
            </Button>
          }
        />
      ) : (
        <OrdersTable orders={asBuyer} side="buyer" now={now} afterActions={moreFor('buyer')} />
      )}
    </Box>
  );
  const listingBookings = (
    <Box component="section" aria-labelledby="my-listing-bookings">
      <SectionTitle id="my-listing-bookings" title="Bookings on my listings" count={asSeller.length} />
      {waiting > 0 ? (
        <Typography color="warning.dark" fontWeight={600} sx={{ mt: -1, mb: 2 }}>
          {formatCountOf(waiting, { one: 'booking needs', other: 'bookings need' })} your answer: accept a time or decline within 24 hours of the request.
        </Typography>
      ) : null}
      {asSeller.length === 0 ? (
        <EmptyState title="Nobody has booked your phones yet" text="Advertise a listing to show it on the home page." />
      ) : (
        <OrdersTable orders={asSeller} side="seller" now={now} afterActions={moreFor('seller')} />
      )}
    </Box>
  );

  return (
    <>
      <PageHeader title="My orders" subtitle="Phones you booked, and who booked yours." />
      <PagedList query={orders} pending={<Spinner label="Loading your orders…" />} errorTitle="Your orders could not be loaded" moreLabel="Show older orders">
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
  return (
    <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
      {title}{' '}
      <Typography component="span" color="text.secondary" fontWeight={500}>
        ({count})
      </Typography>
    </Typography>
  );
}
