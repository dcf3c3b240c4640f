import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { PublicListing } from '@contract/products';
import { buttonLook } from '@/components/button-look';
import { EmptyState } from '@/components/empty-state';
import { Glyph } from '@/components/glyph';
import { PagedList, type PagedQuery } from '@/components/paged-list';
import { usePaths } from '@/lib/i18n/hooks';
import { ProductGrid, ProductGridItem, ProductGridSkeleton } from '@/features/products/components/product-grid';
import { ShopProductCard } from '@/app/components/shop-product-card';

/** How many cards load their photo eagerly: the first row on a desktop. */
const EAGER_CARDS = 3;

/** A grid of listings from a paginated query: skeletons, error, empty, and "Show more" for the next page. */
export function ProductList({
  query,
  label,
  emptyTitle,
  empty,
  busy = false,
}: {
  query: PagedQuery<PublicListing>;
  label: string;
  /** Newer cards are on their way before the query knows it (a filter just chosen). */
  busy?: boolean;
  emptyTitle?: string;
  /** Replaces the empty state (a search's, with Clear filters). */
  empty?: ReactNode;
}) {
  const paths = usePaths();
  const { t } = useLingui();
  return (
    <PagedList
      query={query}
      pending={<ProductGridSkeleton />}
      errorTitle={t`Phones could not be loaded`}
      moreLabel={t`Show more phones`}
      empty={
        empty ?? (
          <EmptyState
            icon={<Glyph name="searchOff" />}
            title={emptyTitle ?? t`No phones here yet`}
            text={t`New phones are listed every day. Have a look at the other brands in the meantime.`}
            action={
              <RouterLink to={paths.products.getHref()} className={buttonLook('contained')}>
                {t`See all phones`}
              </RouterLink>
            }
          />
        )
      }
    >
      {(products) => (
        <ProductGrid label={label} busy={busy || query.isPlaceholderData}>
          {products.map((product, index) => (
            <ProductGridItem key={product._id}>
              <ShopProductCard product={product} eager={index < EAGER_CARDS} />
            </ProductGridItem>
          ))}
        </ProductGrid>
      )}
    </PagedList>
  );
}
