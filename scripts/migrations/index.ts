import { relativeImageUrls } from './001-relative-image-urls';
import { orderSellerContact } from './002-order-seller-contact';
import { emailPreferences } from './003-email-preferences';
import { verificationRequestedAt } from './004-verification-requested-at';
import { priceDrop } from './005-price-drop';
import { structuredSpecs } from './006-structured-specs';
import { meetupDeadlines } from './007-meetup-deadlines';
import { trust } from './008-trust';
import { commsStanding } from './009-comms-standing';
import { priceRange } from './010-price-range';
import { moderation } from './011-moderation';
import { orderBrand } from './012-order-brand';
import { offers } from './013-offers';
import { safeSpotsAndDisputes } from './014-safe-spots-and-disputes';
import { offerThreadLines } from './015-offer-thread-lines';
import { verifiedPhones } from './016-verified-phones';
import { accountLanguage } from './017-account-language';
import { searchWords } from './018-search-words';
import type { Migration } from './migration';

/** Every migration, oldest first. Add new ones at the end; never reorder, rename or remove one. */
export const MIGRATIONS: readonly Migration[] = [
  relativeImageUrls,
  orderSellerContact,
  emailPreferences,
  verificationRequestedAt,
  priceDrop,
  structuredSpecs,
  meetupDeadlines,
  trust,
  commsStanding,
  priceRange,
  moderation,
  orderBrand,
  offers,
  safeSpotsAndDisputes,
  offerThreadLines,
  verifiedPhones,
  accountLanguage,
  searchWords,
];
