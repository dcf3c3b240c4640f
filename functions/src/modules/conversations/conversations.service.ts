import { AppError } from '../../shared/app-error';
import { isAdmin, type Caller } from '../../shared/auth';
import type { Page } from '../../shared/pagination';
import type { PageRequest } from '../../contract/pagination';
import {
  conversationIdFor,
  newConversation,
  type Conversation,
  type ConversationView,
  type Message,
  type MessagesQuery,
  type MessageView,
  type PartySide,
} from '../../contract/conversations';
import { NOTIFICATION_LINKS } from '../../contract/notifications';
import { DELETED_USER_NAME, type UserRecord } from '../../contract/users';
import { offerLinesOf } from '../../contract/offer-lines';
import { getProduct, listRoundsOf } from '../listings';
import { isModerated } from '../../contract/products';
import { getUserById } from '../profiles';
import { personNotice, readConversationNotification, setInboxCounts } from '../notifications';
import { dispatch, newEvent, type OutboxEvent } from '../events';
import {
  appendLines,
  appendMessage,
  clearUnread,
  createConversation,
  getConversation,
  listConversationsOf,
  listMessages,
  newMessageId,
  sumUnreadOf,
  updatePartyCopies,
} from './conversations.repo';

type SignedIn = Caller & { profile: UserRecord };

/** The reader's side of a conversation, or null for someone who is not in it. */
function sideOf(conversation: Conversation, uid: string): PartySide | null {
  if (conversation.buyer_uid === uid) return 'buyer';
  if (conversation.seller_uid === uid) return 'seller';
  return null;
}

/** A conversation as one side reads it (an admin reads the buyer's side). */
export function conversationViewFor(conversation: Conversation, side: PartySide): ConversationView {
  const other = side === 'buyer' ? 'seller' : 'buyer';
  return {
    _id: conversation._id,
    listingId: conversation.listingId,
    listing_name: conversation.listing_name,
    listing_img: conversation.listing_img,
    my_side: side,
    other_uid: conversation[`${other}_uid`],
    other_name: conversation[`${other}_name`],
    other_img: conversation[`${other}_img`],
    last_message: conversation.last_message,
    lastMessageAt: conversation.lastMessageAt,
    unread: Math.max(0, conversation[`${side}_unread`]),
    createdAt: conversation.createdAt,
    sortKey: conversation.sortKey,
  };
}

function messageViewFor(message: Message, readerUid: string): MessageView {
  const { sender_uid, ...rest } = message;
  return { ...rest, mine: sender_uid === readerUid };
}

/**
 * POST /conversations: the caller asks the seller about a listing. The id is derived from the listing
 * and the buyer, so asking twice opens the same thread (create() decides between concurrent asks).
 * Not about one's own listing.
 */
export async function startConversation(caller: SignedIn, listingId: string, now: Date): Promise<{ conversation: ConversationView; created: boolean }> {
  const id = conversationIdFor(listingId, caller.uid);
  const existing = await getConversation(id);
  if (existing) return { conversation: conversationViewFor(existing, 'buyer'), created: false };
  const listing = await getProduct(listingId);
  if (!listing || isModerated(listing.status)) throw AppError.notFound('This phone is no longer listed.');
  if (listing.seller_uid === caller.uid) throw AppError.forbidden('This is your own phone: buyers ask you about it.');
  const seller = await getUserById(listing.seller_uid);
  const conversation = newConversation(
    { _id: listingId, name: listing.phone_details.phone_name, img: listing.phone_details.phone_img_card },
    { _id: caller.uid, name: caller.profile.name, image: caller.profile.image },
    { _id: listing.seller_uid, name: seller?.name ?? listing.seller_name, image: seller?.image ?? listing.seller_img },
    now.toISOString(),
  );
  if (await createConversation(conversation)) return { conversation: conversationViewFor(conversation, 'buyer'), created: true };
  const won = await getConversation(id);
  if (!won) throw AppError.conflict('This conversation changed while opening it. Please try again.');
  return { conversation: conversationViewFor(won, 'buyer'), created: false };
}

/** GET /conversations: the caller's, newest activity first, each with their unread count. */
export async function listConversations(caller: Caller, page: PageRequest): Promise<Page<ConversationView>> {
  const found = await listConversationsOf(caller.uid, page);
  return { ...found, items: found.items.map((conversation) => conversationViewFor(conversation, sideOf(conversation, caller.uid) ?? 'buyer')) };
}

/**
 * The conversation and the reader's side, for its parties (and, with `admins`, for admins, who read
 * the buyer's side). The caller was identified from the token alone (requireIdTokenOnly): a party
 * costs the one read of the conversation; anyone else's record is read to tell an admin (allowed),
 * a deleted account (401) and a stranger (403).
 */
async function readable(caller: Caller, id: string, admins: boolean): Promise<{ conversation: Conversation; side: PartySide }> {
  const conversation = await getConversation(id);
  const side = conversation ? sideOf(conversation, caller.uid) : null;
  if (conversation && side) return { conversation, side };
  const profile = caller.profile ?? (await getUserById(caller.uid));
  if (!profile) throw AppError.unauthenticated('This account no longer exists.');
  if (!conversation) throw AppError.notFound('This conversation does not exist.');
  if (admins && isAdmin({ ...caller, profile })) return { conversation, side: 'buyer' };
  throw AppError.forbidden('Only the buyer and the seller can read this conversation.');
}

