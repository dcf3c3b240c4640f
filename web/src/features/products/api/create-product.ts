import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MAX_PHOTOS } from '@contract/constants';
import { ATTESTATION_ITEMS, ATTESTATION_REQUIRED_MESSAGE, type AttestationItemId } from '@contract/grades';
import { IMEI_INVALID_MESSAGE, IMEI_REQUIRED_MESSAGE, isValidImei } from '@contract/imei';
import { createProductBody, type CreateProductBody, type CreateProductResponse } from '@contract/products';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { photosField } from '@/features/products/lib/listing-photos';

/**
 * What the seller fills in, adding or editing: the body, with the photos as they upload in place
 * of their URLs, and the grade's checklist one box per statement in place of `attested`. The IMEI
 * and the checklist are asked when adding only (a listing's IMEI never changes). The phone number
 * is not asked: the listing carries the seller's verified one.
 */
export const listingFields = createProductBody.omit({ photos: true, attested: true, imei: true, mobile_number: true }).extend({
  phone_details: createProductBody.shape.phone_details.omit({ phone_img: true, phone_ram: true }),
  photos: photosField(MAX_PHOTOS),
  imei: z.string().optional(),
  // Typed as text: empty means no floor.
  offer_floor: z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .transform((typed) => (typed === '' || typed === null || typed === undefined ? null : Number(typed)))
    .pipe(
      z
        .number({ error: 'Enter the lowest offer in whole taka, or leave it empty.' })
        .int({ error: 'Enter the lowest offer in whole taka, or leave it empty.' })
        .positive({ error: 'The lowest offer must be more than 0.' })
        .nullable(),
    ),
  attestations: z.partialRecord(z.enum(ATTESTATION_ITEMS.map((item) => item.id) as [AttestationItemId, ...AttestationItemId[]]), z.boolean()).optional(),
});
export type ProductFormInput = z.input<typeof listingFields>;
export type ProductFormOutput = z.output<typeof listingFields>;

/** Every statement of the checklist is ticked. */
export const allAttested = (ticked: ProductFormOutput['attestations']) => ATTESTATION_ITEMS.every((item) => ticked?.[item.id] === true);

/** Adding a phone: the IMEI (the API's own check, said before sending) and every statement of the checklist. */
export const productFields = listingFields
  // Said together with every other missing field, not after they are fixed.
  .refine((fields) => Boolean(fields.imei?.trim()), { path: ['imei'], error: IMEI_REQUIRED_MESSAGE, when: () => true })
  .refine((fields) => !fields.imei?.trim() || isValidImei(fields.imei), { path: ['imei'], error: IMEI_INVALID_MESSAGE, when: () => true })
  .refine((fields) => allAttested(fields.attestations), { path: ['attestations'], error: ATTESTATION_REQUIRED_MESSAGE, when: () => true });

/** POST /api/products (verified sellers). The server adds the seller, dates and status, and answers the status and place in the review queue. */
export function createProduct(body: CreateProductBody) {
  return api.post<CreateProductResponse>('/products', body, { auth: true });
}

export function useCreateProduct() {
  return useMutation({
    mutationFn: createProduct,
    meta: { invalidates: [queryKeys.products] },
  });
}
