import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '@contract/users';
import { email, text } from '@contract/schema-helpers';
import { deleteCurrentUser, logOut, refreshSession, signUpWithEmail, updateUserProfile, withProfileSetup } from '@/lib/auth';
import { password } from '@/lib/password';
import { pickedImage, uploadImage } from '@/lib/upload-image';
import { createUserRecord, deleteUserRecord, setUserPhoto } from '@/features/auth/api/create-user-record';
import { absoluteUrl } from '@/lib/absolute-url';

export const registerSchema = z.object({
  firstName: text(50, 'First name'),
  lastName: text(50, 'Last name'),
  email,
  password,
  role: z.enum(ACCOUNT_TYPES),
  photo: pickedImage('Choose a profile photo.'),
  acceptTerms: z.boolean().refine((accepted) => accepted, { error: 'Accept the terms and conditions to register.' }),
});
export type RegisterInput = z.input<typeof registerSchema>;

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: AccountType;
  photo: File;
  onUploadProgress?: (percent: number) => void;
}

/**
 * Creates the Auth account, then the API record (which sets the role claims: uploads, like every
 * write, are for people who have one), uploads the photo and puts it on the record and the Auth
 * profile, and refreshes the token so the claims apply at once. If any step after the account
 * fails, what was made is removed again so the person can simply retry with the same email.
 */
export function register({ firstName, lastName, email: address, password: secret, role, photo, onUploadProgress }: RegisterRequest) {
  return withProfileSetup(async () => {
    await signUpWithEmail(address, secret);
    let recorded = false;
    try {
      const name = `${firstName} ${lastName}`;
      await createUserRecord({ name, user_role: role });
      recorded = true;
      const { display_url } = await uploadImage(photo, onUploadProgress);
      await setUserPhoto(display_url);
      await updateUserProfile({ displayName: name, photoURL: absoluteUrl(display_url) });
      await refreshSession();
    } catch (error) {
      // The API's delete takes the record and the Auth account together; without a record, the account alone.
      const undone = recorded ? deleteUserRecord().then(() => logOut()) : deleteCurrentUser();
      await undone.catch(() => logOut());
      throw error;
    }
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { handlesError: true } });
}
