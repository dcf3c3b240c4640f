import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import EditOffIcon from '@mui/icons-material/EditOffOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useOwnListing } from '@/features/products/api/get-my-products';
import { EditProductForm } from '@/features/products/components/edit-product-form';
import { editBlockedReason } from '@/features/products/lib/editable';
import { RequireAuth } from '@/app/layouts/require-auth';

function EditProductScreen() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const listing = useOwnListing(user?.email ?? '', id);
  const navigate = useNavigate();
  const backToList = (
    <Button component={RouterLink} to={paths.myProducts.getHref()} variant="contained">
      Back to my products
    </Button>
  );

  if (listing.isError) return <ErrorState error={listing.error} title="Your listing could not be loaded" onRetry={() => void listing.refetch()} />;
  if (listing.product === undefined) return <Spinner label="Loading your listing…" />;
  if (listing.product === null) {
    return (
      <>
        <PageHeader title="Edit your product" />
        <EmptyState icon={<SearchOffIcon />} title="This listing is not one of yours" text="It may have been deleted. Your listings are in My products." action={backToList} />
      </>
    );
  }
  const product = listing.product;
  const blocked = editBlockedReason(product);
  return (
    <>
      <PageHeader title="Edit your product" subtitle={`${product.phone_details.phone_name}: buyers see your changes at once.`} />
      {blocked ? (
        <EmptyState icon={<EditOffIcon />} title="This phone cannot be edited now" text={blocked} action={backToList} />
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
