import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { usePaths } from '@/lib/i18n/hooks';
import { pagedItems } from '@/lib/paged-query';
import { VerificationRequest, verificationStanding } from '@/features/account/components/verification-request';
import { useMyProducts } from '@/features/products/api/get-my-products';
import { MyProductsTable } from '@/features/products/components/my-products-table';
import { ModerationStatus } from '@/features/moderation/components/moderation-status';
import { useVerification } from '@/features/users/api/get-verification';
import { RequireAuth } from '@/app/layouts/require-auth';

/** A seller not yet verified reads where verification stands and what to do; admins always may list. */
function VerificationNotice({ requestedAt }: { requestedAt: string | null }) {
  const { t, i18n } = useLingui();
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>{requestedAt ? t`Waiting for verification` : t`Not verified yet`}</AlertTitle>
      {i18n._(verificationStanding(requestedAt))}
      <Box sx={{ mt: 1.5 }}>
        <VerificationRequest requestedAt={requestedAt} />
      </Box>
    </Alert>
  );
}

function MyProductsScreen() {
  const { user } = useAuth();
  const paths = usePaths();
  const { t } = useLingui();
  const isAdmin = user?.roles.isAdmin ?? false;
  const products = useMyProducts(user?.email ?? '');
  const verification = useVerification(user && !isAdmin ? user.email : undefined);
  const unverified = !isAdmin && verification.data?.verified === false;
  const canList = isAdmin || verification.data?.verified === true;
  const listed = pagedItems(products.data).length > 0;
  const addButton = (
    <Button component={RouterLink} to={paths.dashboard.addProduct.getHref()} variant="contained" startIcon={<AddIcon />}>
      <Trans>Add product</Trans>
    </Button>
  );
  // An unverified seller is not sent to a form that would only turn them away.
  const empty = unverified ? (
    <EmptyState
      icon={<Inventory2Icon />}
      title={t`You have not listed any phones yet`}
      text={t`Your phones appear here once an admin has verified you and you add them.`}
    />
  ) : (
    <EmptyState
      icon={<Inventory2Icon />}
      title={t`You have not listed any phones yet`}
      text={t`List your first phone in a couple of minutes.`}
      action={canList ? addButton : undefined}
    />
  );

  return (
    <>
      <PageHeader
        title={t`My products`}
        subtitle={t`Mark phones sold, advertise them on the home page, or remove them.`}
        actions={listed && canList ? addButton : undefined}
      />
      {unverified ? <VerificationNotice requestedAt={verification.data?.verificationRequestedAt ?? null} /> : null}
      <PagedList query={products} pending={<Spinner label={t`Loading your products…`} />} errorTitle={t`Your products could not be loaded`} empty={empty}>
        {(items) => <MyProductsTable products={items} moderationStatus={(listing) => <ModerationStatus listing={listing} />} />}
      </PagedList>
    </>
  );
}

/** /my-products: the seller's listings (sellers and admins). */
export default function MyProductsRoute() {
  return (
    <RequireAuth role="seller">
      <MyProductsScreen />
    </RequireAuth>
  );
}
