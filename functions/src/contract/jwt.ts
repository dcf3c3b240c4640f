import { z } from 'zod';
import { email } from './schema-helpers';

export const jwtQuery = z.object({ email });

/** What GET /jwt answers: the spec's client stores accessToken and sends it as a Bearer token. */
export const accessTokenResponse = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string().meta({ description: 'When the token stops being accepted (ISO 8601); the client refreshes it before then.' }),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;
