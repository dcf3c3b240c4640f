import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { setApiFieldErrors } from '@/components/form/api-field-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { notifySuccess } from '@/lib/toasts';
import { productFields, useCreateProduct, type ProductFormInput } from '@/features/products/api/create-product';
import { ProductFields, productFieldOf, usePhotoUpload } from '@/features/products/components/product-form-fields';

/** What Add Product fills in for the seller: the phone number and place of their last listing. */
export type RememberedContact = Pick<ProductFormInput, 'mobile_number' | 'location'>;

const EMPTY: Partial<ProductFormInput> = {
  phone_details: { phone_name: '', phone_camera: '', phone_processor: '' },
  storage_gb: '',
  ram_gb: '',
  battery_health: '',
  price: '',
  category_name: undefined,
  condition_type: undefined,
  mobile_number: '',
  location: '',
  purchase_year: '',
  used_duration: '',
  description: '',
};

/** Add Your Product (spec §5): every field required; the photo is uploaded first, then the listing is created. */
export function AddProductForm({ onCreated, remembered }: { onCreated: () => void; remembered?: RememberedContact }) {
  const { control, handleSubmit, setError } = useZodForm(productFields, { defaultValues: { ...EMPTY, ...remembered } });
  const { progress, photoUrl } = usePhotoUpload();
  const createProduct = useCreateProduct();
  const busy = progress !== null || createProduct.isPending;

  const onSubmit = handleSubmit(async ({ photo, phone_details, ...listing }) => {
    const url = photo ? await photoUrl(photo) : null;
    if (!url) return;
    try {
      await createProduct.mutateAsync({ ...listing, phone_details: { ...phone_details, phone_img: url } });
    } catch (error) {
      // The query client has toasted the server's message; its per-field details go on the fields.
      setApiFieldErrors(setError, error, productFieldOf);
      return;
    }
    notifySuccess('productAdded');
    onCreated();
  });

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3, md: 4 } }} aria-label="Add your product">
      <ProductFields control={control} busy={busy} progress={progress} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minWidth: { xs: '100%', sm: 200 } }}>
          {progress !== null ? 'Uploading photo…' : createProduct.isPending ? 'Adding…' : 'Add product'}
        </Button>
      </Box>
    </Paper>
  );
}
