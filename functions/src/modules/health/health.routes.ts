import { Router } from 'express';
import type { HealthResponse } from '../../contract/health';
import { checkHealth } from './health.service';

/** GET /healthz: the function is up and Firestore answers (one document read). */
export const healthRouter = Router();

healthRouter.get('/healthz', async (_req, res) => {
  res.set('Cache-Control', 'no-store').json((await checkHealth()) satisfies HealthResponse);
});
