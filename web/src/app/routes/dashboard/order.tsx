import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ErrorState } from '@/components/error-state';
import { DocumentTitle } from '@/components/document-title';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useNow } from '@/components/use-now';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@/lib/api-client';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { useAuth } from '@/lib/auth';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderDetails } from '@/features/orders/components/order-details';
import type { OrderSide } from '@contract/order-status';
import { NotFoundRoute } from '@/app/routes/not-found';

/** /dashboard/orders/:id: one order, for its buyer or its seller (an admin reads it), kept live by polling. */
export default function OrderRoute() {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  const paths = usePaths();
  const id = useParams().id ?? '';
  const { user } = useAuth();
  const order = useOrder(id);
  const now = useNow();

  const back = (
    <Button component={RouterLink} to={paths.dashboard.myOrders.getHref()} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
      <Trans>My orders</Trans>
    </Button>
  );

  // The tab is named while the order loads too, not left without a title.
  if (order.isPending) {
    return (
      <>
        <DocumentTitle title={t`Order`} />
        <Spinner label={t`Loading the order…`} />
      </>
    );
  }
  if (order.isError) {
    if (isApiError(order.error) && (order.error.status === 404 || order.error.status === 403)) {
      return <NotFoundRoute title={t`This order does not exist`} text={t`It may belong to someone else, or the link is wrong.`} />;
    }
    return (
      <>
        <DocumentTitle title={t`Order`} />
        {back}
        <ErrorState error={order.error} title={t`This order could not be loaded`} onRetry={() => void order.refetch()} />
      </>
    );
  }
  const side: OrderSide | null = user?.uid === order.data.buyer_uid ? 'buyer' : user?.uid === order.data.seller_uid ? 'seller' : null;
  const buyerName = order.data.buyer_name;
  const bookedOn = formatDate(order.data.createdAt);
  return (
    <Box>
      {back}
      <PageHeader title={order.data.item_name} subtitle={side === 'seller' ? t`Booked by ${buyerName} on ${bookedOn}` : t`Booked on ${bookedOn}`} />
      <OrderDetails order={order.data} side={side} now={now} />
    </Box>
  );
}
