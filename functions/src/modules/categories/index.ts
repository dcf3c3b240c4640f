/** categories: the brands shoppers browse by (categories/{id}) and their pages. */
export { categoriesRouter } from './categories.routes';
