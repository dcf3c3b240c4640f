import { z } from 'zod';
import { categoryPageSchema, categoryParam, categorySchema } from './categories';
import { healthResponse } from './health';
import { imageFileParam, uploadImageResponse } from './images';
import { accessTokenResponse, jwtQuery } from './jwt';
import { subscribeBody, subscribeResponse } from './newsletter';
import {
  acceptOrderBody,
  cancelOrderBody,
  cancelOrderResponse,
  checklistBody,
  createOrderBody,
  declineOrderBody,
  handoverBody,
  orderActionResponse,
  orderIdParam,
  orderViewSchema,
  ordersQuery,
  publicSafetyCardSchema,
  revokeSafetyCardResponse,
  safetyCardResponse,
  safetyCardTokenParam,
} from './orders';
import { counterOfferBody, createOfferBody, declineOfferBody, offerActionResponse, offerIdParam, offersQuery, offerViewSchema } from './offers';
import { pageQuery } from './pagination';
import { createSpotBody, deleteSpotResponse, meetupSpotSchema, spotIdParam, spotsQuery, spotWriteResponse, suggestedSpotSchema, updateSpotBody } from './meetup-spots';
import {
  adminDisputesQuery,
  answerDisputeBody,
  decideDisputeBody,
  disputeIdParam,
  disputeViewSchema,
  disputeWriteResponse,
  openDisputeBody,
  orderDisputeResponse,
} from './disputes';
import {
  createProductBody,
  createProductResponse,
  myListingSchema,
  myProductsQuery,
  productIdParam,
  publicListingSchema,
  toggleAdvertisingResponse,
  toggleSoldResponse,
  updateProductBody,
  updateProductResponse,
} from './products';
import { deletedResponse, insertedResponse } from './responses';
import {
  adminListingIdParam,
  adminListingItemSchema,
  adminListingsQuery,
  adminReportsQuery,
  auditEntrySchema,
  auditQuery,
  createImeiBlockBody,
  createImeiBlockResponse,
  imeiBlockIdParam,
  imeiBlocksQuery,
  imeiBlockViewSchema,
  moderationActionResponse,
  moderationCountsResponse,
  rejectListingBody,
  reportBody,
  reportGroupViewSchema,
  reportListingParam,
  reportResponse,
  resolveReportsBody,
  resolveReportsResponse,
} from './moderation';
import {
  conversationIdParam,
  conversationResponse,
  conversationsQuery,
  conversationViewSchema,
  messagesQuery,
  messageViewSchema,
  postMessageBody,
  postMessageResponse,
  readConversationResponse,
  startConversationBody,
} from './conversations';
import {
  notificationIdParam,
  notificationsQuery,
  notificationViewSchema,
  readAllNotificationsResponse,
  readNotificationResponse,
  unreadCountResponse,
} from './notifications';
import { createReviewResponse, orderReviewParam, orderReviewsResponse, publicReviewSchema, reviewBody, reviewsQuery } from './reviews';
import { categoryPageQuery, searchProductsQuery, suggestQuery, suggestResponse } from './search';
import { priceGuideQuery, priceGuideResponse } from './fair-price';
import {
  changeRoleBody,
  emailParam,
  isAdminResponse,
  isBuyerResponse,
  isSellerResponse,
  isVerifiedResponse,
  meResponse,
  profileParam,
  publicProfileSchema,
  updateMeBody,
  upsertUserBody,
  userIdParam,
  userRecordSchema,
  userWriteResponse,
} from './users';
import {
  createSavedSearchBody,
  createSavedSearchResponse,
  savedSearchIdParam,
  savedSearchViewSchema,
  unsubscribeQuery,
  updateSavedSearchBody,
  updateSavedSearchResponse,
} from './saved-searches';
import { pushTokenBody, pushTokenParam, pushTokenResponse, recordedPushesResponse } from './push';
import { addWishlistBody, addWishlistResponse, wishlistCountQuery, wishlistCountResponse, wishlistEntrySchema, wishlistIdParam, wishlistQuery } from './wishlist';

/**
 * Who may call: anyone; any valid ID token (before the user record exists); a signed-in user
 * with a record (ownership is then checked per resource); an admin.
 */
export type Access = 'public' | 'token' | 'user' | 'admin';

export interface ResponseSpec {
  description: string;
  /** The JSON body; absent for a body that is not JSON (see contentType). */
  schema?: z.ZodType;
  /** Defaults to application/json. */
  contentType?: string;
}

