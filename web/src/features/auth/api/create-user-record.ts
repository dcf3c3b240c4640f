import type { z } from 'zod';
import type { DeletedResponse } from '@contract/responses';
import type { UpdateMeBody, upsertUserBody, UserWriteResponse } from '@contract/users';
import { api } from '@/lib/api-client';

/** POST /api/users: creates or refreshes the caller's own record and sets their custom claims. */
export function createUserRecord(body: z.input<typeof upsertUserBody>) {
  return api.post<UserWriteResponse>('/users', body, { auth: true });
}

/** PATCH /api/users/me with the new record's photo: uploads are for people who have a record, so it comes after it. */
export function setUserPhoto(image: NonNullable<UpdateMeBody['image']>) {
  return api.patch<UserWriteResponse>('/users/me', { image } satisfies Partial<UpdateMeBody>, { auth: true });
}

/** DELETE /api/users/me: takes back a registration that failed half-way (its record and its Auth account). */
export function deleteUserRecord() {
  return api.delete<DeletedResponse>('/users/me', { auth: true });
}
