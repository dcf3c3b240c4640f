import { Router } from 'express';
import type { HealthResponse } from '../../contract/health';
import { db } from '../../shared/firestore';

/** GET /healthz: the function is up and Firestore answers (one document read). */
export const healthRouter = Router();

healthRouter.get('/healthz', async (_req, res) => {
  const started = Date.now();
  await db().collection('categories').limit(1).get();
  res.set('Cache-Control', 'no-store').json({ ok: true, firestoreMs: Date.now() - started } satisfies HealthResponse);
});
