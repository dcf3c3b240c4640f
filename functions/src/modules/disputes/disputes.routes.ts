import { Router, type Request } from 'express';
import { callerOf, requireAdmin, requireUser } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import { orderIdParam } from '../../contract/orders';
import {
  adminDisputesQuery,
  answerDisputeBody,
  decideDisputeBody,
  disputeIdParam,
  openDisputeBody,
  type DisputeWriteResponse,
  type OrderDisputeResponse,
} from '../../contract/disputes';
import { answerDispute, decideDispute, listDisputesFor, openDispute, readOrderDispute } from './disputes.service';

/** The dispute window after a handover: the order's parties, and the admins who decide. */
export const disputesRouter = Router();

const orderIdOf = (req: Request) => parse(orderIdParam, req.params).id;

disputesRouter.get('/orders/:id/dispute', requireUser, privateNoStore, async (req, res) => {
  res.json((await readOrderDispute(callerOf(req), orderIdOf(req), nowOf(req))) satisfies OrderDisputeResponse);
});

disputesRouter.post('/orders/:id/dispute', requireUser, privateNoStore, requireJson, writeLimiter, async (req, res) => {
  const id = orderIdOf(req);
  const dispute = await openDispute(callerOf(req), id, parse(openDisputeBody, req.body), nowOf(req));
  res.status(201).json({ acknowledged: true, dispute } satisfies DisputeWriteResponse);
});

disputesRouter.put('/orders/:id/dispute', requireUser, privateNoStore, requireJson, writeLimiter, async (req, res) => {
  const id = orderIdOf(req);
  const dispute = await answerDispute(callerOf(req), id, parse(answerDisputeBody, req.body), nowOf(req));
  res.json({ acknowledged: true, dispute } satisfies DisputeWriteResponse);
});

disputesRouter.get('/admin/disputes', requireAdmin, privateNoStore, async (req, res) => {
  const query = parse(adminDisputesQuery, req.query);
  sendPage(req, res, await listDisputesFor(query.status, query, nowOf(req)), query.limit);
});

disputesRouter.put('/admin/disputes/:id/decide', requireAdmin, privateNoStore, requireJson, writeLimiter, async (req, res) => {
  const { id } = parse(disputeIdParam, req.params);
  const dispute = await decideDispute(callerOf(req), id, parse(decideDisputeBody, req.body), nowOf(req));
  res.json({ acknowledged: true, dispute } satisfies DisputeWriteResponse);
});
