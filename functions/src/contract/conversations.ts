import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants';
import { offerLineSchema } from './offer-lines';
import { pageQuery } from './pagination';
import { docId, documentId } from './schema-helpers';

/** The two sides of a conversation (and of a deal). */
export const PARTY_SIDES = ['buyer', 'seller'] as const;
export type PartySide = (typeof PARTY_SIDES)[number];

/** The one-line reminder a thread shows (contacts typed in a message are left as they are). */
export const MESSAGE_SAFETY_REMINDER =
  'Stay safe: meet in a public place, inspect the phone before you pay, and keep the conversation on ReCell.';

/** One conversation per listing and buyer: asking twice opens the same thread. */
export function conversationIdFor(listingId: string, buyerUid: string): string {
  return `${listingId}_${buyerUid}`;
}

/** One side of a conversation as it is copied onto it. */
export interface ConversationParty {
  _id: string;
  name: string;
  image: string;
}

/** A new, empty conversation of a buyer and a seller about a listing, begun at `createdAt` (ISO). */
export function newConversation(listing: { _id: string; name: string; img: string }, buyer: ConversationParty, seller: ConversationParty, createdAt: string): Conversation {
  const id = conversationIdFor(listing._id, buyer._id);
  return {
    _id: id,
    listingId: listing._id,
    listing_name: listing.name,
    listing_img: listing.img,
    buyer_uid: buyer._id,
    buyer_name: buyer.name,
    buyer_img: buyer.image,
    seller_uid: seller._id,
    seller_name: seller.name,
    seller_img: seller.image,
    participants: [buyer._id, seller._id],
    last_message: null,
    lastMessageAt: null,
    lastMessageKey: null,
    buyer_unread: 0,
    seller_unread: 0,
    createdAt,
    sortKey: `${createdAt}_${id}`,
  };
}

const lastMessage = z
  .object({
    text: z.string(),
    sender: z.enum(PARTY_SIDES),
    createdAt: z.string(),
  })
  .nullable()
  .meta({ description: 'The newest message, or null before the first one.' });

/**
 * conversations/{listingId_buyerUid}: one buyer and one seller about one listing. The listing's and
 * the people's display fields are copies (so the inbox is one query); each side's unread count is kept
 * on it, and the sum of a person's lives on their inbox summary (inbox/{uid}).
 */
export const conversationSchema = z
  .object({
    _id: z.string(),
    listingId: z.string(),
    listing_name: z.string(),
    listing_img: z.string(),
    buyer_uid: z.string(),
    buyer_name: z.string(),
    buyer_img: z.string(),
    seller_uid: z.string(),
    seller_name: z.string(),
    seller_img: z.string(),
    participants: z.array(z.string()).meta({ description: 'The buyer\'s and the seller\'s uids (the inbox query\'s array-contains).' }),
    last_message: lastMessage,
    lastMessageAt: z.string().nullable(),
    lastMessageKey: z.string().nullable().meta({ description: 'The sortKey of the newest message: an open thread\'s poll compares `since` to it.' }),
    buyer_unread: z.number().int(),
    seller_unread: z.number().int(),
    createdAt: z.string(),
    sortKey: z.string().meta({ description: 'Newest activity first: the last message\'s time (or the creation time), then the id.' }),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

/** A conversation as one of its parties (or an admin, who sees the buyer's side) reads it: no emails, no phone numbers. */
export const conversationViewSchema = z
  .object({
    _id: z.string(),
    listingId: z.string(),
    listing_name: z.string(),
    listing_img: z.string(),
    my_side: z.enum(PARTY_SIDES).meta({ description: 'Which side the reader is on (an admin reads as the buyer\'s side).' }),
    other_uid: z.string().meta({ description: 'The other person (their profile: GET /users/:uid/profile).' }),
    other_name: z.string(),
    other_img: z.string(),
    last_message: lastMessage,
    lastMessageAt: z.string().nullable(),
    unread: z.number().int().meta({ description: 'Messages to the reader not read yet.' }),
    createdAt: z.string(),
    sortKey: z.string(),
  })
  .meta({ id: 'ConversationView' });
export type ConversationView = z.infer<typeof conversationViewSchema>;

/** conversations/{id}/messages/{id}. */
export const messageSchema = z
  .object({
    _id: z.string(),
    conversationId: z.string(),
    sender_uid: z.string(),
    sender: z.enum(PARTY_SIDES),
    text: z.string(),
    createdAt: z.string(),
    sortKey: z.string().meta({ description: 'Unique, sortable: createdAt then id. `since` and `cursor` take one.' }),
    offer: offerLineSchema.optional().meta({
      description: "A line the server wrote about the pair's offer on the listing (its text is the neutral summary; each side words it from these fields); absent on what a side wrote.",
    }),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

export const messageViewSchema = messageSchema
  .omit({ sender_uid: true })
  .extend({ mine: z.boolean().meta({ description: 'Whether the reader wrote it.' }) })
  .meta({ id: 'MessageView' });
export type MessageView = z.infer<typeof messageViewSchema>;

/** POST /conversations: which listing to ask about. */
export const startConversationBody = z.object({ listingId: docId });
export type StartConversationBody = z.infer<typeof startConversationBody>;

/** POST /conversations answers 201 (new) or 200 (the existing thread). */
export const conversationResponse = z.object({ acknowledged: z.literal(true), conversation: conversationViewSchema });
export type ConversationResponse = z.infer<typeof conversationResponse>;

/** `{listingId}_{buyerUid}`. */
export const conversationIdParam = z.object({ id: documentId(300) });

export const conversationsQuery = pageQuery;

/**
 * GET /conversations/:id/messages: newest first, keyset pages (`cursor`). `since` (the sortKey of the
 * newest message the client holds) answers only newer messages, and costs one read when there are none.
 */
export const messagesQuery = pageQuery.extend({
  since: z
    .string()
    .max(200, { error: 'since is too long.' })
    .optional()
    .meta({ description: 'The sortKey of the newest message the client has: only newer ones are answered (an empty array when nothing changed).' }),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

/** POST /conversations/:id/messages. */
export const postMessageBody = z.object({
  text: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, { error: 'Write a message first.' })
    .max(MESSAGE_MAX_LENGTH, { error: `A message must be at most ${MESSAGE_MAX_LENGTH} characters.` }),
});
export type PostMessageBody = z.infer<typeof postMessageBody>;

export const postMessageResponse = z.object({ acknowledged: z.literal(true), message: messageViewSchema });
export type PostMessageResponse = z.infer<typeof postMessageResponse>;

/** PUT /conversations/:id/read: the reader's unread count is 0 afterwards. */
export const readConversationResponse = z.object({ acknowledged: z.literal(true), unread: z.literal(0) });
export type ReadConversationResponse = z.infer<typeof readConversationResponse>;
