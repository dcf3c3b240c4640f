import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/auth';
import type { AccessTokenResponse } from '../../contract/jwt';

/**
 * GET /jwt?email=: the spec's client asks for an access token after signing in and keeps it
 * as its Bearer credential. ReCell mints no tokens of its own: the Firebase ID token the caller
 * presented already is that credential (verified on every request, short-lived, refreshed by
 * the Auth SDK, carrying our custom claims). A second, home-made token would only add a secret
 * to guard and a credential that outlives a deleted account. So this answers the caller's own
 * ID token, and only to a caller who proved the asked-for email with it.
 */
export function accessTokenFor(caller: Caller, email: string): AccessTokenResponse {
  if (email !== caller.email) throw AppError.forbidden('You can only get a token for your own email.');
  return {
    accessToken: caller.rawToken,
    tokenType: 'Bearer',
    expiresAt: new Date(caller.token.exp * 1000).toISOString(),
  };
}
