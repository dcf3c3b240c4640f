import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { pagedItems } from '@/lib/paged-query';
import { ADMIN_VERIFIES_SELLERS, VerificationRequest } from '@/features/account/components/verification-request';
import { useMyProducts } from '@/features/products/api/get-my-products';
import { MyProductsTable } from '@/features/products/components/my-products-table';
import { ModerationStatus } from '@/features/moderation/components/moderation-status';
import { useVerification } from '@/features/users/api/get-verification';
import { RequireAuth } from '@/app/layouts/require-auth';

/** A seller not yet verified learns why they cannot list yet, and asks for verification here (admins always may list). */
function VerificationNotice({ email }: { email: string }) {
  const verification = useVerification(email);
  if (!verification.data || verification.data.verified) return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>Waiting for verification</AlertTitle>
      {ADMIN_VERIFIES_SELLERS} Ask once, and add your phones as soon as you are verified.
      <Box sx={{ mt: 1.5 }}>
        <VerificationRequest requestedAt={verification.data.verificationRequestedAt} />
      </Box>
    </Alert>
  );
}

function MyProductsScreen() {
  const { user } = useAuth();
  const products = useMyProducts(user?.email ?? '');
  const listed = pagedItems(products.data).length > 0;
  const addButton = (
    <Button component={RouterLink} to={paths.dashboard.addProduct.getHref()} variant="contained" startIcon={<AddIcon />}>
      Add product
    </Button>
  );

  return (
    <>
      <PageHeader title="My products" subtitle="Mark phones sold, advertise them on the home page, or remove them." actions={listed ? addButton : undefined} />
      {user && !user.roles.isAdmin ? <VerificationNotice email={user.email} /> : null}
      <PagedList
        query={products}
        pending={<Spinner label="Loading your products…" />}
        errorTitle="Your products could not be loaded"
        empty={<EmptyState icon={<Inventory2Icon />} title="You have not listed any phones yet" text="List your first phone in a couple of minutes." action={addButton} />}
      >
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
