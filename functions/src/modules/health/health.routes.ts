import { Router } from 'express';
import { checkHealth } from './health.service';

/** GET /healthz: the function is up and Firestore answers (one document read). */
export const healthRouter = Router();

healthRouter.get('/healthz', async (_req, res) => {
  res.set('Cache-Control', 'no-store').json(await checkHealth());
});
