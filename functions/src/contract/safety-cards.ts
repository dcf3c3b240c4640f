import { z } from 'zod';

/**
 * safetyCards/{sha256(token) in hex}: a meetup's share link. The token (256 random
 * bits) is given once to the party who creates the card and never stored; the id is its hash,
 * so the database alone cannot open a card. Revoked or past expiresAt, the card reads as unknown.
 */
export const safetyCardRecordSchema = z.object({
  order_id: z.string(),
  side: z.enum(['buyer', 'seller']).meta({ description: 'The side that created (shared) the card.' }),
  created_by_uid: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revoked_at: z.string().nullable(),
});
export type SafetyCardRecord = z.infer<typeof safetyCardRecordSchema>;
