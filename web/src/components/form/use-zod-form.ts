import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by a zod schema (the API's own where there is one): fields hold
 * the schema's input, the submit handler receives its parsed output. Errors show after the first
 * submit and update as the person types; a failed submit focuses the first invalid field and
 * scrolls it into view (the form fields' refs do the scrolling, see use-reveal-ref.ts).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema), shouldFocusError: true });
}
