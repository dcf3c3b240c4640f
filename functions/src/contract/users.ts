import { z } from 'zod';
import { isStoredImageUrl, withoutLocalOrigin } from './image-urls';
import { publicListingSchema } from './products';
import { publicReviewSchema } from './reviews';
import { docId, email, text } from './schema-helpers';
import { disputeOutcomeCountsSchema, NO_DISPUTE_OUTCOMES } from './disputes';
import { languageSchema } from './languages';

/** users.user_role: which side of the marketplace an account is on (see names.ts). */
export const ACCOUNT_TYPES = ['Buyer', 'Seller'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** users.role: what the account may administer (see names.ts). */
export const PRIVILEGES = ['admin', 'user'] as const;
export type Privilege = (typeof PRIVILEGES)[number];

/** The custom claim `role`: the account type lower-cased, as the ID token carries it (see names.ts). */
export const CLAIMED_ACCOUNT_TYPES = ['buyer', 'seller'] as const;
export type ClaimedAccountType = (typeof CLAIMED_ACCOUNT_TYPES)[number];

/**
 * Which emails a person wants from ReCell (read by the use cases that send mail): news of their
 * bookings, messages from other people, and the newsletter-style news, which is opt-in.
 */
export const emailPreferencesSchema = z
  .object({
    bookings: z.boolean().meta({ description: 'Bookings of my phones and answers to my bookings.' }),
    messages: z.boolean().meta({ description: 'Messages from buyers and sellers.' }),
    news: z.boolean().meta({ description: 'ReCell news and offers.' }),
    reviews: z.boolean().meta({ description: 'Reviews people wrote about me.' }),
    account: z.boolean().meta({ description: 'News of my account, such as being verified as a seller.' }),
  })
  .meta({ id: 'EmailPreferences' });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** A new account's preferences: mail about its own deals, no news until asked for. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { bookings: true, messages: true, news: false, reviews: true, account: true };

/**
 * A seller's pending request to be verified (POST /users/me/verification-request): when they asked,
 * in server time; null when none is pending (never asked, verified since, or unverified since).
 */
const verificationRequestedAt = z
  .string()
  .nullable()
  .meta({ description: 'When this seller asked an admin to verify them (server time, ISO 8601), while that request is pending; else null.' });

/**
 * What others said of a person and what they sold, kept on the record by the use cases
 * (reviews once published, completed orders) and copied onto their listings as seller_rating_avg,
 * seller_rating_count and seller_completed_sales. Published reviews only count.
 */
const sellerStandingShape = {
  rating_sum: z.number().default(0).meta({ description: 'The sum of the stars of the published reviews about this person.' }),
  rating_count: z.number().int().default(0).meta({ description: 'How many published reviews are about this person.' }),
  rating_avg: z.number().default(0).meta({ description: 'rating_sum / rating_count rounded to 2 decimals; 0 while rating_count is 0.' }),
  completed_sales: z.number().int().default(0).meta({ description: 'Orders of their listings that completed.' }),
  safe_meetings: z.number().int().default(0).meta({ description: 'Of those, the handovers at a safe meeting spot.' }),
  dispute_outcomes: disputeOutcomeCountsSchema
    .default(NO_DISPUTE_OUTCOMES)
    .meta({ description: 'The decided disputes about their sales, by outcome.' }),
};

/** The standing of a new account, and what migration 009 gives older ones. */
export const NO_STANDING = { rating_sum: 0, rating_count: 0, rating_avg: 0, completed_sales: 0, safe_meetings: 0, dispute_outcomes: NO_DISPUTE_OUTCOMES } as const;

/** An average of stars to two decimals (0 for none). */
export function ratingAverage(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : 0;
}

/** users/{uid}: the stored record, source of truth for privileges (mirrored into custom claims). */
export const userRecordSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string().meta({ description: "The account's own email, lower-cased." }),
    image: z.string(),
    user_role: z.enum(ACCOUNT_TYPES).meta({ description: 'Buyer or Seller account (the spec\'s `user_role`).' }),
    role: z.enum(PRIVILEGES).meta({ description: 'admin or user privileges (the spec\'s `role`).' }),
    verified: z.boolean(),
    verificationRequestedAt,
    emailPreferences: emailPreferencesSchema,
    ...sellerStandingShape,
    createdAt: z.string(),
    sortKey: z.string().meta({ description: 'Unique, sortable key for keyset pagination of the admin lists: createdAt then uid.' }),
  })
  .meta({ id: 'UserRecord' });
export type UserRecord = z.infer<typeof userRecordSchema>;

/**
 * A profile photo: one of our uploads (relative `/api/images/...` in the local stack) or a web
 * address such as a sign-in provider's photo. Other schemes (javascript:, data:) are refused.
 * A local upload sent with an origin (the Auth profile keeps absolute URLs) is stored relative,
 * so it shows on every origin the app is served from. An empty string means "no photo given".
 */
const photoUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'Photo must be a URL.' })
    .trim()
    .max(2048, { error: 'Photo URL is too long.' })
    .refine((url) => isStoredImageUrl(url) || (/^https?:\/\//i.test(url) && URL.canParse(url)), {
      error: 'Photo must be a web address (http or https).',
    })
    .transform(withoutLocalOrigin)
    .optional(),
);

/**
 * POST /users: the caller's own profile. Email comes from the token, never from here. `language`
 * is the one chosen before signing up (English when absent); a refresh changes it only when sent.
 */
