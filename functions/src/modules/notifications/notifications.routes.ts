import { Router } from 'express';
import { callerOf, requireIdTokenOnly, requireUser } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import {
  notificationIdParam,
  notificationsQuery,
  type ReadAllNotificationsResponse,
  type ReadNotificationResponse,
  type UnreadCountResponse,
} from '../../contract/notifications';
import { listNotifications, readAllNotifications, readNotification, unreadCount } from './notifications.service';

export const notificationsRouter = Router();

notificationsRouter.get('/notifications', requireUser, privateNoStore, async (req, res) => {
  const query = parse(notificationsQuery, req.query);
  sendPage(req, res, await listNotifications(callerOf(req), query), query.limit);
});

// Polled every 30 seconds on every page: the token alone identifies the caller, and the answer is one
// read of their summary (inbox/{uid}).
notificationsRouter.get('/notifications/unread-count', requireIdTokenOnly, privateNoStore, async (req, res) => {
  res.json((await unreadCount(callerOf(req).uid)) satisfies UnreadCountResponse);
});

notificationsRouter.put('/notifications/read-all', requireUser, writeLimiter, async (req, res) => {
  const modifiedCount = await readAllNotifications(callerOf(req), nowOf(req));
  res.json({ acknowledged: true, modifiedCount } satisfies ReadAllNotificationsResponse);
});

notificationsRouter.put('/notifications/:id/read', requireUser, writeLimiter, async (req, res) => {
  const { id } = parse(notificationIdParam, req.params);
  await readNotification(callerOf(req), id, nowOf(req));
  res.json({ acknowledged: true, read: true } satisfies ReadNotificationResponse);
});
