import { Router } from 'express';
import { privateNoStore, requireJson } from '../../shared/http';
import { newsletterLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import { subscribeBody, type SubscribeResponse } from '../../contract/newsletter';
import { subscribe } from './newsletter.service';

export const newsletterRouter = Router();

newsletterRouter.post('/newsletter', privateNoStore, newsletterLimiter, requireJson, async (req, res) => {
  const { email } = parse(subscribeBody, req.body);
  const { alreadySubscribed } = await subscribe(email);
  res.status(alreadySubscribed ? 200 : 201).json({ acknowledged: true, alreadySubscribed } satisfies SubscribeResponse);
});
