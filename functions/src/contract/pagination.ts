import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';

/**
 * `?limit=` and `?cursor=` of every list (docs/api.md). The cursor is the `sortKey` of the
 * last item of the previous page: lists are paginated by keyset on that stored, unique field,
 * never by Firestore cursors or offsets (which the local emulator ignores). The body of a list
 * is the spec's plain array; the next page's URL travels in `Link: <...>; rel="next"`.
 */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(PAGE_SIZE_MAX, { error: `limit must be at most ${PAGE_SIZE_MAX}.` })
    .default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200, { error: 'cursor is too long.' }).optional(),
});
export type PageRequest = z.infer<typeof pageQuery>;
