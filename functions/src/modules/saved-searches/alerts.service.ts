import { createHash } from 'node:crypto';
import { config } from '../../shared/config';
import { SHOPPABLE_STATUSES } from '../../contract/listing-status';
import type { Mail, NotificationKind } from '../../contract/notifications';
import type { Product } from '../../contract/products';
import { ALERT_LINKS, searchOf, type SavedSearch } from '../../contract/saved-searches';
import type { SavedSearchFrequency } from '../../contract/constants';
import type { PushAlert } from '../../contract/push';
import type { UserRecord } from '../../contract/users';
import { localisedPath } from '../../contract/languages';
import { noticeIn, textsIn, type NoticeText } from '../../shared/texts';
import type { OutboxEvent } from '../events';
import { getProduct, searchFinds } from '../listings';
import { notify, queueMail } from '../notifications';
import { getUserById } from '../profiles';
import { pushAlert } from '../push';
import { ownersOfListing } from '../wishlist';
import { listingKeys } from '../../contract/saved-search-keys';
import {
  addDigestEntry,
  claimHit,
  deleteAlertSettings,
  deleteDigestEntriesOf,
  deleteHitsOf,
  deleteSearchesOf,
  getSearch,
  hitsOfListing,
  markDigested,
  markHitDelivered,
  pendingDigestEntries,
  priceDropEmailsOff,
  searchesWithAnyKey,
} from './saved-searches.repo';
import { unsubscribeToken, type UnsubscribeScope } from './unsubscribe-token';

/*
 * Alerts leave no request: a listing that goes live or drops its price writes an event with its
 * change (listing-changes), and these handlers find who is owed an alert and deliver it: the in-app
 * notification, a push to each of their devices, and the email as often as they chose (now, or in
 * the daily digest). Every step is keyed (the hit, the notification's key, the push receipt, the
 * mail's id), so a handler run again sends nothing twice.
 */

/** What an alert tells (its words are written for each reader, in their language) and where it leads. */
interface Alert {
  kind: NotificationKind;
  text: NoticeText;
  link: string;
  listingId: string;
}

/** How the email of an alert goes: its frequency and what its unsubscribe link stops. */
interface EmailRoute {
  frequency: SavedSearchFrequency;
  scope: UnsubscribeScope;
}

const isShoppable = (listing: Product) => SHOPPABLE_STATUSES.includes(listing.status);

