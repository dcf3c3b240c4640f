import { z } from 'zod';

/** A write that created a document: its id. */
export const insertedResponse = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export type InsertedResponse = z.infer<typeof insertedResponse>;

/** A write that deleted a document. */
export const deletedResponse = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });
export type DeletedResponse = z.infer<typeof deletedResponse>;
