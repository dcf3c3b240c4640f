import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import { CATEGORY_NAMES, CONDITIONS, FIRST_PURCHASE_YEAR } from '@contract/constants';
import { ImagePicker } from '@/components/image-picker';
import { TOAST_MS } from '@/config/constants';
import { errorMessage, isApiError } from '@/lib/api-client';
import { brandLabel, capitalize } from '@/lib/format';
import { detailErrors, validate, type FieldErrors } from '@/lib/form';
import { uploadImage } from '@/lib/upload-image';
import { createProductBody, useCreateProduct } from '@/features/products/api/create-product';

const EMPTY = {
  phone_name: '',
  phone_ram: '',
  phone_camera: '',
  phone_processor: '',
  price: '',
  category_name: '',
  condition_type: '',
  mobile_number: '',
  location: '',
  purchase_year: '',
  used_duration: '',
  description: '',
};
type Fields = typeof EMPTY;

/** Maps the form's flat fields to the API body (numbers stay strings here; the shared schema coerces them). */
function toProductBody(fields: Fields, phoneImg: string) {
  return {
    category_name: fields.category_name,
    condition_type: fields.condition_type,
    mobile_number: fields.mobile_number,
    location: fields.location,
    description: fields.description,
    purchase_year: fields.purchase_year,
    price: fields.price,
    used_duration: fields.used_duration,
    phone_details: {
      phone_name: fields.phone_name,
      phone_img: phoneImg,
      phone_ram: fields.phone_ram,
      phone_camera: fields.phone_camera,
      phone_processor: fields.phone_processor,
    },
  };
}

/** Schema paths of the body -> the form field showing their message. */
function fieldOf(path: string): string {
  const field = path.replace(/^phone_details\./, '');
  return field === 'phone_img' ? 'photo' : field;
}

/** Add Your Product (spec §5): every field required; the photo is uploaded first, then the listing is created. */
export function AddProductForm({ onCreated }: { onCreated: () => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The last upload, so a retry after a failed save does not upload the same photo again. */
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const createProduct = useCreateProduct();
  const busy = progress !== null || createProduct.isPending;

  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate(createProductBody, toProductBody(fields, photo ? 'pending-upload' : ''));
    const problems: FieldErrors = checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).map(([path, message]) => [fieldOf(path), message]));
    if (!photo) problems.photo = 'Choose a photo of the phone.';
    else if (errors.photo) problems.photo = errors.photo;
    if (!checked.ok || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }

    try {
      let url = uploaded.current?.file === photo ? uploaded.current.url : null;
      if (!url) {
        setProgress(0);
        url = (await uploadImage(photo!, setProgress)).display_url;
        uploaded.current = { file: photo!, url };
      }
      setProgress(null);
      const body = validate(createProductBody, toProductBody(fields, url));
      if (!body.ok) return;
      await createProduct.mutateAsync(body.value);
      toast.success('Product added successfully', { duration: TOAST_MS.long });
      onCreated();
    } catch (error) {
      setProgress(null);
      setFailure(errorMessage(error));
      if (isApiError(error) && error.details.length > 0) {
        setErrors(Object.fromEntries(Object.entries(detailErrors(error.details)).map(([path, message]) => [fieldOf(path), message])));
      }
    }
  };

  const text = (name: keyof Fields, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      label={label}
      value={fields[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      required
      disabled={busy}
      {...extra}
    />
  );

  const thisYear = new Date().getFullYear();

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3, md: 4 } }} aria-label="Add your product">
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}

      <Section title="The phone">
        {text('phone_name', 'Phone name', { placeholder: 'iPhone 13 Pro' })}
        {text('phone_ram', 'RAM / storage', { placeholder: '6 GB / 128 GB' })}
        {text('phone_camera', 'Camera', { placeholder: '12 MP triple camera' })}
        {text('phone_processor', 'Processor', { placeholder: 'A15 Bionic' })}
        {text('category_name', 'Category', {
          select: true,
          children: CATEGORY_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {brandLabel(name)}
            </MenuItem>
          )),
        })}
        {text('condition_type', 'Condition', {
          select: true,
          children: CONDITIONS.map((condition) => (
            <MenuItem key={condition} value={condition}>
              {capitalize(condition)}
            </MenuItem>
          )),
        })}
      </Section>

      <Section title="Photo" columns={1}>
        <ImagePicker
          label="Photo of the phone"
          required
          file={photo}
          progress={progress}
          error={errors.photo}
          disabled={busy}
          onChange={(file, problem) => {
            setPhoto(problem ? null : file);
            setErrors(({ photo: _cleared, ...rest }) => (problem ? { ...rest, photo: problem } : rest));
          }}
        />
      </Section>

      <Section title="Price and history">
        {text('price', 'Price', {
          type: 'number',
          slotProps: { htmlInput: { min: 1, step: 'any', inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">/-</InputAdornment> } },
        })}
        {text('purchase_year', 'Purchase year', {
          type: 'number',
          placeholder: String(thisYear - 1),
          slotProps: { htmlInput: { min: FIRST_PURCHASE_YEAR, max: thisYear, step: 1, inputMode: 'numeric' } },
        })}
        {text('used_duration', 'Used for', { placeholder: '1 year 3 months' })}
      </Section>

      <Section title="Where buyers meet you">
        {text('mobile_number', 'Phone number', { type: 'tel', placeholder: '+8801712345678', autoComplete: 'tel' })}
        {text('location', 'Location', { placeholder: 'Dhaka, Dhanmondi' })}
      </Section>

      <Section title="Description" columns={1}>
        {text('description', 'Description', { multiline: true, minRows: 4, placeholder: 'Battery health, scratches, accessories in the box…' })}
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
