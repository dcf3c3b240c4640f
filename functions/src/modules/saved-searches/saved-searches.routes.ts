import { Router, type Response } from 'express';
import { callerOf, requireUser } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, requireJson } from '../../shared/http';
import { writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import {
  createSavedSearchBody,
  savedSearchIdParam,
  unsubscribeQuery,
  updateSavedSearchBody,
  type CreateSavedSearchResponse,
  type SavedSearchView,
  type UpdateSavedSearchResponse,
} from '../../contract/saved-searches';
import type { DeletedResponse } from '../../contract/responses';
import { localisedPath, type Language } from '../../contract/languages';
import { textsIn } from '../../shared/texts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.service';
import { describeUnsubscribe, languageOfLink, readUnsubscribeLink, unsubscribe } from './unsubscribe.service';

export const savedSearchesRouter = Router();

savedSearchesRouter.post('/saved-searches', requireUser, requireJson, writeLimiter, async (req, res) => {
  const body = parse(createSavedSearchBody, req.body);
  const savedSearch = await createSavedSearch(callerOf(req), body, nowOf(req));
  res.status(201).json({ acknowledged: true, savedSearch } satisfies CreateSavedSearchResponse);
});

savedSearchesRouter.get('/saved-searches', requireUser, privateNoStore, async (req, res) => {
  res.json((await listSavedSearches(callerOf(req))) satisfies SavedSearchView[]);
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** A page a person reads in their browser from an email's link, in their account's language: plain HTML, no script, never cached. */
function sendPage(res: Response, language: Language, title: string, body: string) {
  res.set('Cache-Control', 'no-store');
  res
    .type('html')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · ReCell</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
        `<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}<p><a href="${localisedPath(language, '/')}">${escapeHtml(textsIn(language).unsubscribe.back)}</a></p></body></html>`,
    );
}

// The email's link opens a confirmation: a GET stops nothing, since mail scanners follow links.
savedSearchesRouter.get('/saved-searches/unsubscribe', async (req, res) => {
  const { token } = parse(unsubscribeQuery, req.query);
  const link = readUnsubscribeLink(token);
  const language = await languageOfLink(link.uid);
  const words = textsIn(language).unsubscribe;
  sendPage(
    res,
    language,
    words.ask,
    `<p>${escapeHtml(describeUnsubscribe(link.scope, language))}</p><form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit">${escapeHtml(words.stop)}</button></form>`,
  );
});

// RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` here, with no session.
savedSearchesRouter.post('/saved-searches/unsubscribe', writeLimiter, async (req, res) => {
  const { token } = parse(unsubscribeQuery, req.query);
  const link = readUnsubscribeLink(token);
  const language = await languageOfLink(link.uid);
  sendPage(res, language, textsIn(language).unsubscribe.done, `<p>${escapeHtml(await unsubscribe(link, language, nowOf(req)))}</p>`);
});

savedSearchesRouter.patch('/saved-searches/:id', requireUser, requireJson, writeLimiter, async (req, res) => {
  const { id } = parse(savedSearchIdParam, req.params);
  const savedSearch = await updateSavedSearch(callerOf(req), id, parse(updateSavedSearchBody, req.body), nowOf(req));
  res.json({ acknowledged: true, savedSearch } satisfies UpdateSavedSearchResponse);
});

savedSearchesRouter.delete('/saved-searches/:id', requireUser, writeLimiter, async (req, res) => {
  await deleteSavedSearch(callerOf(req), parse(savedSearchIdParam, req.params).id);
  res.json({ acknowledged: true, deletedCount: 1 } satisfies DeletedResponse);
});
