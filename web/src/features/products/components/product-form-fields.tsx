import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORY_NAMES, CONDITIONS, FIRST_PURCHASE_YEAR, MAX_PHOTOS, STORAGE_GB_OPTIONS, type Condition, type StorageGb } from '@contract/constants';
import { ATTESTATION_ITEMS } from '@contract/grades';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { VerifiedPhoneField } from '@/components/form/verified-phone-field';
import { useDebounced } from '@/components/use-debounced';
import { brandLabel } from '@/lib/format';
import { useFormat } from '@/lib/i18n/hooks';
import { CONDITION_LABELS } from '@/lib/i18n/labels';
import { wallTimeAt } from '@/lib/zoned-time';
import { allAttested, type ProductFormInput, type ProductFormOutput } from '@/features/products/api/create-product';
import { PRICE_GUIDE_MIN_CHARS, usePriceGuide } from '@/features/products/api/get-price-guide';
import { PhoneSpecFields } from '@/features/products/components/phone-spec-fields';
import { PhotosField } from '@/features/products/components/photos-field';
import { ATTESTATION_WORDS, GRADE_WORDS } from '@/features/products/lib/listing-words';

type ProductFormControl = Control<ProductFormInput, unknown, ProductFormOutput>;

/** The field showing the API's message about a body path: the photos' on the photos, `attested` on the checklist. */
export const productFieldOf = (path: string) => {
  if (path === 'phone_details.phone_img' || path.startsWith('photos')) return 'photos';
  if (path === 'attested') return 'attestations';
  return path;
};

/** Where a seller reads the IMEI. */
export const IMEI_HELP = msg`Dial *#06# on the phone to see its 15-digit IMEI. Buyers see only the last 4 digits.`;

/** How long the price guide waits after the last key before it asks. */
const PRICE_GUIDE_DEBOUNCE_MS = 400;

interface ProductFieldsProps {
  control: ProductFormControl;
  busy: boolean;
  /** Adding: the IMEI and the grade's checklist are asked. Editing shows the IMEI kept (`imeiLast4`) instead. */
  mode: 'add' | 'edit';
  imeiLast4?: string | null;
}

/** The fields of a listing, in the sections of Add Your Product (spec §5); editing shows the same, less what cannot change. */
export function ProductFields({ control, busy, mode, imeiLast4 }: ProductFieldsProps) {
  const field = { control, required: true, disabled: busy };
  const thisYear = wallTimeAt(new Date()).year;
  const { t, i18n } = useLingui();
  return (
    <>
      <Section title={t`The phone`}>
        <FormTextField {...field} name="phone_details.phone_name" label={t`Phone name`} placeholder="iPhone 13 Pro" />
        <FormTextField {...field} name="phone_details.phone_camera" label={t`Camera`} placeholder={t`12 MP triple camera`} />
        <FormTextField {...field} name="phone_details.phone_processor" label={t`Processor`} placeholder="A15 Bionic" />
        <FormTextField {...field} name="category_name" label={t`Category`} select>
          {CATEGORY_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {brandLabel(name)}
            </MenuItem>
          ))}
        </FormTextField>
        <ConditionField control={control} disabled={busy} />
        <PhoneSpecFields control={control} disabled={busy} />
        {mode === 'add' ? (
          <FormTextField
            {...field}
            name="imei"
            label="IMEI"
            placeholder={t`15 digits`}
            autoComplete="off"
            helperText={i18n._(IMEI_HELP)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19, spellCheck: false } }}
          />
        ) : (
          <Box sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              IMEI
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{imeiLast4 ? `•••• ${imeiLast4}` : t`Not given`}</Typography>
            <FormHelperText>
              <Trans>The IMEI of a listing cannot change: to sell another phone, add it as a new listing.</Trans>
            </FormHelperText>
          </Box>
        )}
      </Section>

      {mode === 'add' ? <AttestationSection control={control} disabled={busy} /> : null}

      <Section title={t`Photos`} columns={1}>
        <PhotosField control={control} name="photos" max={MAX_PHOTOS} disabled={busy} />
      </Section>

      <Section title={t`Price and history`}>
        <FormTextField
          {...field}
          name="price"
          label={t`Price`}
          type="number"
          helperText={<PriceGuideText control={control} />}
          slotProps={{ htmlInput: { min: 1, step: 'any', inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">/-</InputAdornment> } }}
        />
        <FormTextField
          {...field}
          name="purchase_year"
          label={t`Purchase year`}
          type="number"
          placeholder={String(thisYear - 1)}
          slotProps={{ htmlInput: { min: FIRST_PURCHASE_YEAR, max: thisYear, step: 1, inputMode: 'numeric' } }}
        />
        <FormTextField {...field} name="used_duration" label={t`Used for`} placeholder={t`1 year 3 months`} />
      </Section>

      <OfferSection control={control} disabled={busy} />

      <Section title={t`Where buyers meet you`}>
        <VerifiedPhoneField purpose={t`Buyers get it once they book.`} />
        <FormTextField {...field} name="location" label={t`Location`} placeholder={t`Dhaka, Dhanmondi`} />
      </Section>

      <Section title={t`Description`} columns={1}>
        <FormTextField {...field} name="description" label={t`Description`} multiline minRows={4} placeholder={t`Scratches, repairs, accessories in the box…`} />
      </Section>
    </>
  );
}

/** Whether buyers may offer less than the price, and the private floor under which their offers are declined at once. */
function OfferSection({ control, disabled }: { control: ProductFormControl; disabled: boolean }) {
  const firm = useWatch({ control, name: 'firm_price' }) === true;
  const { t } = useLingui();
  return (
    <Section title={t`Offers`}>
      <FormSwitch control={control} name="firm_price" label={t`Firm price`} disabled={disabled} helperText={t`Buyers cannot make offers: they book at your price.`} />
      {firm ? null : (
        <FormTextField
          control={control}
          disabled={disabled}
          name="offer_floor"
          label={t`Lowest offer I'll consider (optional)`}
          autoComplete="off"
          helperText={t`Private: never shown to buyers. Offers under it are declined at once, politely.`}
          slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { startAdornment: <InputAdornment position="start">৳</InputAdornment> } }}
        />
      )}
    </Section>
  );
}

