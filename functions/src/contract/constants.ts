/** Business constants of the spec (section 9) shared by the API and the web client. */

export const CATEGORIES = [
  { id: 1, category_name: 'apple' },
  { id: 2, category_name: 'samsung' },
  { id: 3, category_name: 'oneplus' },
  { id: 4, category_name: 'huawei' },
] as const;

export const CATEGORY_NAMES = ['apple', 'samsung', 'oneplus', 'huawei'] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export const CONDITIONS = ['excellent', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const MIN_PASSWORD_LENGTH = 6;

/** Structured specs of a listing: storage in GB, one of these. */
export const STORAGE_GB_OPTIONS = [16, 32, 64, 128, 256, 512, 1024] as const;
export type StorageGb = (typeof STORAGE_GB_OPTIONS)[number];
/** RAM in whole GB. */
export const RAM_GB_MIN = 1;
export const RAM_GB_MAX = 24;
/** Battery health, the whole percent the phone's settings show (iPhone: Settings → Battery → Battery Health). */
export const BATTERY_HEALTH_MIN = 50;
export const BATTERY_HEALTH_MAX = 100;

/** Search (GET /products): the sorts (`trusted`: highest trust score first), the longest `q`, the most words of `q` the server looks at. */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'trusted'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_Q_MAX_LENGTH = 100;
export const SEARCH_MAX_WORDS = 8;
/** GET /products/suggest answers at most this many suggestions. */
export const SUGGEST_MAX = 8;

/** Pagination of lists (docs/api.md). */
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

/** The first phones ever sold as smartphones of this kind; purchase years start here. */
export const FIRST_PURCHASE_YEAR = 2007;

/** Uploads. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_WIDTHS = { card: 400, detail: 1200 } as const;

/** How long a listing shows "Price dropped" with its old price struck through after a drop. */
export const PRICE_DROP_DAYS = 7;

/**
 * The meetup: every deadline of an order, in one place for the API and the web.
 * A booked order must be answered within ORDER_ANSWER_HOURS; the buyer's slots (and the slot the
 * seller picks) lie within ORDER_SLOTS_WINDOW_DAYS of the request; an accepted order holds the
 * phone until the meeting time plus ORDER_HOLD_HOURS_AFTER_MEETING.
 */
export const ORDER_ANSWER_HOURS = 24;
export const ORDER_HOLD_HOURS_AFTER_MEETING = 48;
export const ORDER_SLOTS_WINDOW_DAYS = 7;
/** A booking proposes at least one meeting time, so the seller always has a time to answer. */
export const ORDER_SLOTS_MIN = 1;
export const ORDER_SLOTS_MAX = 3;
/** Wrong handover codes in a row before the handover locks, and for how long it stays locked. */
export const HANDOVER_MAX_WRONG_CODES = 5;
export const HANDOVER_LOCK_MINUTES = 15;
/** The handover code's length in digits. */
export const HANDOVER_CODE_DIGITS = 6;
/** A safety card stops working this long after the meeting time. */
export const SAFETY_CARD_HOURS_AFTER_MEETING = 24;
/** The inspection checklist: a battery this many points below the listing's claim is a mismatch. */
export const CHECKLIST_BATTERY_TOLERANCE = 3;
/** How often the sweep of expired holds runs (the scheduled function and the local stack). */
export const ORDER_SWEEP_MINUTES = 5;

export const HOUR_MS = 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
/** Photos of a listing: at least one, at most this many; the first is the cover. */
export const MAX_PHOTOS = 6;
/** Messages: the longest message, and how many a sender may post a minute. */
export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGE_RATE_LIMIT_PER_MINUTE = 20;
/** How often the web polls: an open thread, and the unread counts elsewhere (and on focus). */
export const THREAD_POLL_SECONDS = 5;
export const UNREAD_POLL_SECONDS = 30;

/** Reviews: stars, the longest text, and how long a review stays blind without the other side's. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX_LENGTH = 500;
/** The most characters of the reason given when declining or cancelling an order. */
export const ORDER_REASON_MAX_LENGTH = 500;
export const REVIEW_BLIND_DAYS = 7;
/** How many published reviews and available listings a profile carries (the rest: GET /users/:uid/reviews). */
export const PROFILE_REVIEWS = 10;
export const PROFILE_LISTINGS = 24;

/** Moderation: a seller with fewer completed sales than this lists into the review queue; from this many on, live at once. */
export const ESTABLISHED_SELLER_SALES = 3;
/** The longest free text of a report, and of an admin's rejection or report-resolution reason. */
export const REPORT_DETAILS_MAX_LENGTH = 500;
/** How many reports a person may file a minute. */
export const REPORT_RATE_LIMIT_PER_MINUTE = 10;
export const MODERATION_DETAILS_MAX_LENGTH = 500;
/** How many open reports of one listing the reports queue shows with it (the counts cover them all). */
export const REPORTS_SHOWN_PER_GROUP = 20;

/**
 * Offers: the other side answers within OFFER_ANSWER_HOURS; an accepted offer holds the phone for
 * its buyer for OFFER_BOOKING_HOURS, time to book it at the agreed price. A buyer and a listing
 * have at most OFFER_MAX_ROUNDS rounds (a new offer or a counter each), and an offer is at least
 * OFFER_MIN_SHARE of the asking price and below it.
 */
export const OFFER_ANSWER_HOURS = 24;
export const OFFER_BOOKING_HOURS = 24;
export const OFFER_MAX_ROUNDS = 3;
export const OFFER_MIN_SHARE = 0.5;
export const OFFER_MESSAGE_MAX_LENGTH = 500;
/** The offer sweep (expired offers written down) runs this often in production. */
export const OFFER_SWEEP_MINUTES = 15;
/** Saved searches: how often each alerts its owner by email (`off`: no alerts at all), and how many one person may keep. */
export const SAVED_SEARCH_FREQUENCIES = ['instantly', 'daily', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** The daily digest of alerts: the hour (UTC) the scheduled function sends it. */
export const ALERT_DIGEST_HOUR_UTC = 3;
