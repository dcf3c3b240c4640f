import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { useRevealRef } from '@/components/form/use-reveal-ref';
import { useWords } from '@/lib/i18n/hooks';
import { validationMessage } from '@/lib/i18n/validation-messages';

type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, O> = Pick<UseControllerProps<T, N, O>, 'control' | 'name'> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/**
 * An MUI TextField (or select, with `select` and MenuItem children) bound to a form field: its
 * message replaces the helper text while the field is invalid. The helper text defaults to one
 * blank line, so a message appearing does not move the fields below. The message is in the page's
 * language (lib/i18n/validation-messages.ts).
 */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>, O>({ control, name, helperText = ' ', ...props }: FormTextFieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const inputRef = useRevealRef(field.ref);
  const words = useWords();
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={inputRef}
      error={Boolean(fieldState.error)}
      helperText={message ? validationMessage(message, words) : helperText}
    />
  );
}