export const upsertUserBody = z.object({
  name: text(100, 'Name'),
  image: photoUrl,
  user_role: z.enum(ACCOUNT_TYPES, { error: 'Role must be Buyer or Seller.' }).default('Buyer'),
  language: languageSchema.optional(),
});
export type UpsertUserBody = z.infer<typeof upsertUserBody>;

/**
 * PATCH /users/me: the caller's own name, photo, email preferences and language; each is optional
 * and the preferences may be sent in part. The photo is an uploaded image (POST /images) or a web address.
 */
export const updateMeBody = z
  .object({
    name: text(100, 'Name').optional(),
    image: photoUrl,
    emailPreferences: z
      .object({
        bookings: z.boolean({ error: 'Booking emails must be true or false.' }).optional(),
        messages: z.boolean({ error: 'Message emails must be true or false.' }).optional(),
        news: z.boolean({ error: 'News emails must be true or false.' }).optional(),
        reviews: z.boolean({ error: 'Review emails must be true or false.' }).optional(),
        account: z.boolean({ error: 'Account emails must be true or false.' }).optional(),
      })
      .optional(),
    language: languageSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.image !== undefined || body.emailPreferences !== undefined || body.language !== undefined, {
    error: 'Send a name, a photo, email preferences or a language to change.',
  });
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/**
 * PUT /users/me/role: the caller's own account type. A buyer becomes a seller (unverified: an
 * admin still verifies them before they list); a seller goes back to buyer only with no listing
 * on sale or booked. Never admin: privileges are given by an admin (PUT /users/admin/:id).
 */
export const changeRoleBody = z.object({
  role: z.enum(CLAIMED_ACCOUNT_TYPES, { error: 'Role must be buyer or seller.' }),
});
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;

/** The account type (users.user_role) a claimed role stands for. */
export const accountTypeOf = (role: ClaimedAccountType): AccountType => (role === 'seller' ? 'Seller' : 'Buyer');

/** GET /users/me: the caller's own record, email preferences included. */
export const meResponse = userRecordSchema;

/**
 * The name left on a completed or cancelled deal's record when one of its parties deletes their
 * account: the other party keeps the deal (item, price, date), not the person.
 */
export const DELETED_USER_NAME = 'Deleted user';

/** How recently (seconds) a person must have signed in to delete their own account. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export const emailParam = z.object({ email });
/** An Auth uid in a path; also a users/{uid} document id, so no slashes or dots. */
export const userIdParam = z.object({ id: docId });

/** Custom claims set by the API only (docs/security.md). */
export interface RoleClaims {
  role: ClaimedAccountType;
  admin?: true;
  verified?: true;
}

/**
 * POST /users (201 created, 200 refreshed), PUT /users/me/role, POST /users/me/verification-request
 * and the admin's PUT and DELETE of /users/admin/:id and /users/verify/:id answer the stored record.
 */
export const userWriteResponse = z.object({ acknowledged: z.literal(true), user: userRecordSchema });
export type UserWriteResponse = z.infer<typeof userWriteResponse>;

/** The role lookups by email: the caller's own, or anyone's for an admin. */
export const isAdminResponse = z.object({ isAdmin: z.boolean() });
export type IsAdminResponse = z.infer<typeof isAdminResponse>;
export const isBuyerResponse = z.object({ isBuyer: z.boolean() });
export type IsBuyerResponse = z.infer<typeof isBuyerResponse>;
export const isSellerResponse = z.object({ isSeller: z.boolean() });
export type IsSellerResponse = z.infer<typeof isSellerResponse>;
export const isVerifiedResponse = z.object({
  verified: z.boolean(),
  verificationRequestedAt,
});
export type IsVerifiedResponse = z.infer<typeof isVerifiedResponse>;

/** GET /users/:uid/profile and /users/:uid/reviews: an Auth uid in the path. */
export const profileParam = z.object({ uid: docId });

/**
 * GET /users/:uid/profile: what anyone may know of a person on ReCell. Never an email or a phone
 * number. The ratings count published reviews only; the first page of them and the person's
 * available listings come with it (more reviews: GET /users/:uid/reviews?cursor=).
 */
export const publicProfileSchema = z
  .object({
    uid: z.string(),
    name: z.string(),
    image: z.string(),
    verified: z.boolean(),
    phone_verified: z.boolean().meta({ description: 'A mobile number is verified on their account (Firebase Auth). Never the number itself.' }),
    user_role: z.enum(ACCOUNT_TYPES),
    member_since: z.string().meta({ description: 'When the account was created (ISO 8601).' }),
    completed_sales: z.number().int(),
    safe_meetings: z.number().int().meta({ description: 'Completed sales handed over at a safe meeting spot.' }),
    dispute_outcomes: disputeOutcomeCountsSchema.meta({ description: 'Decided disputes about their sales, by outcome.' }),
    rating_avg: z.number().meta({ description: '0 while rating_count is 0.' }),
    rating_count: z.number().int(),
    reviews: z.array(publicReviewSchema).meta({ description: 'The newest published reviews about this person.' }),
    reviews_next: z.string().nullable().meta({ description: 'The cursor of the next page of reviews (GET /users/:uid/reviews?cursor=), or null.' }),
    listings: z.array(publicListingSchema).meta({ description: 'Their phones on sale now, newest first.' }),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;
