import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { email } from '@contract/schema-helpers';
import { signInWithEmail } from '@/lib/auth';

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: 'Password is required.' }),
});
export type LoginInput = z.input<typeof loginSchema>;

export function useLogin() {
  return useMutation({
    mutationFn: ({ email: address, password }: z.output<typeof loginSchema>) => signInWithEmail(address, password),
    meta: { handlesError: true },
  });
}
