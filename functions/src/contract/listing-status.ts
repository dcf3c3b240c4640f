import type { ListingStatus } from './products';

/**
 * The life of a listing, written once: from each status, the statuses it may move to.
 * The API enforces it; the web reads it to decide which buttons show.
 */
export const LISTING_TRANSITIONS: { readonly [From in ListingStatus]: readonly ListingStatus[] } = {
  available: [
    // A buyer's order holds the phone (POST /orders).
    'booked',
    // The seller sold it without an order here (PUT /products/sold/:id).
    'sold',
    // An admin took it down after reports, or blocked its IMEI.
    'hidden',
  ],
  booked: [
    // The buyer or the seller cancelled the order (DELETE /orders/:id).
    'available',
    // The seller handed the phone over: the order completes (PUT /products/sold/:id).
    'sold',
    // Taken down by an admin: the open order is cancelled with it.
    'hidden',
  ],
  sold: [
    // The seller takes back a "sold" set by mistake (PUT /products/sold/:id toggles).
    'available',
  ],
  pending_review: [
    // An admin approved it (PUT /admin/listings/:id/approve).
    'available',
    // An admin rejected it with a reason (PUT /admin/listings/:id/reject).
    'rejected',
    // Reported or its IMEI blocked while waiting.
    'hidden',
  ],
  rejected: [
    // The seller edited it and sent it back (PUT /products/:id/resubmit).
    'pending_review',
  ],
  // Hidden is final: the seller may still delete it.
  hidden: [],
};

export function canMoveListing(from: ListingStatus, to: ListingStatus): boolean {
  return LISTING_TRANSITIONS[from].includes(to);
}

/** Only a listing nobody holds can be booked. */
export function canBeBooked(status: ListingStatus): boolean {
  return canMoveListing(status, 'booked');
}

/** Advertising promotes phones people can still book: never a sold or booked one. */
export function canBeAdvertised(status: ListingStatus): boolean {
  return status === 'available';
}

/** Where the seller's Sold/Available button leads: sold goes back to available, anything else is sold. */
export function soldToggleTarget(status: ListingStatus): ListingStatus {
  return status === 'sold' ? 'available' : 'sold';
}

/** Whether the seller's Sold/Available button applies: only to a listing that is or was on sale. */
export function canToggleSold(status: ListingStatus): boolean {
  return canMoveListing(status, soldToggleTarget(status));
}

/** Listings shown to shoppers: on sale or booked ("Already Booked"); never sold nor under moderation. */
export const SHOPPABLE_STATUSES: readonly ListingStatus[] = ['available', 'booked'];

/**
 * Statuses in which a listing holds its IMEI (one live listing per IMEI). Leaving them
 * frees it: sold, deleted, rejected, hidden. A listing under review holds it, so two
 * pending listings of one phone cannot both be approved; a resubmitted one claims it again.
 */
export const IMEI_HOLDING_STATUSES: readonly ListingStatus[] = ['available', 'booked', 'pending_review'];

export function holdsImei(status: ListingStatus): boolean {
  return IMEI_HOLDING_STATUSES.includes(status);
}
