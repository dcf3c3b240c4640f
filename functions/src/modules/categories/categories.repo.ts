import { db } from '../../shared/firestore';
import type { Category } from './categories.schema';

const categories = () => db().collection('categories');

export async function listCategories(): Promise<Category[]> {
  const snapshot = await categories().orderBy('id').get();
  return snapshot.docs.map((doc) => doc.data() as Category);
}
