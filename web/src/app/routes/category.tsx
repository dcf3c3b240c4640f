import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { isNotFoundError } from '@/lib/api-client';
import { brandLabel } from '@/lib/format';
import { categoryQueryOptions, useCategory } from '@/features/categories/api/get-category';
import { ProductList } from '@/app/components/product-list';
import { ShopLayout } from '@/app/components/shop-layout';

/** Loads the category and its first listings before the screen shows; an unknown one is a 404. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const name = params.name ?? '';
    try {
      await queryClient.ensureInfiniteQueryData(categoryQueryOptions(name));
    } catch (error) {
      if (isNotFoundError(error)) throw data('There is no such category.', { status: 404 });
      throw error;
    }
    return null;
  };

/** /categories/:name: the brand's phones beside the category list. */
export function CategoryRoute() {
  const name = useParams().name ?? '';
  const category = useCategory(name);
  const brand = brandLabel(category.data.pages[0]?.category.category_name ?? name);
  return (
    <>
      <PageHeader title={`${brand} phones`} subtitle={`Used ${brand} smartphones, newest first.`} />
      <ShopLayout>
        <ProductList query={category} label={`${brand} phones`} emptyTitle={`No ${brand} phones are listed right now`} />
      </ShopLayout>
    </>
  );
}
