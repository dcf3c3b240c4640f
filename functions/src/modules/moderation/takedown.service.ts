/**
 * Taking a listing down: after reports, or because its IMEI was blocked. The listing
 * becomes `hidden` (gone from every public read), an open order on it is cancelled the way every
 * closing is (the aggregate's close: bookingSeq bumped, the buyer and the seller notified), its IMEI
 * claim is freed with it, and the seller is told why.
 */
import { canMoveListing } from '../../contract/listing-status';
import { moderationKeyOf } from '../../contract/moderation';
import { NOTIFICATION_LINKS } from '../../contract/notifications';
import { isOpenOrderStatus } from '../../contract/order-status';
import { openOrderIdOf } from '../../contract/names';
import type { ListingStatus, Product } from '../../contract/products';
import { changeListing } from '../listing-changes';
import { orderNotice, personNotice } from '../notifications';

export interface Takedown {
  /** The listing's status afterwards; null when it no longer exists. */
  status: ListingStatus | null;
  /** The open order the takedown cancelled, if any. */
  cancelledOrder: string | null;
}

/** Hides the listing unless it is gone, sold, rejected or hidden already (then it stays as it is). */
export async function hideListing(listingId: string, reason: string, now: Date): Promise<Takedown> {
  const note = { action: 'hidden' as const, reason, details: null, at: now.toISOString() };
  const hidden = { status: 'hidden' as const, adversite: false, moderation_key: moderationKeyOf(listingId, now), moderation_note: note };
  // Set by the last run of the decision (a transaction may run it again).
  let hides = false;
  let closes = false;
  const { listing, order } = await changeListing(
    listingId,
    ({ listing: found, order: open }) => {
      hides = Boolean(found && canMoveListing(found.status, 'hidden'));
      closes = Boolean(hides && found && open && isOpenOrderStatus(open.status) && openOrderIdOf(found) === open._id);
      if (!hides) return null;
      return closes
        ? { kind: 'close', status: 'cancelled', fields: { cancelled_by: 'admin', cancel_reason: 'An admin took this listing down.' }, listing: hidden }
        : { kind: 'update', listing: hidden };
    },
    now,
    // Written with the takedown: the seller is told why and, when an order was cancelled, both of
    // its parties hear of it (neither called it off, as when an admin cancels).
    (before, after) =>
      after.listing?.status === 'hidden' && before.listing?.status !== 'hidden'
        ? [
            takedownNotice(after.listing, reason, now),
            ...(after.order && after.order.status === 'cancelled' && before.order?.status !== 'cancelled' ? [orderNotice('booking_cancelled', after.order, now)] : []),
          ]
        : [],
  );
  if (!hides || !listing) return { status: listing?.status ?? null, cancelledOrder: null };
  return { status: listing.status, cancelledOrder: closes ? (order?._id ?? null) : null };
}

function takedownNotice(listing: Product, reason: string, now: Date) {
  return personNotice(
    {
      uid: listing.seller_uid,
      kind: 'listing_hidden',
      text: { key: 'listing_hidden', params: { phone: listing.phone_details.phone_name, reason } },
      link: NOTIFICATION_LINKS.myProducts(),
      listingId: listing._id,
      key: `${listing._id}_${now.getTime()}`,
    },
    now,
  );
}
