import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CATEGORY_NAMES, CONDITIONS, FIRST_PURCHASE_YEAR } from '@contract/constants';
import { setApiFieldErrors } from '@/components/form/api-field-errors';
import { FormImagePicker } from '@/components/form/form-image-picker';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage } from '@/lib/api-client';
import { brandLabel, capitalize } from '@/lib/format';
import { uploadImage } from '@/lib/upload-image';
import { notifyError, notifySuccess } from '@/lib/toasts';
import { productFields, useCreateProduct } from '@/features/products/api/create-product';
import { PhoneSpecFields } from '@/features/products/components/phone-spec-fields';

const EMPTY = {
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

/** The API's message about the uploaded photo's URL belongs to the photo picker. */
const fieldOf = (path: string) => (path === 'phone_details.phone_img' ? 'photo' : path);

/** Add Your Product (spec §5): every field required; the photo is uploaded first, then the listing is created. */
export function AddProductForm({ onCreated }: { onCreated: () => void }) {
  const { control, handleSubmit, setError } = useZodForm(productFields, { defaultValues: EMPTY });
  const [progress, setProgress] = useState<number | null>(null);
  /** The last upload, so a retry after a failed save does not upload the same photo again. */
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const createProduct = useCreateProduct();
  const busy = progress !== null || createProduct.isPending;

  /** The photo's URL: uploaded now, or kept from the last try so a retry does not upload it again. */
  const photoUrl = async (photo: File): Promise<string | null> => {
    if (uploaded.current?.file === photo) return uploaded.current.url;
    setProgress(0);
    try {
      const url = (await uploadImage(photo, setProgress)).display_url;
      uploaded.current = { file: photo, url };
      return url;
    } catch (error) {
      notifyError(errorMessage(error));
      return null;
    } finally {
      setProgress(null);
    }
  };

  const onSubmit = handleSubmit(async ({ photo, phone_details, ...listing }) => {
    const url = await photoUrl(photo);
    if (!url) return;
    try {
      await createProduct.mutateAsync({ ...listing, phone_details: { ...phone_details, phone_img: url } });
    } catch (error) {
      // The query client has toasted the server's message; its per-field details go on the fields.
      setApiFieldErrors(setError, error, fieldOf);
      return;
    }
    notifySuccess('productAdded');
    onCreated();
  });

  const field = { control, required: true, disabled: busy };
  const thisYear = new Date().getFullYear();

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3, md: 4 } }} aria-label="Add your product">
      <Section title="The phone">
        <FormTextField {...field} name="phone_details.phone_name" label="Phone name" placeholder="iPhone 13 Pro" />
        <FormTextField {...field} name="phone_details.phone_camera" label="Camera" placeholder="12 MP triple camera" />
        <FormTextField {...field} name="phone_details.phone_processor" label="Processor" placeholder="A15 Bionic" />
        <FormTextField {...field} name="category_name" label="Category" select>
          {CATEGORY_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {brandLabel(name)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField {...field} name="condition_type" label="Condition" select>
          {CONDITIONS.map((condition) => (
            <MenuItem key={condition} value={condition}>
              {capitalize(condition)}
            </MenuItem>
          ))}
        </FormTextField>
        <PhoneSpecFields control={control} disabled={busy} />
      </Section>

      <Section title="Photo" columns={1}>
        <FormImagePicker control={control} name="photo" label="Photo of the phone" required progress={progress} disabled={busy} />
      </Section>

      <Section title="Price and history">
        <FormTextField
          {...field}
          name="price"
          label="Price"
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 'any', inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">/-</InputAdornment> } }}
        />
        <FormTextField
          {...field}
          name="purchase_year"
          label="Purchase year"
          type="number"
          placeholder={String(thisYear - 1)}
          slotProps={{ htmlInput: { min: FIRST_PURCHASE_YEAR, max: thisYear, step: 1, inputMode: 'numeric' } }}
        />
        <FormTextField {...field} name="used_duration" label="Used for" placeholder="1 year 3 months" />
      </Section>

      <Section title="Where buyers meet you">
        <FormTextField {...field} name="mobile_number" label="Phone number" type="tel" placeholder="+8801712345678" autoComplete="tel" />
        <FormTextField {...field} name="location" label="Location" placeholder="Dhaka, Dhanmondi" />
      </Section>

      <Section title="Description" columns={1}>
        <FormTextField {...field} name="description" label="Description" multiline minRows={4} placeholder="Battery health, scratches, accessories in the box…" />
      </Section>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minWidth: { xs: '100%', sm: 200 } }}>
          {progress !== null ? 'Uploading photo…' : createProduct.isPending ? 'Adding…' : 'Add product'}
        </Button>
      </Box>
    </Paper>
  );
}

function Section({ title, columns = 2, children }: { title: string; columns?: 1 | 2; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 2, p: 0 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' }, columnGap: 2.5, rowGap: 0.5 }}>
        {children}
      </Box>
    </Box>
  );
}
