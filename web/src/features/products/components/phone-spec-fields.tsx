import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { BATTERY_HEALTH_MAX, BATTERY_HEALTH_MIN, RAM_GB_MAX, RAM_GB_MIN, STORAGE_GB_OPTIONS } from '@contract/constants';
import { FormTextField } from '@/components/form/form-text-field';
import { storageLabel } from '@/lib/format';
import type { productFields } from '@/features/products/api/create-product';

/** Where a seller reads battery health. */
export const BATTERY_HELP =
  'iPhone: Settings → Battery → Battery Health. Android: Settings → Battery, or Device care; some models show it through a dialer code.';

type ProductFormControl = Control<z.input<typeof productFields>, unknown, z.output<typeof productFields>>;

/** Storage, RAM and battery health of the phone: the numbers buyers filter by (the server writes the "8/128 GB" text from them). */
export function PhoneSpecFields({ control, disabled }: { control: ProductFormControl; disabled?: boolean }) {
  const field = { control, required: true, disabled };
  return (
    <>
      <FormTextField {...field} name="storage_gb" label="Storage" select>
        {STORAGE_GB_OPTIONS.map((gb) => (
          <MenuItem key={gb} value={gb}>
            {storageLabel(gb)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        {...field}
        name="ram_gb"
        label="RAM"
        type="number"
        placeholder="8"
        slotProps={{ htmlInput: { min: RAM_GB_MIN, max: RAM_GB_MAX, step: 1, inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">GB</InputAdornment> } }}
      />
      <FormTextField
        {...field}
        name="battery_health"
        label="Battery health"
        type="number"
        placeholder="90"
        helperText={BATTERY_HELP}
        slotProps={{
          htmlInput: { min: BATTERY_HEALTH_MIN, max: BATTERY_HEALTH_MAX, step: 1, inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
    </>
  );
}
