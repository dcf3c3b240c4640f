import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the API's per-field messages (its error body's `details`) on the form's fields, focusing
 * the first; `fieldOf` maps a body path to the form field showing it. True when there were any.
 */
export function setApiFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldOf: (path: string) => string = (path) => path,
): boolean {
  if (!isApiError(error) || error.details.length === 0) return false;
  error.details.forEach((detail, index) => setError(fieldOf(detail.path) as FieldPath<T>, { type: 'server', message: detail.message }, { shouldFocus: index === 0 }));
  return true;
}
