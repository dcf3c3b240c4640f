import { z } from 'zod';
import { USER_ROLES, type UserRole } from '../../shared/constants';
import { docId, email, text } from '../../shared/schema-helpers';
import { isStoredImageUrl, withoutLocalOrigin } from '../images/image-urls';

/** users/{uid}: the stored record, source of truth for privileges (mirrored into custom claims). */
export interface UserRecord {
  _id: string;
  name: string;
  email: string;
  image: string;
  user_role: UserRole;
  role: 'admin' | 'user';
  verified: boolean;
  createdAt: string;
  /** Unique, sortable key for keyset pagination of the admin lists: createdAt then uid. */
  sortKey: string;
}

/**
 * A profile photo: one of our uploads (relative `/api/images/...` in the local stack) or a web
 * address such as a sign-in provider's photo. Other schemes (javascript:, data:) are refused.
 * A local upload sent with an origin (the Auth profile keeps absolute URLs) is stored relative,
 * so it shows on every origin the app is served from. An empty string means "no photo given".
 */
const photoUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'Photo must be a URL.' })
    .trim()
    .max(2048, { error: 'Photo URL is too long.' })
    .refine((url) => isStoredImageUrl(url) || (/^https?:\/\//i.test(url) && URL.canParse(url)), {
      error: 'Photo must be a web address (http or https).',
    })
    .transform(withoutLocalOrigin)
    .optional(),
);

/** POST /users: the caller's own profile. Email comes from the token, never from here. */
export const upsertUserBody = z.object({
  name: text(100, 'Name'),
  image: photoUrl,
  user_role: z.enum(USER_ROLES, { error: 'Role must be Buyer or Seller.' }).default('Buyer'),
});
export type UpsertUserBody = z.infer<typeof upsertUserBody>;

export const emailParam = z.object({ email });
/** An Auth uid in a path; also a users/{uid} document id, so no slashes or dots. */
export const userIdParam = z.object({ id: docId });

/** Custom claims set by the API only (DESIGN.md §3). */
export interface RoleClaims {
  role: 'buyer' | 'seller';
  admin?: true;
  verified?: true;
}
