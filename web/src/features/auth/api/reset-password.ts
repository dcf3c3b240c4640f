import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { email } from '@contract/schema-helpers';
import { usePaths } from '@/lib/i18n/hooks';
import { authErrorCode, confirmReset, sendPasswordReset, verifyResetCode } from '@/lib/auth';
import { password } from '@/lib/password';

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/**
 * What the forgot-password dialog says after any request that reached Firebase, whether or not an
 * account has this email: nobody learns from it which emails are registered.
 */
export const RESET_SENT = msg`If an account exists for this email, we sent a link to reset the password. Check your inbox and spam folder.`;

/** Firebase answers these when no password account has the email (enumeration protection off, as on the emulator). */
const NO_SUCH_ACCOUNT = new Set(['auth/user-not-found', 'auth/invalid-credential', 'auth/user-disabled']);

/**
 * Sends the reset email, whose link comes back to `loginHref` (Login in the page's language). A
 * missing account is answered like a sent email; any other failure (the network, too many
 * requests) is a real error the dialog shows.
 */
export async function requestPasswordReset(address: string, loginHref: string): Promise<void> {
  try {
    await sendPasswordReset(address, new URL(loginHref, window.location.origin).href);
  } catch (error) {
    const code = authErrorCode(error);
    if (code && NO_SUCH_ACCOUNT.has(code)) return;
    throw error;
  }
}

export function useRequestPasswordReset() {
  const loginHref = usePaths().login.getHref();
  return useMutation({ mutationFn: (address: string) => requestPasswordReset(address, loginHref), meta: { handlesError: true } });
}

/** The email a reset link's code is for; an expired or used code fails (no retries: it will not get better). */
export function useResetCodeEmail(oobCode: string | null) {
  return useQuery({
    queryKey: ['password-reset', oobCode],
    queryFn: () => verifyResetCode(oobCode!),
    enabled: Boolean(oobCode),
    retry: false,
    staleTime: Infinity,
  });
}

export const newPasswordSchema = z.object({ password });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: ({ oobCode, newPassword }: { oobCode: string; newPassword: string }) => confirmReset(oobCode, newPassword),
    meta: { handlesError: true },
  });
}
