import { z } from 'zod';
import type { CategoryName } from '../../shared/constants';

export interface Category {
  _id: string;
  id: number;
  category_name: CategoryName;
}

/** GET /categories/:idOrName: an id ("1") or a name ("apple", any case). */
export const categoryParam = z.object({
  idOrName: z.string().trim().toLowerCase().min(1).max(50).regex(/^[a-z0-9_-]+$/, { error: 'Invalid category.' }),
});
