import type { z } from 'zod';

/** Field errors keyed by dotted path (`phone_details.phone_name`); the first message per field wins. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validates with a shared schema: the parsed value, or the field errors to show. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** Field errors the API sent back in `details` (path/message pairs), in the same shape. */
export function detailErrors(details: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details) errors[detail.path] ??= detail.message;
  return errors;
}
