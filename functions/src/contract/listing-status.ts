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
  ],
  booked: [
    // The buyer or the seller cancelled the order (DELETE /orders/:id).
    'available',
    // The seller handed the phone over: the order completes (PUT /products/sold/:id).
    'sold',
  ],
  sold: [
    // The seller takes back a "sold" set by mistake (PUT /products/sold/:id toggles).
    'available',
  ],
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

/** Listings shown to shoppers: everything not sold (booked ones show "Already Booked"). */
export const SHOPPABLE_STATUSES: readonly ListingStatus[] = ['available', 'booked'];

/**
 * Statuses in which a listing holds its IMEI (issue 11: one live listing per IMEI). Leaving them
 * frees it: sold, deleted. Moderation's statuses join here: a listing under review holds it,
 * a rejected or hidden one does not (leave those out).
 */
export const IMEI_HOLDING_STATUSES: readonly ListingStatus[] = ['available', 'booked'];

export function holdsImei(status: ListingStatus): boolean {
  return IMEI_HOLDING_STATUSES.includes(status);
}
