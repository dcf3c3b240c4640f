import { createElement } from 'react';
import type { DefaultToastOptions } from 'react-hot-toast';
import { create } from 'zustand';

/**
 * Every toast ReCell shows, with its duration (spec §8, §9), in one place. Plain success toasts
 * stay 2 s and errors 4 s; react-hot-toast keeps at most 20 toasts, the spec's limit (its
 * built-in TOAST_LIMIT, checked in toasts.test.ts).
 */
export const TOAST_MS = { success: 2000, error: 4000 } as const;

/** The Toaster's defaults (app/provider.tsx). */
export const toasterOptions: DefaultToastOptions = {
  success: { duration: TOAST_MS.success },
  error: { duration: TOAST_MS.error },
};

const SUCCESS = {
  orderConfirmed: { message: 'Order confirmed' },
  bookingCancelled: { message: 'Booking cancelled' },
  meetupAccepted: { message: 'Meetup confirmed: the phone is held for the buyer', duration: 4000 },
  bookingDeclined: { message: 'Booking declined' },
  handoverDone: { message: 'Handover done: the phone is sold', duration: 5000 },
  linkCopied: { message: 'Link copied' },
  safetyCardRevoked: { message: 'Safety card link turned off', duration: 4000 },
  addedToWishlist: { message: 'Added to wishlist' },
  removedFromWishlist: { message: 'Removed from wishlist' },
  productAdded: { message: 'Product added successfully', duration: 5000 },
  productSaved: { message: 'Changes saved', duration: 4000 },
  sold: { message: 'Item sold successfully', duration: 5000 },
  availableAgain: { message: 'Item is available again', duration: 5000 },
  advertised: { message: 'Advertised successfully', duration: 5000 },
  advertisingStopped: { message: 'Advertising stopped', duration: 5000 },
  deleted: { message: 'Deleted successfully', duration: 4000 },
  adminMade: { message: 'Admin made successfully', duration: 4000 },
  verified: { message: 'Verified successfully', duration: 4000 },
  registered: { message: 'Registered successfully', duration: 5000 },
  passwordReset: { message: 'Password changed. Log in with your new password.', duration: 5000 },
  profileSaved: { message: 'Profile saved' },
  passwordChanged: { message: 'Password changed' },
  phoneVerified: { message: 'Phone verified', duration: 4000 },
  preferencesSaved: { message: 'Email preferences saved' },
  accountDeleted: { message: 'Your account has been deleted', duration: 5000 },
  becameSeller: { message: 'You are now a seller', duration: 4000 },
  becameBuyer: { message: 'You are a buyer again', duration: 4000 },
  verificationRequested: { message: 'Verification requested: an admin will check your account', duration: 5000 },
  adminRemoved: { message: 'Admin removed', duration: 4000 },
  unverified: { message: 'Verification removed', duration: 4000 },
  reviewSent: { message: 'Thanks! Your review is in', duration: 4000 },
  listingApproved: { message: 'Approved: the listing is live', duration: 4000 },
  listingRejected: { message: 'Rejected: the seller has been told why', duration: 4000 },
  listingResubmitted: { message: 'Sent back for review', duration: 4000 },
  reportSent: { message: 'Thanks: an admin will look at this listing', duration: 5000 },
  reportsDismissed: { message: 'Reports dismissed', duration: 4000 },
  listingHidden: { message: 'Listing hidden', duration: 4000 },
  listingHiddenImeiBlocked: { message: 'Listing hidden and its IMEI blocked', duration: 4000 },
  imeiBlocked: { message: 'IMEI blocked', duration: 4000 },
  imeiUnblocked: { message: 'IMEI unblocked', duration: 4000 },
  offerSent: { message: 'Offer sent', duration: 4000 },
  offerDeclinedAtOnce: { message: 'Offer declined', duration: 6000 },
  offerAccepted: { message: 'Offer accepted: the phone is reserved for the buyer for 24 hours', duration: 5000 },
  counterAccepted: { message: 'Counter accepted: book the phone within 24 hours', duration: 5000 },
  offerDeclined: { message: 'Offer declined', duration: 4000 },
  offerCountered: { message: 'Counter offer sent', duration: 4000 },
  offerWithdrawn: { message: 'Offer withdrawn', duration: 4000 },
  searchSaved: { message: 'Search saved', duration: 4000 },
  savedSearchChanged: { message: 'Alerts updated' },
  spotSaved: { message: 'Meeting spot saved', duration: 4000 },
  spotRetired: { message: 'Meeting spot retired: no longer suggested', duration: 4000 },
  spotDeleted: { message: 'Meeting spot deleted', duration: 4000 },
  disputeOpened: { message: 'Reported: the seller has 48 hours to answer', duration: 5000 },
  disputeAnswered: { message: 'Answer sent: an admin will decide', duration: 4000 },
  disputeDecided: { message: 'Dispute decided: both sides are told', duration: 4000 },
} satisfies Record<string, { message: string; duration?: number }>;

