import { z } from 'zod';
import { email } from './schema-helpers';

export const subscribeBody = z.object({ email });

/** POST /newsletter: 201 for a new address, 200 for one already subscribed. */
export const subscribeResponse = z.object({ acknowledged: z.literal(true), alreadySubscribed: z.boolean() });
export type SubscribeResponse = z.infer<typeof subscribeResponse>;
