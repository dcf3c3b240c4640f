import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InsertedResponse } from '@contract/responses';
import { createProductBody, type CreateProductBody } from '@contract/products';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { pickedImage } from '@/lib/upload-image';

const PHOTO_MISSING = 'Choose a photo of the phone.';

/** What the seller fills in, adding or editing: the body, with a picked photo in place of its uploaded URL. */
export const listingFields = createProductBody.extend({
  phone_details: createProductBody.shape.phone_details.omit({ phone_img: true }),
  photo: pickedImage(PHOTO_MISSING).optional(),
});
export type ProductFormInput = z.input<typeof listingFields>;
export type ProductFormOutput = z.output<typeof listingFields>;

/** Adding a phone: a photo is required (an edit keeps the current one unless another is picked). */
export const productFields = listingFields.refine((fields) => fields.photo instanceof File, {
  path: ['photo'],
  error: PHOTO_MISSING,
  // Said together with every other missing field, not after they are fixed.
  when: () => true,
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