export type SuccessToast = keyof typeof SUCCESS;

/**
 * react-hot-toast (with goober, its CSS-in-JS) stays out of the first load: no page needs it to
 * paint. Its Toaster (app/provider.tsx) mounts with the first toast, not with the page: mounted
 * with the page, it was a long task on a phone right after React took a page over (goober writes
 * its style sheet into the page). Toasts keep the order they were asked for in; the Toaster shows
 * the ones asked for before it mounted.
 */
export const loadToast = () => import('react-hot-toast').then((module) => module.default);

/** Whether a toast has been asked for on this page: the Toaster mounts from then on. */
export const useToasterWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

const show = (action: (toast: Awaited<ReturnType<typeof loadToast>>) => void) => {
  if (!useToasterWanted.getState().wanted) useToasterWanted.setState({ wanted: true });
  // The provider loads the module once the page is idle, so an offline moment later still finds it in memory.
  loadToast().then(action, () => undefined);
};

/** A button in a toast ("View order"): the toast then stays long enough to reach it. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** How long a toast with an action stays: time to read two lines and reach the button. */
export const TOAST_WITH_ACTION_MS = 10_000;

/**
 * One of the spec's success toasts, for its duration; `next` finishes the sentence (what happens
 * now), on its own line under the spec's words, which stay as they are; `action` adds a button.
 */
export function notifySuccess(which: SuccessToast, next?: string, action?: ToastAction): void {
  const entry: { message: string; duration?: number } = SUCCESS[which];
  const duration = action ? Math.max(TOAST_WITH_ACTION_MS, entry.duration ?? 0) : (entry.duration ?? TOAST_MS.success);
  if (!next && !action) {
    show((toast) => toast.success(entry.message, { duration }));
    return;
  }
  show((toast) =>
    toast.success(
      (shown) => {
        const line = (text: string, extra: Record<string, string | number> = {}) => createElement('span', { style: { display: 'block', ...extra } }, text);
        const button = action
          ? createElement(
              'button',
              {
                type: 'button',
                onClick: () => {
                  toast.dismiss(shown.id);
                  action.onClick();
                },
                style: { marginTop: 6, font: 'inherit', fontWeight: 700, color: '#0b5cad', background: 'none', border: '1px solid currentColor', borderRadius: 6, padding: '4px 10px', cursor: 'pointer' },
              },
              action.label,
            )
          : null;
        return createElement('span', null, line(entry.message), next ? line(next, { fontSize: '0.9em', marginTop: 2 }) : null, button);
      },
      { duration },
    ),
  );
}

/** An error toast with a message written for people (the API's `message`); repeats collapse into one. */
export function notifyError(message: string, id: string = message): void {
  show((toast) => toast.error(message, { id, duration: TOAST_MS.error }));
}

/** A visitor pressed a wishlist heart: they are sent to log in first. */
export function notifyLoginToSave(): void {
  show((toast) => toast('Log in to save phones to your wishlist.', { id: 'wishlist-login', icon: '♡' }));
}
