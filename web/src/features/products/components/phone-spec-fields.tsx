import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { BATTERY_HEALTH_MAX, BATTERY_HEALTH_MIN, RAM_GB_MAX, RAM_GB_MIN, STORAGE_GB_OPTIONS } from '@contract/constants';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormat } from '@/lib/i18n/hooks';
import type { ProductFieldsSchema } from '@/features/products/api/create-product';

/** Where a seller reads battery health. */
export const BATTERY_HELP = msg`iPhone: Settings → Battery → Battery Health. Android: Settings → Battery, or Device care; some models show it through a dialer code.`;

type ProductFormControl = Control<z.input<ProductFieldsSchema>, unknown, z.output<ProductFieldsSchema>>;

/** Storage, RAM and battery health of the phone: the numbers buyers filter by (the server writes the "8/128 GB" text from them). */
export function PhoneSpecFields({ control, disabled }: { control: ProductFormControl; disabled?: boolean }) {
  const field = { control, required: true, disabled };
  const { t, i18n } = useLingui();
  const { storageLabel } = useFormat();
  return (
    <>
      <FormTextField {...field} name="storage_gb" label={t`Storage`} select>
        {STORAGE_GB_OPTIONS.map((gb) => (
          <MenuItem key={gb} value={gb}>
            {storageLabel(gb)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        {...field}
        name="ram_gb"
        label={t`RAM`}
        type="number"
        placeholder="8"
        slotProps={{ htmlInput: { min: RAM_GB_MIN, max: RAM_GB_MAX, step: 1, inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">GB</InputAdornment> } }}
      />
      <FormTextField
        {...field}
        name="battery_health"
        label={t`Battery health`}
        type="number"
        placeholder="90"
        helperText={i18n._(BATTERY_HELP)}
        slotProps={{
          htmlInput: { min: BATTERY_HEALTH_MIN, max: BATTERY_HEALTH_MAX, step: 1, inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
    </>
  );
}