/** The groups of the API reference, each with what its routes are about. */
export const TAGS = {
  Health: 'Whether the function is up and Firestore answers, and this document.',
  Categories: 'The four phone brands and the listings of each.',
  Listings: 'Phones for sale: search, suggestions, a listing, and what its seller does with it (create, edit, advertise, mark sold).',
  Moderation: 'Review of new listings, reports from people, blocked IMEIs and the audit log (admins); reporting a listing (everyone signed in).',
  Orders: 'Bookings and their meetup: propose times, accept or decline, the inspection checklist, the handover code, safety cards, cancelling.',
  Offers: "Haggling over a listing's price: a buyer's offer, the seller's answer or counter (three rounds at most); an accepted price is the booking's.",
  'Meeting spots': 'Safe meeting spots admins curate (police exchange zones, malls, cafés, repair shops), suggested when booking.',
  Disputes: 'The dispute window after a handover: the buyer reports a problem, the seller answers, an admin decides.',
  Reviews: 'Double-blind reviews that the two sides of a completed handover write of each other.',
  Messages: 'Conversations between a buyer and a seller about one listing.',
  Notifications: "A person's notifications and unread counts.",
  Wishlist: "A buyer's saved phones.",
  'Saved searches': 'Searches kept under a name that alert their owner of new matches and price drops, and the unsubscribe link of alert emails.',
  Push: "The devices that receive a person's alerts by web push.",
  Users: 'Accounts, account types and roles, verification of sellers, public profiles.',
  Images: 'Photo uploads (re-encoded to WebP) and, on the local stack, the files themselves.',
  Newsletter: 'Subscribing an email address to the newsletter.',
} as const satisfies Record<string, string>;

export type Tag = keyof typeof TAGS;

/** One route of the API: what it takes and what it answers. GET /api/openapi.json is generated from these. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The Express path under /api (`/products/:id`). */
  path: string;
  tag: Tag;
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body, or one image as multipart/form-data (field `image`). */
  body?: z.ZodType | 'image';
  /** The success answers by status. Errors share the error body (contract/errors.ts). */
  responses: Record<number, ResponseSpec>;
  /** The errors this route answers beyond those of its access and input (400, 401, 403, 415, 429). */
  errors?: number[];
  /** A list whose next page's URL travels in `Link: <...>; rel="next"`. */
  paginated?: boolean;
  /** A search whose 200 carries `X-Total-Count`: how many listings match (a count() aggregation). */
  counted?: boolean;
  /** Rate limited per account (per address for public writes): 429 when over. */
  limited?: boolean;
}

const json = (description: string, schema: z.ZodType): ResponseSpec => ({ description, schema });
const listOf = (schema: z.ZodType) => z.array(schema);

