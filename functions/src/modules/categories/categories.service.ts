import { AppError } from '../../shared/app-error';
import type { PageRequest } from '../../contract/pagination';
import type { Page } from '../../shared/pagination';
import { listShoppable } from '../products/products.service';
import type { PublicListing } from '../../contract/products';
import { findCategory, listCategories } from './categories.repo';
import type { Category } from '../../contract/categories';

/** Every category, in id order. */
export function listAllCategories(): Promise<Category[]> {
  return listCategories();
}

/** A category and one page of its listings that are not sold, newest first. */
export async function getCategoryPage(idOrName: string, page: PageRequest, now: Date): Promise<{ category: Category; listings: Page<PublicListing> }> {
  const category = await findCategory(idOrName);
  if (!category) throw AppError.notFound('There is no such category.');
  return { category, listings: await listShoppable({ ...page, category: category.category_name }, now) };
}
