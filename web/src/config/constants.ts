/** Web-only constants of the spec (§1, §8, §9). Shared ones live in @contract/constants. */

/** The home banner advances every 6 s. */
export const BANNER_INTERVAL_MS = 6000;

/** New Arrivals shows the first 6 products. */
export const NEW_ARRIVALS_COUNT = 6;

/** The home page shows up to 6 advertised phones: two rows on a desktop, a short sideways row on a phone. */
export const ADVERTISED_COUNT = 6;

/**
 * The currency of every price (ISO 4217; Intl writes its symbol, ৳ for taka). The seed's listings
 * are in Dhaka, so taka by default; a deployment elsewhere changes it here only.
 */
export const CURRENCY = 'BDT';


/** An API call that has not answered after 30 s counts as failed (a lost connection, a stalled server). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A photo upload may take longer on a slow connection (up to 5 MB). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Data fetching (§9): 3 retries, exponential backoff capped at 30 s, cache kept 5 minutes. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_CAP_MS = 30_000;
export const QUERY_GC_MS = 5 * 60_000;
/** How long fetched lists count as fresh before a screen refetches them in the background. */
export const QUERY_STALE_MS = 30_000;

/** Copy of the newsletter box. */
export const COMMUNITY_SIZE = '5000+';

/** The footer's copyright line keeps the spec's year. */
export const COPYRIGHT_YEAR = 2022;

/**
 * The `sizes` of the listing photos (ProductImage), by the width the layout gives them: a card
 * is about half the screen below lg (two columns; the advertised row's 46 %) and a third of the
 * 1200 px container from lg; the product page's photo is the screen's width below md, then the
 * wider of two columns.
 */
export const IMAGE_SIZES = {
  card: '(min-width: 1200px) 370px, 46vw',
  detail: '(min-width: 1200px) 590px, (min-width: 900px) 52vw, 100vw',
} as const;

/** The bell's menu shows this many recent notifications. */
export const NOTIFICATIONS_MENU_SIZE = 8;
