import { Router, type Request } from 'express';
import { callerOf, requireAdmin } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, requireJson } from '../../shared/http';
import { writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import {
  createSpotBody,
  spotIdParam,
  spotsQuery,
  updateSpotBody,
  type DeleteSpotResponse,
  type MeetupSpot,
  type SpotWriteResponse,
  type SuggestedSpot,
} from '../../contract/meetup-spots';
import { addSpot, editSpot, listAllSpots, removeSpot, suggestedSpots } from './meetup-spots.service';

/** Safe meeting spots: suggestions for anyone booking, and the admins' list. */
export const meetupSpotsRouter = Router();

const idOf = (req: Request) => parse(spotIdParam, req.params).id;

meetupSpotsRouter.get('/meetup-spots', async (req, res) => {
  const query = parse(spotsQuery, req.query);
  res.json((await suggestedSpots(query)) satisfies SuggestedSpot[]);
});

meetupSpotsRouter.get('/admin/meetup-spots', requireAdmin, privateNoStore, async (_req, res) => {
  res.json((await listAllSpots()) satisfies MeetupSpot[]);
});

meetupSpotsRouter.post('/admin/meetup-spots', requireAdmin, privateNoStore, requireJson, writeLimiter, async (req, res) => {
  const spot = await addSpot(callerOf(req), parse(createSpotBody, req.body), nowOf(req));
  res.status(201).json({ acknowledged: true, spot } satisfies SpotWriteResponse);
});

meetupSpotsRouter.put('/admin/meetup-spots/:id', requireAdmin, privateNoStore, requireJson, writeLimiter, async (req, res) => {
  const id = idOf(req);
  const spot = await editSpot(callerOf(req), id, parse(updateSpotBody, req.body), nowOf(req));
  res.json({ acknowledged: true, spot } satisfies SpotWriteResponse);
});

meetupSpotsRouter.delete('/admin/meetup-spots/:id', requireAdmin, privateNoStore, writeLimiter, async (req, res) => {
  const id = idOf(req);
  res.json({ acknowledged: true, outcome: await removeSpot(callerOf(req), id, nowOf(req)) } satisfies DeleteSpotResponse);
});
