import { AppError } from '../../shared/app-error';
import type { CategoryPageQuery } from '../../contract/search';
import { searchCategory, type SearchPage } from '../products';
import { findCategory, listCategories } from './categories.repo';
import type { Category } from '../../contract/categories';

/** Every category, in id order. */
export function listAllCategories(): Promise<Category[]> {
  return listCategories();
}

/** A category and one page of its listings that are not sold, searched like GET /products with the brand preset. */
export async function getCategoryPage(idOrName: string, query: CategoryPageQuery, now: Date): Promise<{ category: Category; listings: SearchPage }> {
  const category = await findCategory(idOrName);
  if (!category) throw AppError.notFound('There is no such category.');
  return { category, listings: await searchCategory(category.category_name, query, now) };
}
