import { Router, type NextFunction, type Request, type Response } from 'express';
import { callerOf, requireAdmin, requireUser, userOf } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { reportLimiter, writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import { productIdParam } from '../../contract/products';
import type { DeletedResponse } from '../../contract/responses';
import {
  adminListingIdParam,
  adminListingsQuery,
  adminReportsQuery,
  auditQuery,
  createImeiBlockBody,
  imeiBlockIdParam,
  imeiBlocksQuery,
  rejectListingBody,
  reportBody,
  reportListingParam,
  resolveReportsBody,
  type CreateImeiBlockResponse,
  type ModerationActionResponse,
  type ModerationCountsResponse,
  type ReportResponse,
  type ResolveReportsResponse,
} from '../../contract/moderation';
import { listAudit } from './audit.service';
import { createImeiBlock, listImeiBlocks, removeImeiBlock } from './imei-blocks.service';
import { fileReport, listReportGroups, resolveReports } from './reports.service';
import { approveListing, listModerationQueue, moderationCounts, rejectListing, resubmitListing } from './review.service';

/** Moderation: the seller's resubmit, reports from users, and the admins' tools. */
export const moderationRouter = Router();

moderationRouter.put('/products/:id/resubmit', requireUser, privateNoStore, writeLimiter, async (req, res) => {
  const { id } = parse(productIdParam, req.params);
  res.json((await resubmitListing(callerOf(req), id, nowOf(req))) satisfies ModerationActionResponse);
});

// The id is checked before the limiter counts: a malformed request costs no report.
const reportedListingId = (req: Request, _res: Response, next: NextFunction) => {
  parse(productIdParam, req.params);
  next();
};

moderationRouter.post('/products/:id/reports', requireUser, requireJson, reportedListingId, reportLimiter, async (req, res) => {
  const { id } = parse(productIdParam, req.params);
  const body = parse(reportBody, req.body);
  const insertedId = await fileReport(userOf(req), id, body, nowOf(req));
  res.status(201).json({ acknowledged: true, insertedId } satisfies ReportResponse);
});

// Everything under /admin: admins only, never cached.
moderationRouter.use('/admin', requireAdmin, privateNoStore);

moderationRouter.get('/admin/moderation/counts', async (_req, res) => {
  res.json((await moderationCounts()) satisfies ModerationCountsResponse);
});

moderationRouter.get('/admin/listings', async (req, res) => {
  const query = parse(adminListingsQuery, req.query);
  sendPage(req, res, await listModerationQueue(query.status, query), query.limit);
});

moderationRouter.put('/admin/listings/:id/approve', writeLimiter, async (req, res) => {
  const { id } = parse(adminListingIdParam, req.params);
  res.json((await approveListing(callerOf(req), id, nowOf(req))) satisfies ModerationActionResponse);
});

moderationRouter.put('/admin/listings/:id/reject', requireJson, writeLimiter, async (req, res) => {
  const { id } = parse(adminListingIdParam, req.params);
  const body = parse(rejectListingBody, req.body);
  res.json((await rejectListing(callerOf(req), id, body, nowOf(req))) satisfies ModerationActionResponse);
});

moderationRouter.get('/admin/reports', async (req, res) => {
  const query = parse(adminReportsQuery, req.query);
  sendPage(req, res, await listReportGroups(query), query.limit);
});

moderationRouter.put('/admin/reports/:listingId/resolve', requireJson, writeLimiter, async (req, res) => {
  const { listingId } = parse(reportListingParam, req.params);
  const body = parse(resolveReportsBody, req.body);
  res.json((await resolveReports(callerOf(req), listingId, body, nowOf(req))) satisfies ResolveReportsResponse);
});

moderationRouter.get('/admin/imei-blocks', async (req, res) => {
  const query = parse(imeiBlocksQuery, req.query);
  sendPage(req, res, await listImeiBlocks(query), query.limit);
});

moderationRouter.post('/admin/imei-blocks', requireJson, writeLimiter, async (req, res) => {
  const body = parse(createImeiBlockBody, req.body);
  res.status(201).json((await createImeiBlock(callerOf(req), body, nowOf(req))) satisfies CreateImeiBlockResponse);
});

moderationRouter.delete('/admin/imei-blocks/:id', writeLimiter, async (req, res) => {
  await removeImeiBlock(callerOf(req), parse(imeiBlockIdParam, req.params).id, nowOf(req));
  res.json({ acknowledged: true, deletedCount: 1 } satisfies DeletedResponse);
});

moderationRouter.get('/admin/audit', async (req, res) => {
  const query = parse(auditQuery, req.query);
  sendPage(req, res, await listAudit(query), query.limit);
});
