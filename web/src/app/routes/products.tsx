import { PageHeader } from '@/components/page-header';
import { useProducts } from '@/features/products/api/get-products';
import { ProductList } from '@/app/components/product-list';
import { ShopLayout } from '@/app/components/shop-layout';

/** All products with the category list (spec §2); more pages load on demand. */
export function ProductsRoute() {
  const products = useProducts();
  return (
    <>
      <PageHeader title="All phones" subtitle="Second-hand smartphones from sellers near you, newest first." />
      <ShopLayout>
        <ProductList query={products} label="Phones" />
      </ShopLayout>
    </>
  );
}
