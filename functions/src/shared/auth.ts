import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { AppError } from './app-error';
import type { UserRecord } from '../contract/users';

/** The verified identity behind a request: the ID token, and the stored user record when there is one. */
export interface Caller {
  uid: string;
  email: string;
  token: DecodedIdToken;
  rawToken: string;
  profile: UserRecord | null;
}

/**
 * Where the middleware learns who a token belongs to. createApp() puts the users module's
 * source on app.locals, so shared code never imports a module.
 */
export interface IdentitySource {
  verifyIdToken(rawToken: string, checkRevoked: boolean): Promise<DecodedIdToken>;
  findProfile(uid: string): Promise<UserRecord | null>;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
  interface Locals {
    identity?: IdentitySource;
  }
}

function identityOf(req: Request): IdentitySource {
  const identity = req.app.locals.identity;
  if (!identity) throw new Error('createApp() must set app.locals.identity.');
  return identity;
}

function bearer(req: Request): string | null {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * checkRevoked asks Auth whether the account still exists and the token was not revoked:
 * one extra call, made only where no stored record can answer that (before registration).
 */
async function verify(req: Request, checkRevoked: boolean): Promise<Caller> {
  const rawToken = bearer(req);
  if (!rawToken) throw AppError.unauthenticated();
  const identity = identityOf(req);
  let token: DecodedIdToken;
  try {
    token = await identity.verifyIdToken(rawToken, checkRevoked);
  } catch {
    throw AppError.unauthenticated('Your session has expired. Please log in again.');
  }
  if (!token.email) throw AppError.unauthenticated('Your account has no email address.');
  const profile = await identity.findProfile(token.uid);
  return { uid: token.uid, email: token.email.toLowerCase(), token, rawToken, profile };
}

/** Any valid ID token, even before the user record exists (registration). */
export async function requireToken(req: Request, _res: Response, next: NextFunction) {
  req.caller = await verify(req, true);
  next();
}

/**
 * A live account (the token is checked with Auth, so a deleted one is 401) that has created its
 * ReCell record: an Auth account that has not yet may sign up (POST /users) and nothing else, so an
 * upload from it is refused (403) like any other write. Uploads cost the most work of any write
 * (decoding and re-encoding a picture), and storage nobody can be held to account for is not kept.
 */
export async function requireRegisteredAccount(req: Request, _res: Response, next: NextFunction) {
  const caller = await verify(req, true);
  if (!caller.profile) throw AppError.forbidden('Finish creating your ReCell account first.');
  req.caller = caller;
  next();
}

/**
 * A valid ID token and nothing read (`profile` stays null): for the polls whose cost is counted
 * (an idle poll reads at most one document). The use case reads what decides access
 * itself: the caller's summary, or the conversation naming them, and the record only when those
 * do not settle it (a deleted account answers 401 there).
 */
export async function requireIdTokenOnly(req: Request, _res: Response, next: NextFunction) {
  const rawToken = bearer(req);
  if (!rawToken) throw AppError.unauthenticated();
  let token: DecodedIdToken;
  try {
    token = await identityOf(req).verifyIdToken(rawToken, false);
  } catch {
    throw AppError.unauthenticated('Your session has expired. Please log in again.');
  }
  if (!token.email) throw AppError.unauthenticated('Your account has no email address.');
  req.caller = { uid: token.uid, email: token.email.toLowerCase(), token, rawToken, profile: null };
  next();
}

/**
 * Who calls a public route, when the answer depends on it (a listing under moderation shows only to
 * its seller and admins): the caller with a stored record, or null for no token, a bad one, or no
 * record. Asked only when needed, so public reads verify no token.
 */
export async function optionalCallerOf(req: Request): Promise<Caller | null> {
  if (!bearer(req)) return null;
  try {
    const caller = await verify(req, false);
    return caller.profile ? caller : null;
  } catch {
    return null;
  }
}

/**
 * A signed-in user with a stored record. The record, not the token's claims, decides
 * privileges, so a deleted or demoted user loses access on their next request.
 */
export async function requireUser(req: Request, _res: Response, next: NextFunction) {
  const caller = await verify(req, false);
  if (!caller.profile) throw AppError.unauthenticated('This account no longer exists.');
  req.caller = caller;
  next();
}

/** The caller set by requireToken, requireRegisteredAccount or requireUser; routes call this after one of them. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw AppError.unauthenticated();
  return req.caller;
}

/** The caller with a stored record (after requireUser). */
export function userOf(req: Request): Caller & { profile: UserRecord } {
  const caller = callerOf(req);
  if (!caller.profile) throw AppError.unauthenticated('This account no longer exists.');
  return caller as Caller & { profile: UserRecord };
}

export function isAdmin(caller: Caller): boolean {
  return caller.profile?.role === 'admin';
}

/** Admin-only routes. */
export async function requireAdmin(req: Request, res: Response, next: NextFunction) {
  await requireUser(req, res, () => undefined);
  if (!isAdmin(callerOf(req))) throw AppError.forbidden('Only an admin can do that.');
  next();
}

/** The caller may read data keyed by this email: their own, or anyone's for an admin. */
export function assertSelfOrAdmin(caller: Caller, email: string) {
  if (caller.email !== email.toLowerCase() && !isAdmin(caller)) {
    throw AppError.forbidden("You can only see your own data.");
  }
}
