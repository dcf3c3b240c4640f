import { withoutLocalOrigin } from '../../contract/image-urls';
import { AppError } from '../../shared/app-error';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { assertSelfOrAdmin, type Caller, type IdentitySource } from '../../shared/auth';
import {
  DEFAULT_EMAIL_PREFERENCES,
  NO_STANDING,
  RECENT_SIGN_IN_SECONDS,
  accountTypeOf,
  type AccountType,
  type ChangeRoleBody,
  type UpdateMeBody,
} from '../../contract/users';
import { countLiveListingsOfSeller } from '../listings';
import { deleteAuthAccount, setRoleClaims, verifyIdToken } from './auth-accounts.repo';
import { accountDeletedEvents, authProfileEvent } from './account-events';
import { auditEvent } from '../moderation';
import { conversationCopiesEvent } from '../conversations';
import { personNotice } from '../notifications';
import { sellerCopiesEvent } from '../listing-changes';
import { dispatch, recordEvents, type OutboxEvent, type SellerCopyField } from '../events';
import { NOTIFICATION_LINKS } from '../../contract/notifications';
import { DEFAULT_LANGUAGE } from '../../contract/languages';
import {
  createUserRecord,
  deleteUserUnlessLastAdmin,
  getUserByEmail,
  getUserById,
  listUsers,
  removeAdminUnlessLastAdmin,
  updateOwnFields,
  updateUserRecord,
} from '../profiles';
import type { RoleClaims, UpsertUserBody, UserRecord } from '../../contract/users';
import type { AuditAction } from '../../contract/moderation';

/** How the auth middleware learns who a token belongs to; createApp() wires it. */
export const identitySource: IdentitySource = { verifyIdToken, findProfile: getUserById };

/** The custom claims mirror the stored record; nothing a client sends reaches them. */
export function claimsFor(record: UserRecord): RoleClaims {
  return {
    role: record.user_role === 'Seller' ? 'seller' : 'buyer',
    ...(record.role === 'admin' ? { admin: true as const } : {}),
    ...(record.verified ? { verified: true as const } : {}),
  };
}

/**
 * Re-reads the record and sets the claims from it, so a concurrent make-admin or verify is
 * never overwritten by an older copy. A record without an Auth account (an imported user
 * who never signed in) has no claims to set; the record alone still decides privileges.
 */
async function publishClaims(uid: string): Promise<UserRecord> {
  const record = await getUserById(uid);
  if (!record) throw AppError.notFound('This user does not exist.');
  await setRoleClaims(uid, claimsFor(record));
  return record;
}

/**
 * POST /users: creates or refreshes the caller's own record from their ID token.
 * - The email always comes from the token.
 * - The role (Buyer or Seller) is fixed by the first call: a later call cannot switch it, so a
 *   buyer cannot turn into a seller (or back) by re-registering. A sign-in through a provider
 *   (Google, GitHub, Facebook) always registers a Buyer.
 * - admin and verified are never taken from the body; a refresh keeps them and createdAt.
 * Answers the stored record and whether it was created by this call.
 */
export async function upsertOwnProfile(caller: Caller, body: UpsertUserBody): Promise<{ user: UserRecord; created: boolean }> {
  const existing = caller.profile;
  if (!existing) {
    const viaProvider = caller.token.firebase.sign_in_provider !== 'password';
    const created = await createUserRecord({
      _id: caller.uid,
      name: body.name,
      email: caller.email,
      image: body.image ?? withoutLocalOrigin(caller.token.picture ?? ''),
      user_role: viaProvider ? 'Buyer' : body.user_role,
      role: 'user',
      verified: false,
      verificationRequestedAt: null,
      emailPreferences: DEFAULT_EMAIL_PREFERENCES,
      language: body.language ?? DEFAULT_LANGUAGE,
      ...NO_STANDING,
      ...timestamps(caller.uid, new Date()),
    });
    if (created) return { user: await publishClaims(caller.uid), created: true };
  }
  // A refresh, or a concurrent first call that lost the create() race.
  const current = existing ?? (await getUserById(caller.uid));
  if (!current) throw AppError.conflict('Your account changed while saving. Please try again.');
  const image = body.image ?? current.image;
  const copies = copiesOfProfile(caller.uid, current, { name: body.name, image }, new Date());
  await updateUserRecord(caller.uid, { name: body.name, email: caller.email, image, ...(body.language ? { language: body.language } : {}) }, copies);
  await dispatch(copies);
  return { user: await publishClaims(caller.uid), created: false };
}

/**
 * The events a changed name or photo owes the copies of it, written with the change: the seller
 * fields on the person's listings, and their side of each of their conversations.
 */
function copiesOfProfile(uid: string, before: UserRecord, after: { name?: string; image?: string }, now: Date): OutboxEvent[] {
  const name = after.name !== undefined && after.name !== before.name;
  const image = after.image !== undefined && after.image !== before.image;
  if (!name && !image) return [];
  const fields: SellerCopyField[] = [...(name ? ['seller_name' as const] : []), ...(image ? ['seller_img' as const] : [])];
  return [sellerCopiesEvent(uid, fields, now), conversationCopiesEvent(uid, now)];
}

