import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useMyProducts } from '@/features/products/api/get-my-products';
import { MyProductsTable } from '@/features/products/components/my-products-table';
import { RequireAuth } from '@/app/layouts/require-auth';
import { LoadMore } from '@/components/load-more';

function MyProductsScreen() {
  const { user } = useAuth();
  const products = useMyProducts(user?.email ?? '');
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const addButton = (
    <Button component={RouterLink} to={paths.dashboard.addProduct.getHref()} variant="contained" startIcon={<AddIcon />}>
      Add product
    </Button>
  );

  return (
    <>
      <PageHeader title="My products" subtitle="Mark phones sold, advertise them on the home page, or remove them." actions={items.length > 0 ? addButton : undefined} />
      {products.isPending ? (
        <Spinner label="Loading your products…" />
      ) : products.isError && !products.data ? (
        <ErrorState error={products.error} title="Your products could not be loaded" onRetry={() => void products.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<Inventory2Icon />} title="You have not listed any phones yet" text="List your first phone in a couple of minutes." action={addButton} />
      ) : (
        <>
          <MyProductsTable products={items} />
          <LoadMore query={products} />
        </>
      )}
    </>
  );
}

/** /my-products: the seller's listings (sellers and admins). */
export function MyProductsRoute() {
  return (
    <RequireAuth role="seller">
      <MyProductsScreen />
    </RequireAuth>
  );
}
