import { z } from 'zod';

/** GET /healthz: the function is up and Firestore answered, in this many milliseconds. */
export const healthResponse = z.object({ ok: z.literal(true), firestoreMs: z.number() });
export type HealthResponse = z.infer<typeof healthResponse>;
