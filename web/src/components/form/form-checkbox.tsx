import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { useRevealRef } from '@/components/form/use-reveal-ref';
import { useWords } from '@/lib/i18n/hooks';
import { validationMessage } from '@/lib/i18n/validation-messages';

type FormCheckboxProps<T extends FieldValues, N extends FieldPath<T>, O> = Pick<UseControllerProps<T, N, O>, 'control' | 'name'> & {
  label: ReactNode;
  disabled?: boolean;
};

/** A labelled checkbox bound to a boolean form field, with its message below when invalid. */
export function FormCheckbox<T extends FieldValues, N extends FieldPath<T>, O>({ control, name, label, disabled }: FormCheckboxProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const inputRef = useRevealRef(field.ref);
  const words = useWords();
  const message = fieldState.error?.message;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={inputRef}
            disabled={disabled}
          />
        }
        label={label}
      />
      {fieldState.error ? <FormHelperText error>{message ? validationMessage(message, words) : null}</FormHelperText> : null}
    </Box>
  );
}
