import { useState } from 'react';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { ImagePicker, type ImagePickerProps } from '@/components/image-picker';
import { useRevealRef } from '@/components/form/use-reveal-ref';
import { useWords } from '@/lib/i18n/hooks';
import { validationMessage } from '@/lib/i18n/validation-messages';

type FormImagePickerProps<T extends FieldValues, N extends FieldPath<T>, O> = Pick<UseControllerProps<T, N, O>, 'control' | 'name'> &
  Omit<ImagePickerProps, 'file' | 'onChange' | 'error' | 'focusRef'>;

/**
 * The photo picker bound to a File field (validate it with `pickedImage` from lib/upload-image).
 * A file the picker refuses (not an image, too large) is not kept, and its reason stays shown,
 * also after a submit, until another file is picked. Messages are in the page's language.
 */
export function FormImagePicker<T extends FieldValues, N extends FieldPath<T>, O>({ control, name, ...props }: FormImagePickerProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const [refused, setRefused] = useState<string | null>(null);
  const focusRef = useRevealRef(field.ref);
  const words = useWords();
  const message = refused ?? fieldState.error?.message;
  return (
    <ImagePicker
      {...props}
      file={(field.value as File | undefined) ?? null}
      error={message ? validationMessage(message, words) : undefined}
      focusRef={focusRef}
      onChange={(file, problem) => {
        setRefused(problem);
        field.onChange(problem ? undefined : (file ?? undefined));
      }}
    />
  );
}