/** GET /conversations/:id: one conversation as the caller reads it (a thread opened from an old notification). */
export async function conversationFor(caller: Caller, id: string): Promise<ConversationView> {
  const { conversation, side } = await readable(caller, id, true);
  return conversationViewFor(conversation, side);
}

/**
 * GET /conversations/:id/messages: newest first. With `since` (the newest message's sortKey the
 * client holds), an open thread's poll: when the conversation's last message is not newer, the
 * answer is an empty array after one document read.
 */
export async function readMessages(caller: Caller, id: string, query: MessagesQuery): Promise<Page<MessageView>> {
  const { conversation } = await readable(caller, id, true);
  if (query.since !== undefined && (conversation.lastMessageKey === null || conversation.lastMessageKey <= query.since)) {
    return { items: [], nextCursor: null };
  }
  const found = await listMessages(id, query);
  return { ...found, items: found.items.map((message) => messageViewFor(message, caller.uid)) };
}

/**
 * POST /conversations/:id/messages: a party writes (trimmed, 1–1000 characters; phone numbers and
 * emails are left as typed: the thread shows a safety reminder instead). The recipient's unread
 * counts move in the same batch, with the event that notifies them (one notification per
 * conversation while unread, and its mail), which the queue sends once the message is in.
 */
export async function postMessage(caller: SignedIn, id: string, text: string, now: Date): Promise<MessageView> {
  const { conversation, side } = await readable(caller, id, false);
  const createdAt = now.toISOString();
  const messageId = newMessageId(id);
  const message: Message = { _id: messageId, conversationId: id, sender_uid: caller.uid, sender: side, text, createdAt, sortKey: `${createdAt}_${messageId}` };
  const recipientUid = side === 'buyer' ? conversation.seller_uid : conversation.buyer_uid;
  const preview = text.length > 140 ? `${text.slice(0, 139)}…` : text;
  const notice = personNotice(
    {
      uid: recipientUid,
      kind: 'message',
      text: { key: 'message', params: { sender: caller.profile.name, listing: conversation.listing_name, preview } },
      link: NOTIFICATION_LINKS.conversation(id),
      conversationId: id,
      listingId: conversation.listingId,
      key: messageId,
    },
    now,
  );
  await appendMessage(conversation, message, recipientUid, now, [notice]);
  await dispatch([notice]);
  return messageViewFor(message, caller.uid);
}

/**
 * PUT /conversations/:id/read: the caller's side has read the thread (and its notification). The
 * summary's unread messages are then recounted from the conversations, so increments that raced
 * never leave it wrong for long.
 */
export async function readConversation(caller: Caller, id: string, now: Date): Promise<void> {
  const { conversation, side } = await readable(caller, id, false);
  if (conversation[`${side}_unread`] !== 0) {
    await clearUnread(id, side);
    await setInboxCounts(caller.uid, { messages: await sumUnreadOf(caller.uid) }, now);
  }
  await readConversationNotification(caller.uid, id, now);
}

/** The event a changed name or photo owes the person's conversations (written with the change). */
export function conversationCopiesEvent(uid: string, now: Date): OutboxEvent<'conversation.copies'> {
  return newEvent('conversation.copies', uid, String(now.getTime()), { uid }, now);
}

/**
 * Handles `conversation.copies`: the person's name and photo, as their record has them now, on
 * each of their conversations, on either side. A record that is gone was anonymised by its deletion.
 */
export async function onConversationCopies(event: OutboxEvent<'conversation.copies'>): Promise<void> {
  const person = await getUserById(event.payload.uid);
  if (person) await updatePartyCopies(person._id, { name: person.name, img: person.image });
}

/**
 * Handles the `conversations` part of `account.deleted`: the threads stay for the other side, as
 * closed orders do, with the person's name and photo replaced on their side (the same each run).
 */
export async function onAccountDeletedConversations(event: OutboxEvent<'account.deleted'>): Promise<void> {
  await updatePartyCopies(event.payload.uid, { name: DELETED_USER_NAME, img: '' });
}

/**
 * Handles `offer.thread`: the conversation of the buyer and the seller about the listing shows every
 * move of the buyer's offer on it, as the rounds are when handled (lines already there stay as they
 * are). An offer opens the conversation when the buyer never asked, unless a side's account is gone.
 */
export async function onOfferThread(event: OutboxEvent<'offer.thread'>): Promise<void> {
  const { listingId, buyerUid } = event.payload;
  const rounds = await listRoundsOf(listingId, buyerUid);
  const first = rounds[0];
  if (!first) return;
  const id = conversationIdFor(listingId, buyerUid);
  if (!(await getConversation(id))) {
    const [buyer, seller] = await Promise.all([getUserById(first.buyer_uid), getUserById(first.seller_uid)]);
    if (!buyer || !seller) return;
    await createConversation(newConversation({ _id: listingId, name: first.item_name, img: first.item_img }, buyer, seller, new Date(first.createdAt).toISOString()));
  }
  await appendLines(id, offerLinesOf(id, rounds));
}
