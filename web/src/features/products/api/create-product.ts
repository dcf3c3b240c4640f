import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { MAX_PHOTOS } from '@contract/constants';
import { ATTESTATION_ITEMS, type AttestationItemId } from '@contract/grades';
import { isValidImei } from '@contract/imei';
import { createProductBody, type CreateProductBody, type CreateProductResponse } from '@contract/products';
import { api } from '@/lib/api-client';
import { ENGLISH_WORDS, type Words } from '@/lib/i18n/words';
import { queryKeys } from '@/lib/query-keys';
import { photosField } from '@/features/products/lib/listing-photos';

/**
 * The contract's messages for the IMEI and the checklist (IMEI_REQUIRED_MESSAGE, IMEI_INVALID_MESSAGE,
 * ATTESTATION_REQUIRED_MESSAGE: the English, word for word) in the page's language.
 */
export const LISTING_CHECK_WORDS = {
  imeiRequired: msg`IMEI is required: dial *#06# to see it.`,
  imeiInvalid: msg`This IMEI is not valid — check the digits`,
  attestationRequired: msg`Confirm that the phone meets every condition of its grade.`,
};

/**
 * What the seller fills in, adding or editing, its messages in the page's words: the body, with the
 * photos as they upload in place of their URLs, and the grade's checklist one box per statement in
 * place of `attested`. The IMEI and the checklist are asked when adding only (a listing's IMEI never
 * changes). The phone number is not asked: the listing carries the seller's verified one.
 */
export function listingFieldsIn(words: Words = ENGLISH_WORDS) {
  const { i18n } = words;
  const wholeTaka = i18n._(msg`Enter the lowest offer in whole taka, or leave it empty.`);
  return createProductBody.omit({ photos: true, attested: true, imei: true, mobile_number: true }).extend({
    phone_details: createProductBody.shape.phone_details.omit({ phone_img: true, phone_ram: true }),
    photos: photosField(MAX_PHOTOS, words),
    imei: z.string().optional(),
    // Typed as text: empty means no floor.
    offer_floor: z
      .union([z.string(), z.number()])
      .nullable()
      .optional()
      .transform((typed) => (typed === '' || typed === null || typed === undefined ? null : Number(typed)))
      .pipe(
        z
          .number({ error: wholeTaka })
          .int({ error: wholeTaka })
          .positive({ error: i18n._(msg`The lowest offer must be more than 0.`) })
          .nullable(),
      ),
    attestations: z.partialRecord(z.enum(ATTESTATION_ITEMS.map((item) => item.id) as [AttestationItemId, ...AttestationItemId[]]), z.boolean()).optional(),
  });
}
export type ListingFields = ReturnType<typeof listingFieldsIn>;
export type ProductFormInput = z.input<ListingFields>;
export type ProductFormOutput = z.output<ListingFields>;

/** Every statement of the checklist is ticked. */
export const allAttested = (ticked: ProductFormOutput['attestations']) => ATTESTATION_ITEMS.every((item) => ticked?.[item.id] === true);

/** Adding a phone: the IMEI (the API's own check, said before sending) and every statement of the checklist. */
export function productFieldsIn(words: Words = ENGLISH_WORDS) {
  const { i18n } = words;
  return (
    listingFieldsIn(words)
      // Said together with every other missing field, not after they are fixed.
      .refine((fields) => Boolean(fields.imei?.trim()), { path: ['imei'], error: i18n._(LISTING_CHECK_WORDS.imeiRequired), when: () => true })
      .refine((fields) => !fields.imei?.trim() || isValidImei(fields.imei), { path: ['imei'], error: i18n._(LISTING_CHECK_WORDS.imeiInvalid), when: () => true })
      .refine((fields) => allAttested(fields.attestations), { path: ['attestations'], error: i18n._(LISTING_CHECK_WORDS.attestationRequired), when: () => true })
  );
}
export type ProductFieldsSchema = ReturnType<typeof productFieldsIn>;

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
