import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@contract/constants';

/** The spec's two password rules (§5), in plain English: for every new password (register, reset, change). */
export const password = z
  .string()
  .min(1, { error: 'Password is required.' })
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .regex(/[A-Z].*\d/, { error: 'Password needs at least one uppercase letter followed later by a number.' });

/** A hint under a new-password field. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, with an uppercase letter followed later by a number.`;
