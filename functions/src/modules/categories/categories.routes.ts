import { Router } from 'express';
import { publicCache } from '../../shared/http';
import { listCategories } from './categories.repo';

export const categoriesRouter = Router();

categoriesRouter.get('/categories', publicCache(300), async (_req, res) => {
  res.json(await listCategories());
});
