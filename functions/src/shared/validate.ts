import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses untrusted input with a zod schema; unknown fields are dropped by the schemas
 * themselves (zod objects strip by default). Failure is a 400 with one detail per issue.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const first = details[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid input.';
  throw AppError.validation(message, details);
}
