import type { z } from 'zod';
import type { upsertUserBody, UserWriteResponse } from '@contract/users';
import { api } from '@/lib/api-client';

/** POST /api/users: creates or refreshes the caller's own record and sets their custom claims. */
export function createUserRecord(body: z.input<typeof upsertUserBody>) {
  return api.post<UserWriteResponse>('/users', body, { auth: true });
}
