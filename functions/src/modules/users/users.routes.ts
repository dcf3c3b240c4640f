import { Router, type Request, type Response } from 'express';
import type { Caller } from '../../shared/auth';
import { callerOf, requireAdmin, requireToken, requireUser, userOf } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { pageQuery } from '../../contract/pagination';
import { signUpLimiter, writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import type { DeletedResponse } from '../../contract/responses';
import {
  changeRoleBody,
  emailParam,
  upsertUserBody,
  userIdParam,
  type IsAdminResponse,
  type IsBuyerResponse,
  type IsSellerResponse,
  type IsVerifiedResponse,
  type UserRecord,
  type UserWriteResponse,
  updateMeBody,
} from '../../contract/users';
import {
  changeOwnRole,
  deleteOwnAccount,
  deleteUser,
  findUserByEmail,
  listAllUsers,
  makeAdmin,
  ownRecord,
  removeAdmin,
  requestVerification,
  unverifySeller,
  updateOwnProfile,
  upsertOwnProfile,
  verifySeller,
} from './users.service';

export const usersRouter = Router();
usersRouter.use(['/users', '/verify'], privateNoStore);

/** Registration and profile refresh; the record may not exist yet, so a token is enough. */
usersRouter.post('/users', requireToken, requireJson, signUpLimiter, async (req, res) => {
  const body = parse(upsertUserBody, req.body);
  const { user, created } = await upsertOwnProfile(callerOf(req), body);
  res.status(created ? 201 : 200).json({ acknowledged: true, user } satisfies UserWriteResponse);
});

// The caller's own account; registered before /users/:id so that "me" is never taken for an id.
usersRouter.get('/users/me', requireUser, (req, res) => {
  res.json(ownRecord(userOf(req)) satisfies UserRecord);
});

usersRouter.patch('/users/me', requireUser, requireJson, writeLimiter, async (req, res) => {
  const body = parse(updateMeBody, req.body);
  const user = await updateOwnProfile(userOf(req), body, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  res.json({ acknowledged: true, user } satisfies UserWriteResponse);
});

usersRouter.delete('/users/me', requireUser, writeLimiter, async (req, res) => {
  res.json({ acknowledged: true, ...(await deleteOwnAccount(userOf(req))) } satisfies DeletedResponse);
});

usersRouter.put('/users/me/role', requireUser, requireJson, writeLimiter, async (req, res) => {
  const body = parse(changeRoleBody, req.body);
  res.json({ acknowledged: true, user: await changeOwnRole(userOf(req), body) } satisfies UserWriteResponse);
});

usersRouter.post('/users/me/verification-request', requireUser, writeLimiter, async (req, res) => {
  res.json({ acknowledged: true, user: await requestVerification(userOf(req), nowOf(req)) } satisfies UserWriteResponse);
});

// Role lookups by email: the caller's own, or anyone's for an admin.
usersRouter.get('/users/admin/:email', requireUser, async (req, res) => {
  const { email } = parse(emailParam, req.params);
  const user = await findUserByEmail(userOf(req), email);
  res.json({ isAdmin: user?.role === 'admin' } satisfies IsAdminResponse);
});

usersRouter.get('/users/buyer/:email', requireUser, async (req, res) => {
  const { email } = parse(emailParam, req.params);
  const user = await findUserByEmail(userOf(req), email);
  res.json({ isBuyer: user?.user_role === 'Buyer' } satisfies IsBuyerResponse);
});

usersRouter.get('/users/seller/:email', requireUser, async (req, res) => {
  const { email } = parse(emailParam, req.params);
  const user = await findUserByEmail(userOf(req), email);
  res.json({ isSeller: user?.user_role === 'Seller' } satisfies IsSellerResponse);
});

usersRouter.get('/verify/:email', requireUser, async (req, res) => {
  const { email } = parse(emailParam, req.params);
  const user = await findUserByEmail(userOf(req), email);
  res.json({ verified: user?.verified === true, verificationRequestedAt: user?.verificationRequestedAt ?? null } satisfies IsVerifiedResponse);
});

// Admin only.
usersRouter.get('/users', requireAdmin, async (req, res) => {
  const page = parse(pageQuery, req.query);
  sendPage(req, res, await listAllUsers(page), page.limit);
});

usersRouter.get('/users/buyer', requireAdmin, async (req, res) => {
  const page = parse(pageQuery, req.query);
  sendPage(req, res, await listAllUsers(page, 'Buyer'), page.limit);
});

usersRouter.get('/users/seller', requireAdmin, async (req, res) => {
  const page = parse(pageQuery, req.query);
  sendPage(req, res, await listAllUsers(page, 'Seller'), page.limit);
});

/** An admin's change of a user; the use case writes its audit entry with the change. */
function byAdmin(change: (admin: Caller, id: string, now: Date) => Promise<UserRecord>) {
  return async (req: Request, res: Response) => {
    const { id } = parse(userIdParam, req.params);
    const user = await change(callerOf(req), id, nowOf(req));
    res.json({ acknowledged: true, user } satisfies UserWriteResponse);
  };
}

usersRouter.put('/users/admin/:id', requireAdmin, writeLimiter, byAdmin(makeAdmin));
usersRouter.delete('/users/admin/:id', requireAdmin, writeLimiter, byAdmin(removeAdmin));
usersRouter.put('/users/verify/:id', requireAdmin, writeLimiter, byAdmin(verifySeller));
usersRouter.delete('/users/verify/:id', requireAdmin, writeLimiter, byAdmin(unverifySeller));

usersRouter.delete('/users/:id', requireAdmin, writeLimiter, async (req, res) => {
  const { id } = parse(userIdParam, req.params);
  res.json({ acknowledged: true, ...(await deleteUser(id, callerOf(req), nowOf(req))) } satisfies DeletedResponse);
});
