import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { useRevealRef } from '@/components/form/use-reveal-ref';
import { useWords } from '@/lib/i18n/hooks';
import { validationMessage } from '@/lib/i18n/validation-messages';

type FormSwitchProps<T extends FieldValues, N extends FieldPath<T>, O> = Pick<UseControllerProps<T, N, O>, 'control' | 'name'> & {
  label: ReactNode;
  /** Under the switch: what turning it on does. */
  helperText?: ReactNode;
  disabled?: boolean;
};

/** A labelled on/off switch bound to a boolean form field: a setting that takes effect, not a statement to tick. */
export function FormSwitch<T extends FieldValues, N extends FieldPath<T>, O>({ control, name, label, helperText, disabled }: FormSwitchProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const inputRef = useRevealRef(field.ref);
  const words = useWords();
  const message = fieldState.error?.message;
  return (
    // Room under its note on a phone, where the next field's label follows at once.
    <Box sx={{ mb: 1.5 }}>
      <FormControlLabel
        control={<Switch name={field.name} checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} inputRef={inputRef} disabled={disabled} />}
        label={label}
      />
      <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0 }}>
        {message ? validationMessage(message, words) : helperText}
      </FormHelperText>
    </Box>
  );
}
