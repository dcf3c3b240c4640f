import { useMutation } from '@tanstack/react-query';
import type { InsertedResponse } from '@contract/responses';
import { createProductBody, type CreateProductBody } from '@contract/products';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { pickedImage } from '@/lib/upload-image';

/** What the seller fills in: the body, with the picked photo in place of its uploaded URL. */
export const productFields = createProductBody.extend({
  phone_details: createProductBody.shape.phone_details.omit({ phone_img: true }),
  photo: pickedImage('Choose a photo of the phone.'),
});

/** POST /api/products (verified sellers). The server adds the seller, dates and status. */
export function createProduct(body: CreateProductBody) {
  return api.post<InsertedResponse>('/products', body, { auth: true });
}

export function useCreateProduct() {
  return useMutation({
    mutationFn: createProduct,
    meta: { invalidates: [queryKeys.products] },
  });
}
