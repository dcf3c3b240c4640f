import { Router } from 'express';
import { nowOf } from '../../shared/clock';
import { publicCache } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { categoryPageQuery } from '../../contract/search';
import { parse } from '../../shared/validate';
import { categoryParam, type Category, type CategoryPage } from '../../contract/categories';
import { getCategoryPage, listAllCategories } from './categories.service';

export const categoriesRouter = Router();

categoriesRouter.get('/categories', publicCache(300), async (_req, res) => {
  res.json((await listAllCategories()) satisfies Category[]);
});

/** The category with its listings inline: `{ ...category, products }`; the next page in `Link`. */
categoriesRouter.get('/categories/:idOrName', publicCache(15), async (req, res) => {
  const { idOrName } = parse(categoryParam, req.params);
  const query = parse(categoryPageQuery, req.query);
  const { category, listings } = await getCategoryPage(idOrName, query, nowOf(req));
  res.set('X-Total-Count', String(listings.total));
  sendPage(req, res, listings, query.limit, { ...category, products: listings.items } satisfies CategoryPage);
});
