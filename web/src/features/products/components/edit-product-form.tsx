import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { SellerListing, UpdateProductBody } from '@contract/products';
import { setApiFieldErrors } from '@/components/form/api-field-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { useWatch } from 'react-hook-form';
import { useWords } from '@/lib/i18n/hooks';
import { notifyError, notifySuccess } from '@/lib/toasts';
import { listingFieldsIn, type ProductFormInput } from '@/features/products/api/create-product';
import { useUpdateProduct } from '@/features/products/api/update-product';
import { ProductFields, productFieldOf } from '@/features/products/components/product-form-fields';
import { isUploading, photoUrlsOf, storedPhoto, type ListingPhoto } from '@/features/products/lib/listing-photos';

/** The form's values for a listing as stored. */
function formValuesOf(product: SellerListing): ProductFormInput {
  const { phone_img: _photo, phone_img_card: _card, phone_ram: _derived, ...details } = product.phone_details;
  return {
    phone_details: details,
    category_name: product.category_name,
    condition_type: product.condition_type,
    storage_gb: product.storage_gb ?? '',
    ram_gb: product.ram_gb ?? '',
    battery_health: product.battery_health ?? '',
    price: product.price,
    purchase_year: product.purchase_year,
    used_duration: product.used_duration,
    location: product.location,
    description: product.description,
    firm_price: product.firm_price,
    offer_floor: product.offer_floor ?? '',
    // A listing from before several photos has its one photo.
    photos: (product.photos?.length ? product.photos : [product.phone_details.phone_img].filter(Boolean)).map(storedPhoto),
  };
}

/** Only what the seller changed (every field but the details is a plain value): an edit that leaves the price alone leaves its price drop alone too. */
function changesOf(product: SellerListing, edited: UpdateProductBody): UpdateProductBody {
  const { phone_details: details = {}, photos, ...fields } = edited;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== product[key as keyof SellerListing]) changes[key] = value;
  }
  if (photos && photos.join('\n') !== (product.photos ?? [product.phone_details.phone_img]).join('\n')) changes.photos = photos;
  const changedDetails = Object.fromEntries(
    Object.entries(details).filter(([key, value]) => value !== product.phone_details[key as keyof SellerListing['phone_details']]),
  );
  if (Object.keys(changedDetails).length > 0) changes.phone_details = changedDetails;
  return changes as UpdateProductBody;
}

/** Edit a listing: Add Product's fields (less the IMEI, which never changes, and the checklist already ticked), filled in with the listing; only the changes are sent. */
export function EditProductForm({ product, onSaved }: { product: SellerListing; onSaved: () => void }) {
  // Its messages in the page's words, the schema made once per language.
  const { i18n: formI18n, format } = useWords();
  const schema = useMemo(() => listingFieldsIn({ i18n: formI18n, format }), [formI18n, format]);
  const { control, handleSubmit, setError } = useZodForm(schema, { defaultValues: formValuesOf(product) });
  const photos = useWatch({ control, name: 'photos' }) as ListingPhoto[] | undefined;
  const uploading = (photos ?? []).some(isUploading);
  const updateProduct = useUpdateProduct();
  const busy = updateProduct.isPending;
  const { t } = useLingui();

  const onSubmit = handleSubmit(async ({ photos: picked, imei: _imei, attestations: _ticked, ...listing }) => {
    const changes = changesOf(product, { ...listing, photos: photoUrlsOf(picked) });
    if (Object.keys(changes).length === 0) {
      notifyError(t`Nothing has changed yet.`, 'edit-unchanged');
      return;
    }
    try {
      await updateProduct.mutateAsync({ id: product._id, changes });
    } catch (error) {
      setApiFieldErrors(setError, error, productFieldOf);
      return;
    }
    notifySuccess('productSaved');
    onSaved();
  });

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3, md: 4 } }} aria-label={t`Edit your product`}>
      <ProductFields control={control} busy={busy} mode="edit" imeiLast4={product.imei_last4} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={busy || uploading} sx={{ minWidth: { xs: '100%', sm: 200 } }}>
          {uploading ? t`Uploading photos…` : updateProduct.isPending ? t`Saving…` : t`Save changes`}
        </Button>
      </Box>
    </Paper>
  );
}