/** The condition, each grade with its published definition: in the options, and under the field once chosen. */
function ConditionField({ control, disabled }: { control: ProductFormControl; disabled: boolean }) {
  const condition = useWatch({ control, name: 'condition_type' }) as Condition | undefined;
  const { t, i18n } = useLingui();
  return (
    <FormTextField
      control={control}
      required
      disabled={disabled}
      name="condition_type"
      label={t`Condition`}
      select
      helperText={condition ? i18n._(GRADE_WORDS[condition].summary) : t`Each grade has a published meaning: pick the one that fits.`}
      slotProps={{ select: { renderValue: (value) => ((CONDITIONS as readonly unknown[]).includes(value) ? i18n._(CONDITION_LABELS[value as Condition]) : '') } }}
    >
      {CONDITIONS.map((grade) => (
        <MenuItem key={grade} value={grade} sx={{ display: 'block', whiteSpace: 'normal', maxWidth: 480, py: 1 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {i18n._(CONDITION_LABELS[grade])}
          </Box>
          <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
            {i18n._(GRADE_WORDS[grade].summary)}
          </Box>
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** What every grade means, ticked statement by statement: the listing records that the seller did. */
function AttestationSection({ control, disabled }: { control: ProductFormControl; disabled: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Section title={t`Every grade means`} columns={1}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 0.5 }}>
        <Trans>Tick each statement to confirm it is true of this phone. Buyers see that you did.</Trans>
      </Typography>
      <Box sx={{ display: 'grid', rowGap: 0 }}>
        {ATTESTATION_ITEMS.map((item) => (
          <FormCheckbox key={item.id} control={control} name={`attestations.${item.id}`} label={i18n._(ATTESTATION_WORDS[item.id])} disabled={disabled} />
        ))}
      </Box>
      <AttestationError control={control} />
    </Section>
  );
}

/**
 * The checklist's message is on the whole list, not on a box (this small component alone follows the
 * form's errors). Ticking a box revalidates only that box's path, which leaves the list's message in
 * place: it goes once every box is ticked, and the next submit validates the whole form again.
 */
function AttestationError({ control }: { control: ProductFormControl }) {
  const { errors } = useFormState({ control, name: 'attestations' });
  const ticked = useWatch({ control, name: 'attestations' });
  const message = allAttested(ticked as ProductFormOutput['attestations']) ? undefined : errors.attestations?.message;
  return <FormHelperText error={Boolean(message)}>{message ?? ' '}</FormHelperText>;
}

/** "Similar phones: ৳42,000–48,000": what comparable listings go for, asked as the seller types the model and picks storage. */
function PriceGuideText({ control }: { control: ProductFormControl }) {
  const [model = '', storage] = useWatch({ control, name: ['phone_details.phone_name', 'storage_gb'] });
  const storageGb = (STORAGE_GB_OPTIONS as readonly number[]).includes(Number(storage)) && storage !== '' ? (Number(storage) as StorageGb) : undefined;
  const settledModel = useDebounced(String(model), PRICE_GUIDE_DEBOUNCE_MS);
  const guide = usePriceGuide(settledModel, storageGb);
  const { formatAmount, formatPriceRange } = useFormat();
  const { t } = useLingui();

  let text: string;
  if (settledModel.trim().length < PRICE_GUIDE_MIN_CHARS || storageGb === undefined) text = t`Type the phone name and pick its storage to see what similar phones go for.`;
  else if (guide.isFetching && !guide.data) text = t`Looking up similar phones…`;
  else if (!guide.data) text = ' ';
  else if (guide.data.count === 0 || guide.data.min === null || guide.data.max === null) text = t`No similar phones on ReCell yet.`;
  else {
    const { count, min, max, median } = guide.data;
    const range = formatPriceRange(min, max);
    const typical = median !== null ? formatAmount(median) : '';
    text =
      median !== null && count > 1
        ? t`Similar phones: ${range} · median ${typical} (${plural(count, { one: '# phone', other: '# phones' })})`
        : t`Similar phones: ${range} (${plural(count, { one: '# phone', other: '# phones' })})`;
  }
  return (
    // A line of its own with room under it: it can wrap to two lines, and the next field's label follows.
    <Box component="span" role="status" aria-live="polite" data-testid="price-guide" sx={{ display: 'block', mb: 1.5 }}>
      {text}
    </Box>
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