/** Every route the API registers, in the order of its routers. A test fails when one is missing here. */
export const OPERATIONS: readonly Operation[] = [
  {
    method: 'get', path: '/healthz', tag: 'Health', summary: 'The function is up and Firestore answers', access: 'public',
    responses: { 200: json('Up, with the time one Firestore read took.', healthResponse) },
    errors: [503],
  },
  {
    method: 'get', path: '/openapi.json', tag: 'Health', summary: 'This description of the API (OpenAPI 3.1)', access: 'public',
    responses: { 200: json('The OpenAPI document.', z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })) },
  },
  {
    method: 'get', path: '/categories', tag: 'Categories', summary: 'The four brands', access: 'public',
    responses: { 200: json('Every category, by id.', listOf(categorySchema)) },
  },
  {
    method: 'get', path: '/categories/:idOrName', tag: 'Categories', summary: "A category with a page of its listings that are not sold, searched and filtered like GET /products", access: 'public',
    params: categoryParam, query: categoryPageQuery, paginated: true, counted: true,
    responses: { 200: json('The category with `products`, in the order `sort` asks (newest first by default).', categoryPageSchema) },
    errors: [404],
  },
  {
    method: 'get', path: '/products', tag: 'Listings', summary: 'Search listings not sold: free text, filters and sort (newest first by default)', access: 'public',
    query: searchProductsQuery, paginated: true, counted: true,
    responses: { 200: json('A page of listings.', listOf(publicListingSchema)) },
  },
  {
    method: 'get', path: '/products/suggest', tag: 'Listings', summary: 'Type-ahead: up to 8 brands and model names', access: 'public',
    query: suggestQuery,
    responses: { 200: json('Brands first, then models, whose words start with the words of `q`.', suggestResponse) },
  },
  {
    method: 'get', path: '/products/price-guide', tag: 'Listings', summary: 'Fair-price guide: what similar phones sell or are listed for', access: 'public',
    query: priceGuideQuery,
    responses: {
      200: json(
        'Comparables of the model (normalised: brand words, case and spacing ignored) and storage: live listings and those sold in the last 90 days. `count` 0 and nulls when there are none.',
        priceGuideResponse,
      ),
    },
  },
  {
    method: 'get', path: '/products/adversite', tag: 'Listings', summary: 'Advertised listings still available', access: 'public',
    query: pageQuery, paginated: true,
    responses: { 200: json('A page of advertised listings.', listOf(publicListingSchema)) },
  },
  {
    method: 'get', path: '/products/myproducts', tag: 'Listings', summary: "A seller's own listings in every status", access: 'user',
    query: myProductsQuery, paginated: true,
    responses: { 200: json("A page of the seller's listings, with `queue_position` while under review.", listOf(myListingSchema)) },
  },
  {
    method: 'get', path: '/products/:id', tag: 'Listings', summary: 'One listing', access: 'public',
    params: productIdParam,
    responses: {
      200: json(
        'The listing. One pending review, rejected or hidden answers 404 to anyone but its seller and admins, who get it `Cache-Control: private, no-store`.',
        publicListingSchema,
      ),
    },
    errors: [404],
  },
  {
    method: 'post', path: '/products', tag: 'Listings', summary: 'List a phone (verified sellers and admins)', access: 'user',
    body: createProductBody, limited: true,
    responses: {
      201: json(
        "The new listing's id, its status and its place in the review queue. A seller with fewer than 3 completed sales lists into the review queue (`pending_review`). The IMEI is kept only as a keyed hash and its last four digits; 403 when it is blocked (checked first), 409 `imei_in_use` when another live listing has it.",
        createProductResponse,
      ),
    },
    errors: [409],
  },
  {
    method: 'patch', path: '/products/:id', tag: 'Listings', summary: 'Edit a listing (its seller or an admin; not while booked)', access: 'user',
    params: productIdParam, body: updateProductBody, limited: true,
    responses: {
      200: json(
        'The listing after the change, as its seller sees it. A lower price starts a price drop (`previous_price`, `price_dropped_at`); wishlist entries and an open order follow the change.',
        updateProductResponse,
      ),
    },
    errors: [404, 409],
  },
  {
    method: 'put', path: '/products/sold/:id', tag: 'Listings', summary: 'Toggle sold (completes the open order)', access: 'user',
    params: productIdParam, limited: true,
    responses: { 200: json('The status after the toggle.', toggleSoldResponse) },
    errors: [404, 409],
  },
  {
    method: 'put', path: '/products/adversite/:id', tag: 'Listings', summary: 'Toggle advertising (available listings only)', access: 'user',
    params: productIdParam, limited: true,
    responses: { 200: json('Whether the listing is advertised after the toggle.', toggleAdvertisingResponse) },
    errors: [404, 409],
  },
  {
    method: 'delete', path: '/products/:id', tag: 'Listings', summary: 'Delete a listing (cancels its open order)', access: 'user',
    params: productIdParam, limited: true,
    responses: { 200: json('Deleted.', deletedResponse) },
    errors: [404],
  },
  {
    method: 'put', path: '/products/:id/resubmit', tag: 'Listings', summary: 'Send a rejected listing back to review (its seller)', access: 'user',
    params: productIdParam, limited: true,
    responses: { 200: json('Back in the review queue, at `queue_position`.', moderationActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'post', path: '/products/:id/reports', tag: 'Moderation', summary: 'Report a listing (signed-in users, not its seller; one open report per user and listing)', access: 'user',
    params: productIdParam, body: reportBody, limited: true,
    responses: { 201: json('Filed for the admins.', reportResponse) },
    errors: [404, 409],
  },
  {
    method: 'post', path: '/orders', tag: 'Orders', summary: 'Book a listing (one open booking per phone)', access: 'user',
    body: createOrderBody, limited: true,
    responses: { 201: json("The new order's id.", insertedResponse) },
    errors: [404, 409],
  },
  {
    method: 'get', path: '/orders', tag: 'Orders', summary: 'Orders placed or received by an email', access: 'user',
    query: ordersQuery, paginated: true,
    responses: { 200: json('A page of orders, newest first.', listOf(orderViewSchema)) },
  },
  {
    method: 'get', path: '/orders/:id', tag: 'Orders', summary: 'One order (its buyer, its seller or an admin), with its deadlines; the handover code for the buyer only', access: 'user',
    params: orderIdParam,
    responses: { 200: json('The order as the caller may see it; a passed deadline reads as expired.', orderViewSchema) },
    errors: [404],
  },
  {
    method: 'put', path: '/orders/:id/accept', tag: 'Orders', summary: 'The seller accepts a booking: picks a time, confirms or changes the place', access: 'user',
    params: orderIdParam, body: acceptOrderBody, limited: true,
    responses: { 200: json('Accepted: the phone is held until the meeting time plus 48 hours.', orderActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'put', path: '/orders/:id/decline', tag: 'Orders', summary: 'The seller declines a booking (optional reason)', access: 'user',
    params: orderIdParam, body: declineOrderBody, limited: true,
    responses: { 200: json('Declined; the listing is available again.', orderActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'put', path: '/orders/:id/checklist', tag: 'Orders', summary: "The buyer's inspection checklist at the meeting", access: 'user',
    params: orderIdParam, body: checklistBody, limited: true,
    responses: { 200: json('Saved; both sides see it, with any mismatch with the listing.', orderActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'post', path: '/orders/:id/handover', tag: 'Orders', summary: "The seller enters the buyer's handover code: the order completes, the listing is sold", access: 'user',
    params: orderIdParam, body: handoverBody, limited: true,
    responses: { 200: json('Completed.', orderActionResponse) },
    errors: [404, 409, 423],
  },
  {
    method: 'delete', path: '/orders/:id', tag: 'Orders', summary: 'Cancel a booking or an accepted meetup (the buyer, the seller or an admin), with an optional reason', access: 'user',
    params: orderIdParam, query: cancelOrderBody, limited: true,
    responses: { 200: json('Cancelled; the listing is available again.', cancelOrderResponse) },
    errors: [404, 409],
  },
  {
    method: 'post', path: '/orders/:id/safety-card', tag: 'Orders', summary: 'Share an accepted meetup with a friend: a public link until 24 hours after the meeting', access: 'user',
    params: orderIdParam, limited: true,
    responses: { 201: json('The link (shown once) and when it expires.', safetyCardResponse) },
    errors: [404, 409],
  },
  {
    method: 'delete', path: '/orders/:id/safety-card', tag: 'Orders', summary: "Revoke the caller's safety cards of this order", access: 'user',
    params: orderIdParam, limited: true,
    responses: { 200: json('Revoked: the links open nothing any more.', revokeSafetyCardResponse) },
    errors: [404],
  },
  {
    method: 'get', path: '/safety-cards/:token', tag: 'Orders', summary: 'A safety card, as a friend sees it (no sign-in; no phone, email or code)', access: 'public',
    params: safetyCardTokenParam,
    responses: { 200: json('The meetup and its live status.', publicSafetyCardSchema) },
    errors: [404],
  },
  {
    method: 'post', path: '/products/:id/offers', tag: 'Offers', summary: "Offer a price for a listing (not one's own, a firm, sold, booked, reserved or moderated one): whole taka, at least half the asking price and below it", access: 'user',
    params: productIdParam, body: createOfferBody, limited: true,
    responses: { 201: json("The offer: pending for 24 hours, or declined at once when under the seller's private floor.", offerActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'get', path: '/offers', tag: 'Offers', summary: 'The offers the caller made (side=buyer) or received (side=seller)', access: 'user',
    query: offersQuery, paginated: true,
    responses: { 200: json('A page of offers, newest first; a passed deadline reads as expired.', listOf(offerViewSchema)) },
  },
  {
    method: 'get', path: '/offers/:id', tag: 'Offers', summary: 'One offer (its buyer, its seller or an admin)', access: 'user',
    params: offerIdParam,
    responses: { 200: json('The offer; a passed deadline reads as expired.', offerViewSchema) },
    errors: [404],
  },
  {
    method: 'put', path: '/offers/:id/accept', tag: 'Offers', summary: 'The side the offer waits for accepts its price: the phone is reserved for the buyer for 24 hours, to book at that price', access: 'user',
    params: offerIdParam, limited: true,
    responses: { 200: json('Accepted; `book_by` says until when the buyer may book.', offerActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'put', path: '/offers/:id/decline', tag: 'Offers', summary: 'The side the offer waits for declines it (optional reason)', access: 'user',
    params: offerIdParam, body: declineOfferBody, limited: true,
    responses: { 200: json('Declined.', offerActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'put', path: '/offers/:id/counter', tag: 'Offers', summary: 'The side the offer waits for proposes another price: the next round (three at most)', access: 'user',
    params: offerIdParam, body: counterOfferBody, limited: true,
    responses: { 200: json('The new round, pending for 24 hours (declined at once when a buyer counters under the floor).', offerActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'delete', path: '/offers/:id', tag: 'Offers', summary: 'The buyer withdraws a pending offer', access: 'user',
    params: offerIdParam, limited: true,
    responses: { 200: json('Withdrawn.', offerActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'post', path: '/orders/:id/review', tag: 'Reviews', summary: 'Review the other side of a completed order (once per side; double-blind)', access: 'user',
    params: orderReviewParam, body: reviewBody, limited: true,
    responses: { 201: json('Stored; published when both sides wrote or 7 days after completion, whichever is first.', createReviewResponse) },
    errors: [404, 409],
  },
  {
    method: 'get', path: '/orders/:id/review', tag: 'Reviews', summary: "Where the caller's side stands on reviewing an order (its parties)", access: 'user',
    params: orderReviewParam,
    responses: { 200: json("Whether the caller may still review, their own review, and the other side's once published.", orderReviewsResponse) },
    errors: [404],
  },
  {
    method: 'post', path: '/conversations', tag: 'Messages', summary: 'Ask the seller about a listing: opens (or reopens) the conversation', access: 'user',
    body: startConversationBody, limited: true,
    responses: { 201: json('A new conversation.', conversationResponse), 200: json('The conversation already existed.', conversationResponse) },
    errors: [404],
  },
  {
    method: 'get', path: '/conversations', tag: 'Messages', summary: "The caller's conversations, newest activity first", access: 'user',
    query: conversationsQuery, paginated: true,
    responses: { 200: json('A page of conversations, each with `unread`.', listOf(conversationViewSchema)) },
  },
  {
    method: 'get', path: '/conversations/:id', tag: 'Messages', summary: 'One conversation as the caller reads it (its parties and admins)', access: 'user',
    params: conversationIdParam,
    responses: { 200: json('The conversation, with the listing, the other person and `unread`.', conversationViewSchema) },
    errors: [404],
  },
  {
    method: 'get', path: '/conversations/:id/messages', tag: 'Messages', summary: 'Messages of a conversation, newest first (its parties and admins)', access: 'user',
    params: conversationIdParam, query: messagesQuery, paginated: true,
    responses: { 200: json('A page of messages; with `since`, only newer ones (one read when there are none).', listOf(messageViewSchema)) },
    errors: [404],
  },
  {
    method: 'post', path: '/conversations/:id/messages', tag: 'Messages', summary: 'Send a message (its parties)', access: 'user',
    params: conversationIdParam, body: postMessageBody, limited: true,
    responses: { 201: json('Sent.', postMessageResponse) },
    errors: [404],
  },
  {
    method: 'put', path: '/conversations/:id/read', tag: 'Messages', summary: "Mark a conversation read for the caller (its parties)", access: 'user',
    params: conversationIdParam, limited: true,
    responses: { 200: json('Read.', readConversationResponse) },
    errors: [404],
  },
  {
    method: 'get', path: '/notifications', tag: 'Notifications', summary: "The caller's notifications, newest first", access: 'user',
    query: notificationsQuery, paginated: true,
    responses: { 200: json('A page of notifications.', listOf(notificationViewSchema)) },
  },
  {
    method: 'get', path: '/notifications/unread-count', tag: 'Notifications', summary: "The caller's unread notifications and messages (one document read)", access: 'user',
    responses: { 200: json('`count` of unread notifications, and unread `messages`.', unreadCountResponse) },
  },
  {
    method: 'put', path: '/notifications/read-all', tag: 'Notifications', summary: "Mark all the caller's notifications read", access: 'user',
    limited: true,
    responses: { 200: json('How many were unread.', readAllNotificationsResponse) },
  },
  {
    method: 'put', path: '/notifications/:id/read', tag: 'Notifications', summary: 'Mark one notification read (its owner)', access: 'user',
    params: notificationIdParam, limited: true,
    responses: { 200: json('Read.', readNotificationResponse) },
    errors: [404],
  },
  {
    method: 'post', path: '/wishlist', tag: 'Wishlist', summary: 'Add a listing to the caller\'s wishlist', access: 'user',
    body: addWishlistBody, limited: true,
    responses: {
      201: json("The new entry's id.", addWishlistResponse),
      200: json('The listing was already in the wishlist: the existing entry\'s id.', addWishlistResponse),
    },
    errors: [404],
  },
  {
    method: 'get', path: '/wishlist', tag: 'Wishlist', summary: "An owner's wishlist", access: 'user',
    query: wishlistQuery, paginated: true,
    responses: { 200: json('A page of entries, newest first.', listOf(wishlistEntrySchema)) },
  },
  {
    method: 'get', path: '/wishlist/count', tag: 'Wishlist', summary: "How many entries an owner's wishlist has", access: 'user',
    query: wishlistCountQuery,
    responses: { 200: json('The count (one read however long the wishlist).', wishlistCountResponse) },
  },
  {
    method: 'delete', path: '/wishlist/:id', tag: 'Wishlist', summary: 'Remove an entry', access: 'user',
    params: wishlistIdParam, limited: true,
    responses: { 200: json('Removed.', deletedResponse) },
    errors: [404],
  },
  {
    method: 'post', path: '/saved-searches', tag: 'Saved searches', summary: 'Save a search of GET /products under a name, with how often it alerts', access: 'user',
    body: createSavedSearchBody, limited: true,
    responses: { 201: json('The saved search, with how many phones it finds now.', createSavedSearchResponse) },
    errors: [409],
  },
  {
    method: 'get', path: '/saved-searches', tag: 'Saved searches', summary: "The caller's saved searches, oldest first, each with how many phones it finds now", access: 'user',
    responses: { 200: json('Every saved search of the caller (at most 20).', listOf(savedSearchViewSchema)) },
  },
  {
    method: 'get', path: '/saved-searches/unsubscribe', tag: 'Saved searches', summary: "An alert email's unsubscribe link: a page that confirms what it stops", access: 'public',
    query: unsubscribeQuery,
    responses: { 200: { description: 'A small HTML page with a button that POSTs to the same address.', contentType: 'text/html' } },
  },
  {
    method: 'post', path: '/saved-searches/unsubscribe', tag: 'Saved searches', summary: 'Stop what a signed unsubscribe link names (one-click, RFC 8058; no session needed)', access: 'public',
    query: unsubscribeQuery, limited: true,
    responses: { 200: { description: 'A small HTML page saying what stopped.', contentType: 'text/html' } },
  },
  {
    method: 'patch', path: '/saved-searches/:id', tag: 'Saved searches', summary: 'Rename a saved search, change its query or how often it alerts', access: 'user',
    params: savedSearchIdParam, body: updateSavedSearchBody, limited: true,
    responses: { 200: json('The saved search as changed.', updateSavedSearchResponse) },
    errors: [404],
  },
  {
    method: 'delete', path: '/saved-searches/:id', tag: 'Saved searches', summary: 'Delete a saved search', access: 'user',
    params: savedSearchIdParam, limited: true,
    responses: { 200: json('Deleted.', deletedResponse) },
    errors: [404],
  },
  {
    method: 'post', path: '/push-tokens', tag: 'Push', summary: "Register this device's FCM token for the caller's alerts", access: 'user',
    body: pushTokenBody, limited: true,
    responses: {
      201: json('Registered.', pushTokenResponse),
      200: json('This device was registered already (now for the caller).', pushTokenResponse),
    },
  },
  {
    method: 'delete', path: '/push-tokens/:token', tag: 'Push', summary: 'This device stops receiving the caller\'s alerts', access: 'user',
    params: pushTokenParam, limited: true,
    responses: { 200: json('Removed.', deletedResponse) },
    errors: [404],
  },
  {
    method: 'get', path: '/dev/push-messages', tag: 'Push', summary: "The pushes recorded for the caller's devices (local stack only; production sends them to FCM)", access: 'user',
    responses: { 200: json('Newest first.', recordedPushesResponse) },
  },
  {
    method: 'post', path: '/users', tag: 'Users', summary: "Register or refresh the caller's own record", access: 'token',
    body: upsertUserBody, limited: true,
    responses: { 201: json('Registered.', userWriteResponse), 200: json('Refreshed.', userWriteResponse) },
    errors: [409],
  },
  {
    method: 'get', path: '/users/me', tag: 'Users', summary: "The caller's own record, with their email preferences", access: 'user',
    responses: { 200: json('The record.', meResponse) },
  },
  {
    method: 'patch', path: '/users/me', tag: 'Users', summary: "Change the caller's own name, photo or email preferences", access: 'user',
    body: updateMeBody, limited: true,
    responses: { 200: json('The updated record; a new name or photo also reaches the Auth profile and the copies on their listings.', userWriteResponse) },
  },
  {
    method: 'delete', path: '/users/me', tag: 'Users', summary: "Delete the caller's own account and what they leave behind", access: 'user',
    limited: true,
    responses: {
      200: json(
        'Deleted as an admin deletes a user: the Auth account, the record, their listings, wishlist and open orders; their closed deals stay for the other party, with this party anonymised.',
        deletedResponse,
      ),
    },
    errors: [409],
  },
  {
    method: 'put', path: '/users/me/role', tag: 'Users', summary: "Change the caller's own account type: buyer or seller (never admin)", access: 'user',
    body: changeRoleBody, limited: true,
    responses: {
      200: json(
        'The updated record; the custom claims follow (refresh the ID token). A new seller is unverified; going back to buyer gives up verification.',
        userWriteResponse,
      ),
    },
    errors: [409],
  },
  {
    method: 'post', path: '/users/me/verification-request', tag: 'Users', summary: 'Ask an admin to verify the caller (sellers)', access: 'user',
    limited: true,
    responses: { 200: json('The record with `verificationRequestedAt` (a repeat keeps the first request\'s time).', userWriteResponse) },
    errors: [409],
  },
  {
    method: 'get', path: '/users/admin/:email', tag: 'Users', summary: 'Is this email an admin', access: 'user',
    params: emailParam, responses: { 200: json('The flag.', isAdminResponse) },
  },
  {
    method: 'get', path: '/users/buyer/:email', tag: 'Users', summary: 'Is this email a buyer', access: 'user',
    params: emailParam, responses: { 200: json('The flag.', isBuyerResponse) },
  },
  {
    method: 'get', path: '/users/seller/:email', tag: 'Users', summary: 'Is this email a seller', access: 'user',
    params: emailParam, responses: { 200: json('The flag.', isSellerResponse) },
  },
  {
    method: 'get', path: '/users', tag: 'Users', summary: 'Everyone (admin)', access: 'admin',
    query: pageQuery, paginated: true,
    responses: { 200: json('A page of user records, newest first.', listOf(userRecordSchema)) },
  },
  {
    method: 'get', path: '/users/buyer', tag: 'Users', summary: 'Buyers (admin)', access: 'admin',
    query: pageQuery, paginated: true,
    responses: { 200: json('A page of buyers, newest first.', listOf(userRecordSchema)) },
  },
  {
    method: 'get', path: '/users/seller', tag: 'Users', summary: 'Sellers (admin)', access: 'admin',
    query: pageQuery, paginated: true,
    responses: { 200: json('A page of sellers, newest first.', listOf(userRecordSchema)) },
  },
  {
    method: 'put', path: '/users/admin/:id', tag: 'Users', summary: 'Make a user an admin (admin)', access: 'admin',
    params: userIdParam, limited: true,
    responses: { 200: json('The updated record.', userWriteResponse) },
    errors: [404],
  },
  {
    method: 'delete', path: '/users/admin/:id', tag: 'Users', summary: 'Remove admin from a user, never the last admin (admin)', access: 'admin',
    params: userIdParam, limited: true,
    responses: { 200: json('The updated record: back to their account type (buyer or seller).', userWriteResponse) },
    errors: [404, 409],
  },
  {
    method: 'put', path: '/users/verify/:id', tag: 'Users', summary: 'Verify a seller (admin)', access: 'admin',
    params: userIdParam, limited: true,
    responses: { 200: json('The updated record; a pending verification request is answered.', userWriteResponse) },
    errors: [404, 409],
  },
  {
    method: 'delete', path: '/users/verify/:id', tag: 'Users', summary: 'Unverify a seller (admin)', access: 'admin',
    params: userIdParam, limited: true,
    responses: { 200: json('The updated record; a pending verification request is declined with it.', userWriteResponse) },
    errors: [404],
  },
  {
    method: 'delete', path: '/users/:id', tag: 'Users', summary: 'Delete a user and what they leave behind (admin)', access: 'admin',
    params: userIdParam, limited: true,
    responses: { 200: json('1 when this call deleted the record, 0 when it finished an earlier deletion.', deletedResponse) },
    errors: [409],
  },
  {
    method: 'get', path: '/admin/moderation/counts', tag: 'Moderation', summary: 'The admin menu badges: listings to review and listings reported (admin)', access: 'admin',
    responses: { 200: json('The counts.', moderationCountsResponse) },
  },
  {
    method: 'get', path: '/admin/listings', tag: 'Moderation', summary: 'Listings by moderation status, oldest first: the review queue (admin)', access: 'admin',
    query: adminListingsQuery, paginated: true,
    responses: { 200: json('A page of listings, each with its queue position and what the server checked.', listOf(adminListingItemSchema)) },
  },
  {
    method: 'put', path: '/admin/listings/:id/approve', tag: 'Moderation', summary: 'Approve a listing under review: it goes live (admin)', access: 'admin',
    params: adminListingIdParam, limited: true,
    responses: { 200: json('Available; the seller is notified.', moderationActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'put', path: '/admin/listings/:id/reject', tag: 'Moderation', summary: 'Reject a listing under review with a reason (admin)', access: 'admin',
    params: adminListingIdParam, body: rejectListingBody, limited: true,
    responses: { 200: json('Rejected; the seller is notified with the reason and may edit and resubmit.', moderationActionResponse) },
    errors: [404, 409],
  },
  {
    method: 'get', path: '/admin/reports', tag: 'Moderation', summary: 'Open reports grouped by listing, most reported first (admin)', access: 'admin',
    query: adminReportsQuery, paginated: true,
    responses: { 200: json('A page of report groups.', listOf(reportGroupViewSchema)) },
  },
  {
    method: 'put', path: '/admin/reports/:listingId/resolve', tag: 'Moderation', summary: "Resolve a listing's open reports: dismiss, hide, or hide and block its IMEI (admin)", access: 'admin',
    params: reportListingParam, body: resolveReportsBody, limited: true,
    responses: {
      200: json('Resolved. Hiding cancels an open order (the buyer is notified), frees the IMEI and notifies the seller with the reason. 409 for hide_and_block on a listing without an IMEI (nothing changes).', resolveReportsResponse),
    },
    errors: [404, 409],
  },
  {
    method: 'get', path: '/admin/imei-blocks', tag: 'Moderation', summary: 'Blocked IMEIs, newest first (admin; never the IMEI)', access: 'admin',
    query: imeiBlocksQuery, paginated: true,
    responses: { 200: json('A page of blocks.', listOf(imeiBlockViewSchema)) },
  },
  {
    method: 'post', path: '/admin/imei-blocks', tag: 'Moderation', summary: 'Block an IMEI: refused for new listings, live listings with it hidden (admin)', access: 'admin',
    body: createImeiBlockBody, limited: true,
    responses: { 201: json('Blocked (the answer never carries the IMEI).', createImeiBlockResponse) },
    errors: [409],
  },
  {
    method: 'delete', path: '/admin/imei-blocks/:id', tag: 'Moderation', summary: 'Unblock an IMEI (admin)', access: 'admin',
    params: imeiBlockIdParam, limited: true,
    responses: { 200: json('Unblocked; hidden listings stay hidden.', deletedResponse) },
    errors: [404],
  },
  {
    method: 'get', path: '/admin/audit', tag: 'Moderation', summary: 'The audit log of admin actions, newest first (admin)', access: 'admin',
    query: auditQuery, paginated: true,
    responses: { 200: json('A page of entries: who, what, when, why and the target.', listOf(auditEntrySchema)) },
  },
  {
    method: 'get', path: '/meetup-spots', tag: 'Meeting spots', summary: "Live safe meeting spots, those in or near the listing's area (and the buyer's) first", access: 'public',
    query: spotsQuery,
    responses: { 200: json('Every live spot, in the area first, then nearest first.', listOf(suggestedSpotSchema)) },
  },
  {
    method: 'get', path: '/admin/meetup-spots', tag: 'Meeting spots', summary: 'Every meeting spot, retired ones too, by area and name (admin)', access: 'admin',
    responses: { 200: json('The spots.', listOf(meetupSpotSchema)) },
  },
  {
    method: 'post', path: '/admin/meetup-spots', tag: 'Meeting spots', summary: 'Add a safe meeting spot (admin)', access: 'admin',
    body: createSpotBody, limited: true,
    responses: { 201: json('Added.', spotWriteResponse) },
  },
  {
    method: 'put', path: '/admin/meetup-spots/:id', tag: 'Meeting spots', summary: 'Edit a meeting spot, or retire it or bring it back with `retired` (admin)', access: 'admin',
    params: spotIdParam, body: updateSpotBody, limited: true,
    responses: { 200: json('The spot as it now is. Orders that named it keep their copy.', spotWriteResponse) },
    errors: [404],
  },
  {
    method: 'delete', path: '/admin/meetup-spots/:id', tag: 'Meeting spots', summary: 'Delete a meeting spot no order named; one that was named is retired instead (admin)', access: 'admin',
    params: spotIdParam, limited: true,
    responses: { 200: json('Deleted, or retired.', deleteSpotResponse) },
    errors: [404],
  },
  {
    method: 'get', path: '/orders/:id/dispute', tag: 'Disputes', summary: "The order's dispute, its window and whether the order is final (its buyer, its seller, an admin)", access: 'user',
    params: orderIdParam,
    responses: { 200: json('Where the order stands.', orderDisputeResponse) },
    errors: [404],
  },
  {
    method: 'post', path: '/orders/:id/dispute', tag: 'Disputes', summary: 'Open a dispute within 72 hours of the handover (the buyer; once per order)', access: 'user',
    params: orderIdParam, body: openDisputeBody, limited: true,
    responses: { 201: json('Opened; the seller is told and has 48 hours to answer.', disputeWriteResponse) },
    errors: [404, 409],
  },
  {
    method: 'put', path: '/orders/:id/dispute', tag: 'Disputes', summary: 'Answer the dispute within 48 hours (the seller; once)', access: 'user',
    params: orderIdParam, body: answerDisputeBody, limited: true,
    responses: { 200: json('Answered; the buyer is told.', disputeWriteResponse) },
    errors: [404, 409],
  },
  {
    method: 'get', path: '/admin/disputes', tag: 'Disputes', summary: 'Disputes waiting for a decision (or decided, or all), oldest first (admin)', access: 'admin',
    query: adminDisputesQuery, paginated: true,
    responses: { 200: json('A page of disputes, each with its effective status.', listOf(disputeViewSchema)) },
  },
  {
    method: 'put', path: '/admin/disputes/:id/decide', tag: 'Disputes', summary: "Decide an answered dispute, or an unanswered one after the seller's 48 hours, with a note (admin)", access: 'admin',
    params: disputeIdParam, body: decideDisputeBody, limited: true,
    responses: { 200: json("Decided: counted on the seller's profile and trust score, written to the audit log, both sides told.", disputeWriteResponse) },
    errors: [404, 409],
  },
  {
    method: 'get', path: '/users/:uid/profile', tag: 'Users', summary: "A person's public profile: name, photo, verified, member since, sales, rating, reviews and listings", access: 'public',
    params: profileParam,
    responses: { 200: json('The profile (no email or phone number).', publicProfileSchema) },
    errors: [404],
  },
  {
    method: 'get', path: '/users/:uid/reviews', tag: 'Users', summary: 'Published reviews about a person, newest first', access: 'public',
    params: profileParam, query: reviewsQuery, paginated: true,
    responses: { 200: json('A page of published reviews.', listOf(publicReviewSchema)) },
    errors: [404],
  },
  {
    method: 'get', path: '/verify/:email', tag: 'Users', summary: 'Is this email a verified seller', access: 'user',
    params: emailParam, responses: { 200: json('The flag, and when a pending verification request was made.', isVerifiedResponse) },
  },
  {
    method: 'get', path: '/jwt', tag: 'Users', summary: "The caller's own ID token, for the spec's client", access: 'token',
    query: jwtQuery, responses: { 200: json('The token to send as a Bearer credential.', accessTokenResponse) },
  },
  {
    method: 'post', path: '/images', tag: 'Images', summary: 'Upload a photo (JPEG, PNG or WebP, at most 5 MB)', access: 'user',
    body: 'image', limited: true,
    responses: { 201: json('The stored sizes.', uploadImageResponse) },
    errors: [413],
  },
  {
    method: 'get', path: '/images/:file', tag: 'Images', summary: 'A stored image (local stack only; production serves Cloud Storage)', access: 'public',
    params: imageFileParam,
    responses: { 200: { description: 'The WebP image.', contentType: 'image/webp' } },
    errors: [404],
  },
  {
    method: 'post', path: '/newsletter', tag: 'Newsletter', summary: 'Subscribe an email to the newsletter', access: 'public',
    body: subscribeBody, limited: true,
    responses: { 201: json('Subscribed.', subscribeResponse), 200: json('Already subscribed.', subscribeResponse) },
  },
];
