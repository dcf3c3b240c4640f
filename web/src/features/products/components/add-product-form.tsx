import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useWatch } from 'react-hook-form';
import { imeiDigits } from '@contract/imei';
import { setApiFieldErrors } from '@/components/form/api-field-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import type { CreateProductResponse } from '@contract/products';
import { isApiError } from '@/lib/api-client';
import { useFormat, useWords } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { productFieldsIn, useCreateProduct, type ProductFormInput } from '@/features/products/api/create-product';
import { ProductFields, productFieldOf } from '@/features/products/components/product-form-fields';
import { isUploading, photoUrlsOf, type ListingPhoto } from '@/features/products/lib/listing-photos';

/** What Add Product fills in for the seller: the place of their last listing. */
export type RememberedContact = Pick<ProductFormInput, 'location'>;

const EMPTY: Partial<ProductFormInput> = {
  phone_details: { phone_name: '', phone_camera: '', phone_processor: '' },
  storage_gb: '',
  ram_gb: '',
  battery_health: '',
  imei: '',
  attestations: {},
  photos: [],
  price: '',
  category_name: undefined,
  condition_type: undefined,
  location: '',
  purchase_year: '',
  used_duration: '',
  description: '',
  firm_price: false,
  offer_floor: '',
};

/** After "Product added successfully": live now, or waiting for an admin and where in the queue. */
function whatHappensNext({ status, queue_position: position }: CreateProductResponse, formatOrdinal: (position: number) => string): MessageDescriptor {
  if (status !== 'pending_review') return msg`It is live: buyers can find and book it now.`;
  if (!position) return msg`It waits for an admin's review before buyers can see it. It is in the queue; My products shows where it stands.`;
  const place = formatOrdinal(position);
  return msg`It waits for an admin's review before buyers can see it. It is ${place} in the queue; My products shows where it stands.`;
}

/**
 * Add Your Product (spec §5): every field required, the IMEI checked as the API checks
 * it, every statement of the grade ticked; photos upload as they are picked, the first is the cover.
 */
export function AddProductForm({ onCreated, remembered }: { onCreated: () => void; remembered?: RememberedContact }) {
  // Its messages in the page's words, the schema made once per language.
  const { i18n: formI18n, format } = useWords();
  const schema = useMemo(() => productFieldsIn({ i18n: formI18n, format }), [formI18n, format]);
  const { control, handleSubmit, setError } = useZodForm(schema, { defaultValues: { ...EMPTY, ...remembered } });
  const photos = useWatch({ control, name: 'photos' }) as ListingPhoto[] | undefined;
  const uploading = (photos ?? []).some(isUploading);
  const createProduct = useCreateProduct();
  const busy = createProduct.isPending;
  const { t, i18n } = useLingui();
  const { formatOrdinal } = useFormat();

  const onSubmit = handleSubmit(async ({ photos: picked, attestations: _ticked, imei = '', ...listing }) => {
    let created: CreateProductResponse;
    try {
      created = await createProduct.mutateAsync({ ...listing, imei: imeiDigits(imei), attested: true, photos: photoUrlsOf(picked) });
    } catch (error) {
      // The query client has toasted the server's message; its per-field details go on the fields.
      if (!setApiFieldErrors(setError, error, productFieldOf) && isApiError(error) && error.code === 'imei_in_use') {
        setError('imei', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      return;
    }
    notifySuccess('productAdded', i18n._(whatHappensNext(created, formatOrdinal)));
    onCreated();
  });

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3, md: 4 } }} aria-label={t`Add your product`}>
      <ProductFields control={control} busy={busy} mode="add" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={busy || uploading} sx={{ minWidth: { xs: '100%', sm: 200 } }}>
          {uploading ? t`Uploading photos…` : createProduct.isPending ? t`Adding…` : t`Add product`}
        </Button>
      </Box>
    </Paper>
  );
}
