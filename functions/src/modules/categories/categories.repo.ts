import { categoriesCollection, mayNameDocument } from '../../shared/collections';
import type { Category } from '../../contract/categories';

const categories = categoriesCollection;

export async function listCategories(): Promise<Category[]> {
  const snapshot = await categories().orderBy('id').get();
  return snapshot.docs.map((doc) => doc.data());
}

/** categories/{id} by its id ("1"), or by its name ("apple") as the web links to it. */
export async function findCategory(idOrName: string): Promise<Category | null> {
  if (!mayNameDocument(idOrName)) return null;
  if (/^\d+$/.test(idOrName)) {
    const snapshot = await categories().doc(idOrName).get();
    return snapshot.data() ?? null;
  }
  const snapshot = await categories().where('category_name', '==', idOrName).limit(1).get();
  return snapshot.empty ? null : snapshot.docs[0]!.data();
}