/** The link that stops these emails, signed: it works signed out. */
export function unsubscribeUrl(uid: string, scope: UnsubscribeScope): string {
  return `${config.publicUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(uid, scope))}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/**
 * An alert email in the Trigger Email extension's format, in the reader's language (its links open
 * the pages in it), with its one-click unsubscribe (RFC 8058: `List-Unsubscribe` with the signed
 * link, `List-Unsubscribe-Post` so mail clients POST to it).
 */
export function alertMail(
  recipient: Pick<UserRecord, '_id' | 'email' | 'language'>,
  kind: NotificationKind,
  subject: string,
  lines: { text: string; link: string }[],
  scope: UnsubscribeScope,
  createdAt: string,
  notificationId?: string,
): Mail {
  const { _id: uid, language } = recipient;
  const { mail } = textsIn(language);
  const stop = unsubscribeUrl(uid, scope);
  const items = lines.map((line) => ({ ...line, url: `${config.publicUrl}${localisedPath(language, line.link)}` }));
  return {
    to: recipient.email,
    message: {
      subject: mail.subject(subject),
      text: `${items.map((item) => `${item.text}\n${item.url}`).join('\n\n')}\n\n${mail.stop}: ${stop}`,
      html:
        items.map((item) => `<p>${escapeHtml(item.text)}<br><a href="${escapeHtml(item.url)}">${escapeHtml(mail.openListing)}</a></p>`).join('') +
        `<p style="color:#666;font-size:12px"><a href="${escapeHtml(stop)}">${escapeHtml(mail.stop)}</a></p>`,
      headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
    uid,
    kind,
    ...(notificationId ? { notificationId } : {}),
    createdAt,
  };
}

/**
 * Delivers one alert to one person, once per `key`: in the app, by push, and by email as `email`
 * says, each in the person's language. A person with no record (a deleted account) gets nothing.
 */
async function deliver(uid: string, alert: Alert, key: string, email: EmailRoute | null, now: Date): Promise<void> {
  const notificationId = `${uid}_${alert.kind}_${key}`;
  await notify({ uid, kind: alert.kind, text: alert.text, link: alert.link, listingId: alert.listingId, key }, now);
  const recipient = await getUserById(uid);
  if (!recipient) return;
  const { title, body } = noticeIn(recipient.language, alert.text);
  const push: PushAlert = { kind: alert.kind, title, body, link: localisedPath(recipient.language, alert.link) };
  await pushAlert(uid, push, notificationId, now);
  if (!email || email.frequency === 'off') return;
  const at = now.toISOString();
  if (email.frequency === 'daily') {
    await addDigestEntry(notificationId, { uid, title, body, link: alert.link, createdAt: at, pending: true, digestId: null });
    return;
  }
  if (!recipient.email) return;
  await queueMail(`alert_${notificationId}`, alertMail(recipient, alert.kind, title, [{ text: body, link: alert.link }], email.scope, at, notificationId));
}

/**
 * Handles `listing.live`: the saved searches that may find the listing are read through their keys
 * (its brand or any, its price band, its storage or any), each confirmed by the search's own
 * predicate; each owner (never its seller) hears once per listing, through their oldest search that
 * finds it, however often the listing goes live again.
 */
export async function onListingLive(event: OutboxEvent<'listing.live'>): Promise<void> {
  const listing = await getProduct(event.payload.listingId);
  if (!listing || !isShoppable(listing)) return;
  const now = new Date(event.createdAt);
  const candidates = (await searchesWithAnyKey(listingKeys(listing))).sort((a, b) => a.sortKey.localeCompare(b.sortKey));
  const found = new Map<string, SavedSearch>();
  for (const search of candidates) {
    if (search.uid === listing.seller_uid || search.frequency === 'off' || found.has(search.uid)) continue;
    if (searchFinds(listing, searchOf(search.query))) found.set(search.uid, search);
  }
  for (const search of found.values()) {
    const hit = await claimHit({ uid: search.uid, listingId: listing._id, searchId: search._id, createdAt: now.toISOString(), delivered: false });
    if (hit.delivered) continue;
    const alert: Alert = {
      kind: 'saved_search_match',
      text: { key: 'saved_search_match', params: { search: search.name, phone: listing.phone_details.phone_name, price: listing.price, location: listing.location } },
      link: ALERT_LINKS.listing(listing._id),
      listingId: listing._id,
    };
    await deliver(search.uid, alert, listing._id, { frequency: search.frequency, scope: { kind: 'search', searchId: search._id } }, now);
    await markHitDelivered(search.uid, listing._id);
  }
}

/**
 * Handles `listing.price-drop`: whoever has the listing on their wishlist, or was alerted of it by a
 * saved search, hears once per drop (the drop's time is the key); a drop that a later one replaced
 * says nothing, the later one does. Wishlist drops email at once unless turned off by an
 * unsubscribe link; a saved search's follow its frequency (none once it is off or deleted).
 */
export async function onListingPriceDrop(event: OutboxEvent<'listing.price-drop'>): Promise<void> {
  const { listingId, droppedAt } = event.payload;
  const listing = await getProduct(listingId);
  if (!listing || !isShoppable(listing) || listing.price_dropped_at !== droppedAt) return;
  const now = new Date(event.createdAt);
  const routes = new Map<string, EmailRoute | null>();
  for (const hit of await hitsOfListing(listingId)) {
    const search = await getSearch(hit.searchId);
    if (search && search.uid === hit.uid && search.frequency !== 'off') routes.set(hit.uid, { frequency: search.frequency, scope: { kind: 'search', searchId: search._id } });
  }
  for (const uid of await ownersOfListing(listingId)) {
    routes.set(uid, (await priceDropEmailsOff(uid)) ? null : { frequency: 'instantly', scope: { kind: 'price-drops' } });
  }
  routes.delete(listing.seller_uid);
  const alert: Alert = {
    kind: 'price_drop',
    text: { key: 'price_drop', params: { phone: listing.phone_details.phone_name, price: listing.price, was: listing.previous_price } },
    link: ALERT_LINKS.listing(listingId),
    listingId,
  };
  for (const [uid, email] of routes) await deliver(uid, alert, `${listingId}_${Date.parse(droppedAt)}`, email, now);
}

/**
 * The daily digest (the scheduled sendAlertDigests, on an injected clock): each person's alerts
 * waiting since before `now`, in one email. The mail's id is made from the alerts it tells of, so a
 * run repeated after a crash queues the same email once; the alerts are then marked taken in.
 * Answers how many emails were queued.
 */
export async function sendAlertDigests(now: Date): Promise<number> {
  const cutoff = now.toISOString();
  const byOwner = new Map<string, Awaited<ReturnType<typeof pendingDigestEntries>>>();
  for (const entry of await pendingDigestEntries()) {
    if (entry.createdAt > cutoff) continue;
    byOwner.set(entry.uid, [...(byOwner.get(entry.uid) ?? []), entry]);
  }
  let sent = 0;
  for (const [uid, entries] of byOwner) {
    entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const ids = entries.map((entry) => entry.id);
    const digestId = `digest_${uid}_${createHash('sha256').update(ids.join('\n')).digest('hex').slice(0, 24)}`;
    const recipient = await getUserById(uid);
    if (recipient?.email) {
      // Each alert was written in the person's language when it was gathered; the digest's own words are in it now.
      const subject = entries.length === 1 ? entries[0]!.title : textsIn(recipient.language).mail.digestSubject(entries.length);
      const lines = entries.map((entry) => ({ text: `${entry.title}: ${entry.body}`, link: entry.link }));
      if (await queueMail(digestId, alertMail(recipient, 'saved_search_match', subject, lines, { kind: 'daily' }, cutoff))) sent += 1;
    }
    await markDigested(ids, digestId);
  }
  return sent;
}

/** Handles the `saved-searches` part of `account.deleted`: their searches, what they matched, their waiting digest and settings. */
export async function onAccountDeletedSavedSearches(event: OutboxEvent<'account.deleted'>): Promise<void> {
  const { uid } = event.payload;
  await deleteSearchesOf(uid);
  await deleteHitsOf(uid);
  await deleteDigestEntriesOf(uid);
  await deleteAlertSettings(uid);
}
