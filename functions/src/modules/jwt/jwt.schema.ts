import { z } from 'zod';
import { email } from '../../shared/schema-helpers';

export const jwtQuery = z.object({ email });

/** What GET /jwt answers: the spec's client stores accessToken and sends it as a Bearer token. */
export interface AccessTokenResponse {
  accessToken: string;
  tokenType: 'Bearer';
  /** When the token stops being accepted (ISO 8601); the client refreshes it before then. */
  expiresAt: string;
}
