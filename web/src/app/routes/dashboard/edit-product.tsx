import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import EditOffIcon from '@mui/icons-material/EditOffOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { usePaths } from '@/lib/i18n/hooks';
import { useOwnListing } from '@/features/products/api/get-my-products';
import { EditProductForm } from '@/features/products/components/edit-product-form';
import { editBlockedReason } from '@/features/products/lib/editable';
import { RequireAuth } from '@/app/layouts/require-auth';

function EditProductScreen() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const listing = useOwnListing(user?.email ?? '', id);
  const navigate = useNavigate();
  const paths = usePaths();
  const { t, i18n } = useLingui();
  const backToList = (
    <Button component={RouterLink} to={paths.myProducts.getHref()} variant="contained">
      <Trans>Back to my products</Trans>
    </Button>
  );

  if (listing.isError) return <ErrorState error={listing.error} title={t`Your listing could not be loaded`} onRetry={() => void listing.refetch()} />;
  if (listing.product === undefined) return <Spinner label={t`Loading your listing…`} />;
  if (listing.product === null) {
    return (
      <>
        <PageHeader title={t`Edit your product`} />
        <EmptyState
          icon={<SearchOffIcon />}
          title={t`This listing is not one of yours`}
          text={t`It may have been deleted. Your listings are in My products.`}
          action={backToList}
        />
      </>
    );
  }
  const product = listing.product;
  const phoneName = product.phone_details.phone_name;
  const blocked = editBlockedReason(product);
  return (
    <>
      <PageHeader title={t`Edit your product`} subtitle={t`${phoneName}: buyers see your changes at once.`} />
      {blocked ? (
        <EmptyState icon={<EditOffIcon />} title={t`This phone cannot be edited now`} text={i18n._(blocked)} action={backToList} />
      ) : (
        <EditProductForm product={product} onSaved={() => navigate(paths.myProducts.getHref())} />
      )}
    </>
  );
}

/** /dashboard/products/:id/edit: the seller changes a listing of theirs (not while it is booked). */
export default function EditProductRoute() {
  return (
    <RequireAuth role="seller">
      <EditProductScreen />
    </RequireAuth>
  );
}