/** GET /users/me: the caller's own record, as the auth middleware read it for this request. */
export function ownRecord(caller: Caller & { profile: UserRecord }): UserRecord {
  return caller.profile;
}

/**
 * PATCH /users/me: the caller's own name, photo, email preferences and language. A new name or photo is
 * written to the record; events written with it bring the Auth profile (what the header shows)
 * and the copies on their listings and conversations in step with the record, which decides.
 * Answers the stored record.
 */
export async function updateOwnProfile(caller: Caller & { profile: UserRecord }, body: UpdateMeBody, origin: string, now = new Date()): Promise<UserRecord> {
  const events = [...copiesOfProfile(caller.uid, caller.profile, body, now), ...authProfileEvent(caller.uid, body, origin, now)];
  await updateOwnFields(caller.uid, body, events);
  await dispatch(events);
  return existingUser(caller.uid);
}

/**
 * DELETE /users/me: the caller deletes their own account, exactly as an admin's DELETE /users/:id
 * would (deleteUser). The ID token must come from a sign-in of the last few minutes, so a
 * forgotten open session cannot delete an account: the web app re-authenticates first.
 */
export async function deleteOwnAccount(caller: Caller, now = new Date()): Promise<{ deletedCount: number }> {
  const signedInAt = caller.token.auth_time * 1000;
  if (now.getTime() - signedInAt > RECENT_SIGN_IN_SECONDS * 1000) {
    throw new AppError(403, 'recent_login_required', 'For your security, confirm your password (or sign in again) to delete your account.');
  }
  return deleteUser(caller.uid, null, now);
}

/**
 * The record behind an email for the role lookups: the caller's own, or anyone's for an admin.
 * null when no user has that email (an admin asking about a stranger gets false flags).
 */
export async function findUserByEmail(caller: Caller, email: string): Promise<UserRecord | null> {
  assertSelfOrAdmin(caller, email);
  return email === caller.email ? caller.profile : getUserByEmail(email);
}

/** The admin tables: everyone, or one role, newest first, a page at a time. */
export function listAllUsers(page: PageRequest, userRole?: AccountType): Promise<Page<UserRecord>> {
  return listUsers(page, userRole);
}

function timestamps(uid: string, now: Date): Pick<UserRecord, 'createdAt' | 'sortKey'> {
  const createdAt = now.toISOString();
  return { createdAt, sortKey: `${createdAt}_${uid}` };
}

async function existingUser(uid: string): Promise<UserRecord> {
  const record = await getUserById(uid);
  if (!record) throw AppError.notFound('This user does not exist.');
  return record;
}

/** The audit entry of an admin's change of a user, written with the change. */
const userAudit = (admin: Caller, what: AuditAction, uid: string, label: string, now: Date) => auditEvent(admin, what, { kind: 'user', id: uid, label }, null, now);

/**
 * PUT /users/admin/:id. Idempotent: making an admin an admin again changes nothing but the audit
 * log, which records every action an admin took.
 */
export async function makeAdmin(admin: Caller, uid: string, now: Date): Promise<UserRecord> {
  const record = await existingUser(uid);
  const events = [userAudit(admin, 'admin_granted', uid, record.name, now)];
  if (record.role !== 'admin') await updateUserRecord(uid, { role: 'admin' }, events);
  else await recordEvents(events);
  await dispatch(events);
  return publishClaims(uid);
}

/**
 * DELETE /users/admin/:id: the user is an admin no more; their account type (Buyer or Seller,
 * kept beside the privilege) is what they go back to. Never the last admin (409), so ReCell always
 * keeps someone who can verify and make admins; an admin may step down while another remains.
 * Idempotent: a user who is not an admin is answered as they are.
 */
export async function removeAdmin(admin: Caller, uid: string, now: Date): Promise<UserRecord> {
  const { outcome, events } = await removeAdminUnlessLastAdmin(uid, (record) => [userAudit(admin, 'admin_revoked', uid, record.name, now)]);
  await dispatch(events);
  if (outcome === 'not_found') throw AppError.notFound('This user does not exist.');
  if (outcome === 'last_admin') throw AppError.conflict('You cannot remove the last admin: make someone else an admin first.');
  return publishClaims(uid);
}

/**
 * PUT /users/verify/:id: a seller becomes verified, on their record, their claims and the
 * copies on their listings; a pending request is answered. Only sellers list phones, so verifying
 * a buyer is refused. Idempotent; a repeat also repairs copies a failed earlier call left behind.
 */
