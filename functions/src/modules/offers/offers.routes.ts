import { Router, type Request } from 'express';
import { callerOf, requireUser, userOf } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { bookingLimiter, writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import { productIdParam } from '../../contract/products';
import {
  counterOfferBody,
  createOfferBody,
  declineOfferBody,
  offerIdParam,
  offersQuery,
  type OfferActionResponse,
} from '../../contract/offers';
import { acceptOffer, counterOffer, declineOffer, listOffers, makeOffer, readOffer, withdrawOffer } from './offers.service';

export const offersRouter = Router();

const idOf = (req: Request) => parse(offerIdParam, req.params).id;

offersRouter.post('/products/:id/offers', requireUser, requireJson, bookingLimiter, async (req, res) => {
  const listingId = parse(productIdParam, req.params).id;
  const offer = await makeOffer(userOf(req), listingId, parse(createOfferBody, req.body), nowOf(req));
  res.status(201).json({ acknowledged: true, offer } satisfies OfferActionResponse);
});

offersRouter.get('/offers', requireUser, privateNoStore, async (req, res) => {
  const query = parse(offersQuery, req.query);
  sendPage(req, res, await listOffers(callerOf(req), query.side, query, nowOf(req), query.listing), query.limit);
});

offersRouter.get('/offers/:id', requireUser, privateNoStore, async (req, res) => {
  res.json(await readOffer(callerOf(req), idOf(req), nowOf(req)));
});

offersRouter.put('/offers/:id/accept', requireUser, writeLimiter, async (req, res) => {
  const offer = await acceptOffer(callerOf(req), idOf(req), nowOf(req));
  res.json({ acknowledged: true, offer } satisfies OfferActionResponse);
});

offersRouter.put('/offers/:id/decline', requireUser, requireJson, writeLimiter, async (req, res) => {
  const id = idOf(req);
  const offer = await declineOffer(callerOf(req), id, parse(declineOfferBody, req.body), nowOf(req));
  res.json({ acknowledged: true, offer } satisfies OfferActionResponse);
});

offersRouter.put('/offers/:id/counter', requireUser, requireJson, writeLimiter, async (req, res) => {
  const id = idOf(req);
  const offer = await counterOffer(callerOf(req), id, parse(counterOfferBody, req.body), nowOf(req));
  res.json({ acknowledged: true, offer } satisfies OfferActionResponse);
});

offersRouter.delete('/offers/:id', requireUser, writeLimiter, async (req, res) => {
  const offer = await withdrawOffer(callerOf(req), idOf(req), nowOf(req));
  res.json({ acknowledged: true, offer } satisfies OfferActionResponse);
});
