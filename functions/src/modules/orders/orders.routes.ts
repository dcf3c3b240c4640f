import { Router } from 'express';
import { callerOf, requireUser, userOf } from '../../shared/auth';
import { privateNoStore, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { bookingLimiter, writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import { createOrderBody, orderIdParam, ordersQuery, type CancelOrderResponse } from '../../contract/orders';
import type { InsertedResponse } from '../../contract/responses';
import { cancelOrder, listOrders, placeOrder } from './orders.service';

export const ordersRouter = Router();

ordersRouter.post('/orders', requireUser, requireJson, bookingLimiter, async (req, res) => {
  const body = parse(createOrderBody, req.body);
  res.status(201).json({ acknowledged: true, insertedId: await placeOrder(userOf(req), body) } satisfies InsertedResponse);
});

ordersRouter.get('/orders', requireUser, privateNoStore, async (req, res) => {
  const query = parse(ordersQuery, req.query);
  sendPage(req, res, await listOrders(callerOf(req), query.email, query), query.limit);
});

ordersRouter.delete('/orders/:id', requireUser, writeLimiter, async (req, res) => {
  await cancelOrder(callerOf(req), parse(orderIdParam, req.params).id);
  res.json({ acknowledged: true, status: 'cancelled' } satisfies CancelOrderResponse);
});