export async function verifySeller(admin: Caller, uid: string, now: Date): Promise<UserRecord> {
  const record = await existingUser(uid);
  if (record.user_role !== 'Seller') throw AppError.conflict('Only sellers can be verified; this user is a buyer.');
  // The copies on their listings follow, a newly verified seller is told, and the audit log records it: events written with the change.
  const events: OutboxEvent[] = [sellerCopiesEvent(uid, ['verified'], now), userAudit(admin, 'seller_verified', uid, record.name, now)];
  if (!record.verified) {
    events.push(
      personNotice(
        {
          uid,
          kind: 'seller_verified',
          text: { key: 'seller_verified', params: {} },
          link: NOTIFICATION_LINKS.profile(uid),
          key: now.toISOString(),
        },
        now,
      ),
    );
  }
  if (!record.verified || record.verificationRequestedAt !== null) await updateUserRecord(uid, { verified: true, verificationRequestedAt: null }, events);
  else await recordEvents(events);
  await dispatch(events);
  return publishClaims(uid);
}

/**
 * DELETE /users/verify/:id: the seller is not verified any more (they cannot list new phones, and
 * their listings lose the Verified badge); a pending request is declined with it, so they may ask
 * again. Idempotent: an unverified user (a buyer too) is answered as they are, copies repaired.
 */
export async function unverifySeller(admin: Caller, uid: string, now: Date): Promise<UserRecord> {
  const record = await existingUser(uid);
  const events = [sellerCopiesEvent(uid, ['verified'], now), userAudit(admin, 'seller_unverified', uid, record.name, now)];
  if (record.verified || record.verificationRequestedAt !== null) await updateUserRecord(uid, { verified: false, verificationRequestedAt: null }, events);
  else await recordEvents(events);
  await dispatch(events);
  return publishClaims(uid);
}

/**
 * PUT /users/me/role: the caller's own account type (never a privilege: admin is given by an admin).
 * - buyer → seller: an unverified seller at once; an admin still verifies them before they list.
 * - seller → buyer: only with no listing on sale or booked (409 names what to do first): their sold
 *   listings stay as history. They give up verification (and a pending request) with it, so coming
 *   back as a seller means being verified again.
 * Idempotent: asking for the type they have changes nothing. The claims follow the record; the
 * web refreshes the ID token afterwards.
 */
export async function changeOwnRole(caller: Caller & { profile: UserRecord }, body: ChangeRoleBody): Promise<UserRecord> {
  const current = caller.profile;
  const wanted = accountTypeOf(body.role);
  if (current.user_role === wanted) return publishClaims(caller.uid);
  if (wanted === 'Seller') {
    await updateUserRecord(caller.uid, { user_role: 'Seller', verified: false, verificationRequestedAt: null });
    return publishClaims(caller.uid);
  }
  if ((await countLiveListingsOfSeller(caller.uid)) > 0) {
    throw AppError.conflict('You still have phones on sale or booked. Mark them sold or delete them before you go back to buying only.');
  }
  const copies = current.verified ? [sellerCopiesEvent(caller.uid, ['verified'], new Date())] : [];
  await updateUserRecord(caller.uid, { user_role: 'Buyer', verified: false, verificationRequestedAt: null }, copies);
  await dispatch(copies);
  return publishClaims(caller.uid);
}

/**
 * POST /users/me/verification-request: a seller asks an admin to verify them; the request shows
 * in the admin's Sellers list until an admin verifies (or unverifies) them. Sellers only (403);
 * 409 when already verified. Idempotent: a second request keeps the first one's time.
 */
export async function requestVerification(caller: Caller & { profile: UserRecord }, now: Date): Promise<UserRecord> {
  const current = caller.profile;
  if (current.user_role !== 'Seller') throw AppError.forbidden('Only sellers are verified. Become a seller on your profile first.');
  if (current.verified) throw AppError.conflict('You are already verified.');
  if (current.verificationRequestedAt === null) await updateUserRecord(caller.uid, { verificationRequestedAt: now.toISOString() });
  return existingUser(caller.uid);
}

/**
 * DELETE /users/:id (`admin`: who deletes; null when people delete their own account): the record
 * goes, with the last admin check atomic with it, and with it the events of what the account leaves
 * (account.deleted: the Auth account, their listings and orders, wishlist, conversations and
 * notifications, each handled by its module) and, for an admin, the audit entry. The Auth account
 * is also deleted here, so the person is shut out before the answer. A repeat for a user whose
 * record is already gone deletes nothing more (the first deletion's events finish it), and an
 * admin's repeat is still logged. An admin may delete themselves only while another admin remains.
 */
export async function deleteUser(uid: string, admin: Caller | null, now: Date): Promise<{ deletedCount: number }> {
  const audit = (label: string) => (admin ? [userAudit(admin, 'user_deleted', uid, label, now)] : []);
  const { outcome, events } = await deleteUserUnlessLastAdmin(uid, (record) => [...accountDeletedEvents(uid, now), ...audit(record.name)]);
  if (outcome === 'last_admin') throw AppError.conflict('You cannot delete the last admin.');
  if (outcome === 'not_found') {
    const logged = audit(uid);
    await recordEvents(logged);
    await dispatch(logged);
    // An Auth account without a ReCell record (one that never registered) still goes.
    await deleteAuthAccount(uid);
    return { deletedCount: 0 };
  }
  await dispatch(events);
  await deleteAuthAccount(uid);
  return { deletedCount: 1 };
}
