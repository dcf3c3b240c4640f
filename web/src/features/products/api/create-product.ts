import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductBody } from '@contract/products';
import type { InsertedResponse } from '@contract/responses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export { createProductBody } from '@contract/products';

/** POST /api/products (verified sellers). The server adds the seller, dates and status. */
export function createProduct(body: CreateProductBody) {
  return api.post<InsertedResponse>('/products', body, { auth: true });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products }),
  });
}
