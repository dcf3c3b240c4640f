import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ErrorState } from '@/components/error-state';
import { DocumentTitle } from '@/components/document-title';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useNow } from '@/components/use-now';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useAuth } from '@/lib/auth';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderDetails } from '@/features/orders/components/order-details';
import type { OrderSide } from '@contract/order-status';
import { NotFoundRoute } from '@/app/routes/not-found';

/** /dashboard/orders/:id: one order, for its buyer or its seller (an admin reads it), kept live by polling. */
export default function OrderRoute() {
  const id = useParams().id ?? '';
  const { user } = useAuth();
  const order = useOrder(id);
  const now = useNow();

  const back = (
    <Button component={RouterLink} to={paths.dashboard.myOrders.getHref()} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
      My orders
    </Button>
  );

  // The tab is named while the order loads too, not left without a title.
  if (order.isPending) {
    return (
      <>
        <DocumentTitle title="Order" />
        <Spinner label="Loading the order…" />
      </>
    );
  }
  if (order.isError) {
    if (isApiError(order.error) && (order.error.status === 404 || order.error.status === 403)) {
      return <NotFoundRoute title="This order does not exist" text="It may belong to someone else, or the link is wrong." />;
    }
    return (
      <>
        <DocumentTitle title="Order" />
        {back}
        <ErrorState error={order.error} title="This order could not be loaded" onRetry={() => void order.refetch()} />
      </>
    );
  }
  const side: OrderSide | null = user?.uid === order.data.buyer_uid ? 'buyer' : user?.uid === order.data.seller_uid ? 'seller' : null;
  return (
    <Box>
      {back}
      <PageHeader title={order.data.item_name} subtitle={side === 'seller' ? `Booked by ${order.data.buyer_name} on ${formatDate(order.data.createdAt)}` : `Booked on ${formatDate(order.data.createdAt)}`} />
      <OrderDetails order={order.data} side={side} now={now} />
    </Box>
  );
}
