import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { text } from '@contract/schema-helpers';
import type { Language } from '@contract/languages';
import type { UpdateMeBody, UserWriteResponse } from '@contract/users';
import { api } from '@/lib/api-client';
import { absoluteUrl } from '@/lib/absolute-url';
import { updateUserProfile } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import { imageFileProblem, uploadImage } from '@/lib/upload-image';

/** The profile form: the name (as the API checks it) and, optionally, a new photo. */
export const profileSchema = z.object({
  name: text(100, 'Name'),
  photo: z
    .custom<File | undefined>((value) => value === undefined || value instanceof File, { error: 'Choose a photo.' })
    .check((context) => {
      const problem = context.value ? imageFileProblem(context.value) : null;
      if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
    }),
});
export type ProfileInput = z.input<typeof profileSchema>;

/**
 * PATCH /api/users/me: name, photo, email preferences or language. The record changes at once; the Auth
 * profile, the copies on the person's listings and conversations follow it by events a moment later.
 */
export function updateMe(body: Partial<UpdateMeBody>) {
  return api.patch<UserWriteResponse>('/users/me', body, { auth: true });
}

/**
 * Saves what changed: a new photo is uploaded first (POST /api/images), then one PATCH. The
 * session's own Auth profile then takes the saved name and photo, so the header shows them at once
 * (the API's event sets the same from the record a moment later).
 */
export async function saveProfile(
  { name, photo, current }: { name: string; photo?: File; current: { name: string } },
  onUploadProgress?: (percent: number) => void,
): Promise<UserWriteResponse | null> {
  const body: Partial<UpdateMeBody> = {};
  if (name !== current.name) body.name = name;
  if (photo) body.image = (await uploadImage(photo, onUploadProgress)).display_url;
  if (Object.keys(body).length === 0) return null;
  const saved = await updateMe(body);
  await updateUserProfile({
    ...(body.name !== undefined ? { displayName: saved.user.name } : {}),
    ...(body.image !== undefined ? { photoURL: absoluteUrl(saved.user.image) } : {}),
  });
  return saved;
}

export function useSaveProfile(onUploadProgress?: (percent: number) => void) {
  return useMutation({
    mutationFn: (input: { name: string; photo?: File; current: { name: string } }) => saveProfile(input, onUploadProgress),
    // The seller's name and photo are copied on their listings.
    meta: { invalidates: [queryKeys.me, queryKeys.products] },
  });
}

export function useUpdateEmailPreferences() {
  return useMutation({
    mutationFn: (emailPreferences: NonNullable<UpdateMeBody['emailPreferences']>) => updateMe({ emailPreferences }),
    meta: { invalidates: [queryKeys.me] },
  });
}

/** The account's language: the one its emails, notifications and pushes are written in. */
export function useUpdateLanguage() {
  return useMutation({
    mutationFn: (language: Language) => updateMe({ language }),
    meta: { invalidates: [queryKeys.me] },
  });
}
