import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { CATEGORY_NAMES, CONDITIONS, FIRST_PURCHASE_YEAR } from '@contract/constants';
import { FormImagePicker } from '@/components/form/form-image-picker';
import { FormTextField } from '@/components/form/form-text-field';
import { errorMessage } from '@/lib/api-client';
import { brandLabel, capitalize } from '@/lib/format';
import { notifyError } from '@/lib/toasts';
import { uploadImage } from '@/lib/upload-image';
import type { ProductFormInput, ProductFormOutput } from '@/features/products/api/create-product';
import { PhoneSpecFields } from '@/features/products/components/phone-spec-fields';

/** The API's message about the uploaded photo's URL belongs to the photo picker. */
export const productFieldOf = (path: string) => (path === 'phone_details.phone_img' ? 'photo' : path);

/**
 * Uploads a picked photo with progress; a retry of the same file after a failed save reuses the
 * last upload instead of sending the photo again. A failed upload is toasted and answers null.
 */
export function usePhotoUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; url: string } | null>(null);

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
  return { progress, photoUrl };
}

interface ProductFieldsProps {
  control: Control<ProductFormInput, unknown, ProductFormOutput>;
  busy: boolean;
  progress: number | null;
  /** The listing's current photo, kept unless another is picked (editing). */
  currentPhotoUrl?: string;
}

/** The fields of a listing, in the sections of Add Your Product (spec §5); editing shows the same. */
export function ProductFields({ control, busy, progress, currentPhotoUrl }: ProductFieldsProps) {
  const field = { control, required: true, disabled: busy };
  const thisYear = new Date().getFullYear();
  return (
    <>
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
        <FormImagePicker control={control} name="photo" label="Photo of the phone" required={!currentPhotoUrl} progress={progress} disabled={busy} currentUrl={currentPhotoUrl} />
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
    </>
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
