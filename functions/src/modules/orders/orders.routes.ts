import { Router, type Request } from 'express';
import { callerOf, requireUser, userOf } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { bookingLimiter, writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import {
  acceptOrderBody,
  cancelOrderBody,
  checklistBody,
  createOrderBody,
  declineOrderBody,
  handoverBody,
  orderIdParam,
  ordersQuery,
  safetyCardTokenParam,
  type CancelOrderResponse,
  type OrderActionResponse,
  type RevokeSafetyCardResponse,
  type SafetyCardResponse,
} from '../../contract/orders';
import type { InsertedResponse } from '../../contract/responses';
import {
  acceptOrder,
  cancelOrder,
  declineOrder,
  handOver,
  listOrders,
  placeOrder,
  readOrder,
  saveChecklist,
} from './orders.service';
import { createCard, readCard, revokeCards } from './safety-cards.service';

export const ordersRouter = Router();

const idOf = (req: Request) => parse(orderIdParam, req.params).id;

ordersRouter.post('/orders', requireUser, requireJson, bookingLimiter, async (req, res) => {
  const body = parse(createOrderBody, req.body);
  res.status(201).json({ acknowledged: true, insertedId: await placeOrder(userOf(req), body, nowOf(req)) } satisfies InsertedResponse);
});

ordersRouter.get('/orders', requireUser, privateNoStore, async (req, res) => {
  const query = parse(ordersQuery, req.query);
  sendPage(req, res, await listOrders(callerOf(req), query.email, query, nowOf(req)), query.limit);
});

ordersRouter.get('/orders/:id', requireUser, privateNoStore, async (req, res) => {
  res.json(await readOrder(callerOf(req), idOf(req), nowOf(req)));
});

ordersRouter.put('/orders/:id/accept', requireUser, requireJson, writeLimiter, async (req, res) => {
  const id = idOf(req);
  const order = await acceptOrder(callerOf(req), id, parse(acceptOrderBody, req.body), nowOf(req));
  res.json({ acknowledged: true, order } satisfies OrderActionResponse);
});

ordersRouter.put('/orders/:id/decline', requireUser, requireJson, writeLimiter, async (req, res) => {
  const id = idOf(req);
  const order = await declineOrder(callerOf(req), id, parse(declineOrderBody, req.body), nowOf(req));
  res.json({ acknowledged: true, order } satisfies OrderActionResponse);
});

ordersRouter.put('/orders/:id/checklist', requireUser, requireJson, writeLimiter, async (req, res) => {
  const id = idOf(req);
  const order = await saveChecklist(callerOf(req), id, parse(checklistBody, req.body), nowOf(req));
  res.json({ acknowledged: true, order } satisfies OrderActionResponse);
});

ordersRouter.post('/orders/:id/handover', requireUser, requireJson, writeLimiter, async (req, res) => {
  const id = idOf(req);
  const order = await handOver(callerOf(req), id, parse(handoverBody, req.body).code, nowOf(req));
  res.json({ acknowledged: true, order } satisfies OrderActionResponse);
});

/** The reason may come as `?reason=` or, from clients that send one, in a JSON body. */
ordersRouter.delete('/orders/:id', requireUser, writeLimiter, async (req, res) => {
  const id = idOf(req);
  const fromBody = req.body && typeof req.body === 'object' && 'reason' in req.body ? req.body : {};
  const { reason } = parse(cancelOrderBody, { ...req.query, ...fromBody });
  await cancelOrder(callerOf(req), id, reason, nowOf(req));
  res.json({ acknowledged: true, status: 'cancelled' } satisfies CancelOrderResponse);
});

/** Where the web app that asked is served (for the card's absolute link). */
function originOf(req: Request): string {
  const origin = req.get('origin');
  if (origin && /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin)) return origin;
  return `${req.protocol}://${req.get('x-forwarded-host') ?? req.get('host')}`;
}

ordersRouter.post('/orders/:id/safety-card', requireUser, writeLimiter, async (req, res) => {
  const id = idOf(req);
  const card = await createCard(callerOf(req), id, originOf(req), nowOf(req));
  res.status(201).json({ acknowledged: true, ...card } satisfies SafetyCardResponse);
});

ordersRouter.delete('/orders/:id/safety-card', requireUser, writeLimiter, async (req, res) => {
  const id = idOf(req);
  await revokeCards(callerOf(req), id, nowOf(req));
  res.json({ acknowledged: true, revoked: true } satisfies RevokeSafetyCardResponse);
});

ordersRouter.get('/safety-cards/:token', privateNoStore, async (req, res) => {
  res.json(await readCard(parse(safetyCardTokenParam, req.params).token, nowOf(req)));
});
