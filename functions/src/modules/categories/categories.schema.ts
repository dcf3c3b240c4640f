import type { CategoryName } from '../../shared/constants';

export interface Category {
  _id: string;
  id: number;
  category_name: CategoryName;
}
