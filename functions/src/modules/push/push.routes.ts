import { Router } from 'express';
import { callerOf, requireUser } from '../../shared/auth';
import { config } from '../../shared/config';
import { nowOf } from '../../shared/clock';
import { privateNoStore, requireJson } from '../../shared/http';
import { writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import { pushTokenBody, pushTokenParam, type PushTokenResponse, type RecordedPushesResponse } from '../../contract/push';
import type { DeletedResponse } from '../../contract/responses';
import { recordedPushesOf, registerToken, unregisterToken } from './push.service';

export const pushRouter = Router();

pushRouter.post('/push-tokens', requireUser, requireJson, writeLimiter, privateNoStore, async (req, res) => {
  const { token } = parse(pushTokenBody, req.body);
  const registered = await registerToken(callerOf(req), token, nowOf(req));
  res.status(registered ? 201 : 200).json({ acknowledged: true, registered } satisfies PushTokenResponse);
});

pushRouter.delete('/push-tokens/:token', requireUser, writeLimiter, async (req, res) => {
  await unregisterToken(callerOf(req), parse(pushTokenParam, req.params).token);
  res.json({ acknowledged: true, deletedCount: 1 } satisfies DeletedResponse);
});

// The local stack's developer page (web /dev/pushes) shows what the recording sender kept for the
// signed-in person. Production sends to FCM and keeps nothing, so the route exists only locally.
if (config.local) {
  pushRouter.get('/dev/push-messages', requireUser, privateNoStore, async (req, res) => {
    res.json({ pushes: await recordedPushesOf(callerOf(req)) } satisfies RecordedPushesResponse);
  });
}
