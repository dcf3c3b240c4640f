import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { changePassword } from '@/lib/auth';
import { password } from '@/lib/password';

/** Current password, then the new one under Register's rules; the new one must differ. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Enter your current password.' }),
    newPassword: password,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    error: 'Choose a password different from the current one.',
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Firebase's updatePassword after re-authenticating with the current password (client side). */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: z.output<typeof changePasswordSchema>) => changePassword(currentPassword, newPassword),
    meta: { handlesError: true },
  });
}
