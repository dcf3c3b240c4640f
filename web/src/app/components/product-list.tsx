import type { InfiniteData } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { PublicListing } from '@contract/products';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/config/paths';
import type { Page } from '@/lib/api-client';
import { ProductGrid, ProductGridItem, ProductGridSkeleton } from '@/features/products/components/product-grid';
import { ShopProductCard } from '@/app/components/shop-product-card';

/** How many cards load their photo eagerly: the first row on a desktop. */
const EAGER_CARDS = 3;

/** The parts of an infinite query of listings this list reads (plain or suspense). */
interface ListingsQuery {
  data: InfiniteData<Page<PublicListing>> | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
}

/** A grid of listings from a paginated query: skeletons, error, empty, and "Show more" for the next page. */
export function ProductList({ query, label, emptyTitle = 'No phones here yet' }: { query: ListingsQuery; label: string; emptyTitle?: string }) {
  if (!query.data && !query.error) return <ProductGridSkeleton />;
  if (!query.data) return <ErrorState error={query.error} title="Phones could not be loaded" onRetry={() => void query.refetch()} />;

  const products = query.data.pages.flatMap((page) => page.items);
  if (products.length === 0) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={emptyTitle}
        text="New phones are listed every day. Have a look at the other brands in the meantime."
        action={
          <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
            See all phones
          </Button>
        }
      />
    );
  }

  return (
    <>
      <ProductGrid label={label}>
        {products.map((product, index) => (
          <ProductGridItem key={product._id}>
            <ShopProductCard product={product} eager={index < EAGER_CARDS} />
          </ProductGridItem>
        ))}
      </ProductGrid>
      {query.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" size="large" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} sx={{ minWidth: 200 }}>
            {query.isFetchingNextPage ? 'Loading…' : 'Show more phones'}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
