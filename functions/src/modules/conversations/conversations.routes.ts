import { Router } from 'express';
import { callerOf, requireIdTokenOnly, requireUser, userOf } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { messageLimiter, writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import {
  conversationIdParam,
  conversationsQuery,
  messagesQuery,
  postMessageBody,
  startConversationBody,
  type ConversationResponse,
  type ConversationView,
  type PostMessageResponse,
  type ReadConversationResponse,
} from '../../contract/conversations';
import { conversationFor, listConversations, postMessage, readConversation, readMessages, startConversation } from './conversations.service';

export const conversationsRouter = Router();

conversationsRouter.post('/conversations', requireUser, requireJson, writeLimiter, async (req, res) => {
  const body = parse(startConversationBody, req.body);
  const { conversation, created } = await startConversation(userOf(req), body.listingId, nowOf(req));
  res.status(created ? 201 : 200).json({ acknowledged: true, conversation } satisfies ConversationResponse);
});

conversationsRouter.get('/conversations', requireUser, privateNoStore, async (req, res) => {
  const query = parse(conversationsQuery, req.query);
  sendPage(req, res, await listConversations(callerOf(req), query), query.limit);
});

conversationsRouter.get('/conversations/:id', requireUser, privateNoStore, async (req, res) => {
  const { id } = parse(conversationIdParam, req.params);
  res.json((await conversationFor(callerOf(req), id)) satisfies ConversationView);
});

// An open thread polls this every few seconds: the token alone identifies the caller, so a poll with
// nothing new reads one document (the conversation).
conversationsRouter.get('/conversations/:id/messages', requireIdTokenOnly, privateNoStore, async (req, res) => {
  const { id } = parse(conversationIdParam, req.params);
  const query = parse(messagesQuery, req.query);
  sendPage(req, res, await readMessages(callerOf(req), id, query), query.limit);
});

conversationsRouter.post('/conversations/:id/messages', requireUser, requireJson, messageLimiter, async (req, res) => {
  const { id } = parse(conversationIdParam, req.params);
  const body = parse(postMessageBody, req.body);
  const message = await postMessage(userOf(req), id, body.text, nowOf(req));
  res.status(201).json({ acknowledged: true, message } satisfies PostMessageResponse);
});

conversationsRouter.put('/conversations/:id/read', requireUser, writeLimiter, async (req, res) => {
  const { id } = parse(conversationIdParam, req.params);
  await readConversation(callerOf(req), id, nowOf(req));
  res.json({ acknowledged: true, unread: 0 } satisfies ReadConversationResponse);
});
