import { createElement, type ReactElement } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { i18nOf } from '@/lib/i18n/catalogs';
import { DEFAULT_LANGUAGE, languageOfPath } from '@/lib/i18n/languages';
import { msg } from '@lingui/core/macro';

/**
 * Every success toast ReCell shows, with its duration (spec §8, §9), in one place. Plain ones stay
 * 2 s (TOAST_MS.success in toasts.ts). Loaded with the first toast, not with the page (toasts.ts). Each message is
 * a descriptor, shown in the page's language (docs/i18n.md).
 */
export const SUCCESS_TOASTS = {
  orderConfirmed: { message: msg`Order confirmed` },
  bookingCancelled: { message: msg`Booking cancelled` },
  meetupAccepted: { message: msg`Meetup confirmed: the phone is held for the buyer`, duration: 4000 },
  bookingDeclined: { message: msg`Booking declined` },
  handoverDone: { message: msg`Handover done: the phone is sold`, duration: 5000 },
  linkCopied: { message: msg`Link copied` },
  safetyCardRevoked: { message: msg`Safety card link turned off`, duration: 4000 },
  addedToWishlist: { message: msg`Added to wishlist` },
  removedFromWishlist: { message: msg`Removed from wishlist` },
  productAdded: { message: msg`Product added successfully`, duration: 5000 },
  productSaved: { message: msg`Changes saved`, duration: 4000 },
  sold: { message: msg`Item sold successfully`, duration: 5000 },
  availableAgain: { message: msg`Item is available again`, duration: 5000 },
  advertised: { message: msg`Advertised successfully`, duration: 5000 },
  advertisingStopped: { message: msg`Advertising stopped`, duration: 5000 },
  deleted: { message: msg`Deleted successfully`, duration: 4000 },
  adminMade: { message: msg`Admin made successfully`, duration: 4000 },
  verified: { message: msg`Verified successfully`, duration: 4000 },
  registered: { message: msg`Registered successfully`, duration: 5000 },
  passwordReset: { message: msg`Password changed. Log in with your new password.`, duration: 5000 },
  profileSaved: { message: msg`Profile saved` },
  passwordChanged: { message: msg`Password changed` },
  phoneVerified: { message: msg`Phone verified`, duration: 4000 },
  preferencesSaved: { message: msg`Email preferences saved` },
  accountDeleted: { message: msg`Your account has been deleted`, duration: 5000 },
  becameSeller: { message: msg`You are now a seller`, duration: 4000 },
  becameBuyer: { message: msg`You are a buyer again`, duration: 4000 },
  verificationRequested: { message: msg`Verification requested: an admin will check your account`, duration: 5000 },
  adminRemoved: { message: msg`Admin removed`, duration: 4000 },
  unverified: { message: msg`Verification removed`, duration: 4000 },
  reviewSent: { message: msg`Thanks! Your review is in`, duration: 4000 },
  listingApproved: { message: msg`Approved: the listing is live`, duration: 4000 },
  listingRejected: { message: msg`Rejected: the seller has been told why`, duration: 4000 },
  listingResubmitted: { message: msg`Sent back for review`, duration: 4000 },
  reportSent: { message: msg`Thanks: an admin will look at this listing`, duration: 5000 },
  reportsDismissed: { message: msg`Reports dismissed`, duration: 4000 },
  listingHidden: { message: msg`Listing hidden`, duration: 4000 },
  listingHiddenImeiBlocked: { message: msg`Listing hidden and its IMEI blocked`, duration: 4000 },
  imeiBlocked: { message: msg`IMEI blocked`, duration: 4000 },
  imeiUnblocked: { message: msg`IMEI unblocked`, duration: 4000 },
  offerSent: { message: msg`Offer sent`, duration: 4000 },
  offerDeclinedAtOnce: { message: msg`Offer declined`, duration: 6000 },
  offerAccepted: { message: msg`Offer accepted: the phone is reserved for the buyer for 24 hours`, duration: 5000 },
  counterAccepted: { message: msg`Counter accepted: book the phone within 24 hours`, duration: 5000 },
  offerDeclined: { message: msg`Offer declined`, duration: 4000 },
  offerCountered: { message: msg`Counter offer sent`, duration: 4000 },
  offerWithdrawn: { message: msg`Offer withdrawn`, duration: 4000 },
  searchSaved: { message: msg`Search saved`, duration: 4000 },
  pushAlertsOn: { message: msg`Alerts are on for this device`, duration: 4000 },
  savedSearchChanged: { message: msg`Alerts updated` },
  spotSaved: { message: msg`Meeting spot saved`, duration: 4000 },
  spotRetired: { message: msg`Meeting spot retired: no longer suggested`, duration: 4000 },
  spotDeleted: { message: msg`Meeting spot deleted`, duration: 4000 },
  disputeOpened: { message: msg`Reported: the seller has 48 hours to answer`, duration: 5000 },
  disputeAnswered: { message: msg`Answer sent: an admin will decide`, duration: 4000 },
  disputeDecided: { message: msg`Dispute decided: both sides are told`, duration: 4000 },
} satisfies Record<string, { message: MessageDescriptor; duration?: number }>;

/** A visitor pressed a wishlist heart: they are sent to log in first. */
export const LOGIN_TO_SAVE = msg`Log in to save phones to your wishlist.`;

/**
 * The Lingui instance of the page's language (the one root.tsx provides, from the URL): toasts are
 * asked for outside React (mutation callbacks), in the browser only, where the page's catalog has
 * been loaded before it rendered.
 */
export function pageI18n(): I18n {
  return i18nOf(typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname));
}

/**
 * A success toast with more than its words (toasts.ts's notifySuccess): `next` on a line of its own
 * under them, and an action's button that closes the toast with `dismiss`. Here, loaded with the
 * first toast, rather than on every page's first load.
 */
export function successWithMore(words: string, next: string | undefined, action: { label: string; onClick: () => void } | undefined, dismiss: () => void): ReactElement {
  const line = (text: string, extra: Record<string, string | number> = {}) => createElement('span', { style: { display: 'block', ...extra } }, text);
  const button = action
    ? createElement(
        'button',
        {
          type: 'button',
          onClick: () => {
            dismiss();
            action.onClick();
          },
          style: { marginTop: 6, font: 'inherit', fontWeight: 700, color: '#0b5cad', background: 'none', border: '1px solid currentColor', borderRadius: 6, padding: '4px 10px', cursor: 'pointer' },
        },
        action.label,
      )
    : null;
  return createElement('span', null, line(words), next ? line(next, { fontSize: '0.9em', marginTop: 2 }) : null, button);
}
