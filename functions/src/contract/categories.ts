import { z } from 'zod';
import { CATEGORY_NAMES } from './constants';
import { publicListingSchema } from './products';
import { RESERVED_ID } from './schema-helpers';

/** categories/{id}: the four brands of the spec. */
export const categorySchema = z
  .object({
    _id: z.string(),
    id: z.number().int(),
    category_name: z.enum(CATEGORY_NAMES),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

/** GET /categories/:idOrName: the category with one page of its listings inline (the next page in `Link`). */
export const categoryPageSchema = categorySchema.extend({ products: z.array(publicListingSchema) }).meta({ id: 'CategoryPage' });
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** GET /categories/:idOrName: an id ("1") or a name ("apple", any case). */
export const categoryParam = z.object({
  idOrName: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(50)
    .regex(/^[a-z0-9_-]+$/, { error: 'Invalid category.' })
    .refine((id) => !RESERVED_ID.test(id), { error: 'Invalid category.' }),
});
