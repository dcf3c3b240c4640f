import { z } from 'zod';
import { useLingui } from '@lingui/react/macro';
import { MIN_PASSWORD_LENGTH } from '@contract/constants';
import { useFormat } from '@/lib/i18n/hooks';

/**
 * The spec's two password rules (§5), in plain English: for every new password (register, reset,
 * change). A form shows these messages in the page's language (lib/i18n/validation-messages.ts).
 */
export const password = z
  .string()
  .min(1, { error: 'Password is required.' })
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .regex(/[A-Z].*\d/, { error: 'Password needs at least one uppercase letter followed later by a number.' });

/** The hint under a new-password field, in the page's language. */
export function usePasswordHint(): string {
  const { t } = useLingui();
  const length = useFormat().formatCount(MIN_PASSWORD_LENGTH);
  return t`At least ${length} characters, with an uppercase letter followed later by a number.`;
}
