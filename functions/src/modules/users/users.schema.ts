import { z } from 'zod';
import { USER_ROLES, type UserRole } from '../../shared/constants';
import { email, text } from '../../shared/schema-helpers';

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
}

/** POST /users: the caller's own profile. Email comes from the token, never from here. */
export const upsertUserBody = z.object({
  name: text(100, 'Name'),
  image: z.string().trim().max(2048).pipe(z.url({ error: 'Photo must be a URL.' })).optional(),
  user_role: z.enum(USER_ROLES, { error: 'Role must be Buyer or Seller.' }).default('Buyer'),
});
export type UpsertUserBody = z.infer<typeof upsertUserBody>;

export const emailParam = z.object({ email });
export const userIdParam = z.object({ id: z.string().trim().min(1).max(128) });

/** Custom claims set by the API only (DESIGN.md §3). */
export interface RoleClaims {
  role: 'buyer' | 'seller';
  admin?: true;
  verified?: true;
}
