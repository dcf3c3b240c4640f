import { ratingAverage, type UserRecord } from '../../contract/users';
import { upheldCountOf } from '../../contract/disputes';
import { newEvent, type OutboxEvent, type SellerCopyField } from '../events';
import { updateSellerCopies, type SellerCopy } from '../listings';
import { getUserById } from '../profiles';

/** The seller fields a listing copies, as the seller's record has them now. */
function sellerCopyOf(record: UserRecord): Required<SellerCopy> {
  return {
    verified: record.verified,
    seller_name: record.name,
    seller_img: record.image,
    seller_completed_sales: record.completed_sales,
    // From the sums the record counts, not its stored average: a fold and its average are two writes.
    seller_rating_avg: ratingAverage(record.rating_sum, record.rating_count),
    seller_rating_count: record.rating_count,
    seller_safe_meetings: record.safe_meetings,
    seller_disputes_upheld: upheldCountOf(record.dispute_outcomes),
  };
}

/** The event a change of `fields` of a seller's record owes their listings. */
export function sellerCopiesEvent(uid: string, fields: readonly SellerCopyField[], now: Date): OutboxEvent<'seller.copies'> {
  return newEvent('seller.copies', uid, `${fields.join('-')}_${now.getTime()}`, { sellerUid: uid, fields: [...fields] }, now);
}

/**
 * Handles `seller.copies`: the named fields of every listing of the seller take the record's
 * values as they are now (and the trust score, which reads them). A record that is gone has no
 * listings left to copy onto.
 */
export async function onSellerCopies(event: OutboxEvent<'seller.copies'>): Promise<void> {
  const record = await getUserById(event.payload.sellerUid);
  if (!record) return;
  const copy = sellerCopyOf(record);
  const fields = Object.fromEntries(event.payload.fields.map((field) => [field, copy[field]])) as SellerCopy;
  await updateSellerCopies(record._id, fields);
}
