import { db } from '../../../scripts/lib/firebase-admin';
import { callApi, idTokenOf } from './api';

/**
 * Offers in the states the seed lacks, made through the API as the seed's buyer and seller would
 * make them, for the screenshots: one declined with a reason, one withdrawn, one expired (its answer
 * deadline moved into the past, as waiting 24 hours would). The seed has the pending, countered and
 * accepted ones.
 */
export async function makeOfferStates(baseURL: string): Promise<void> {
  const buyer = await idTokenOf('buyer@recell.test');
  const seller = await idTokenOf('seller@recell.test');
  const call = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(baseURL, token, method, path, body);
  const offer = async (listingId: string, price: number, message?: string) =>
    (await call<{ offer: { _id: string } }>(buyer, 'POST', `/products/${listingId}/offers`, { price, ...(message ? { message } : {}) })).offer._id;

  const declined = await offer('seed-huawei-p30-pro', 16_000, 'Would you take ৳16,000?');
  await call(seller, 'PUT', `/offers/${declined}/decline`, { reason: 'Sorry, ৳18,500 is the lowest I can go.' });
  const withdrawn = await offer('seed-oneplus-nord-ce3-lite', 13_000);
  await call(buyer, 'DELETE', `/offers/${withdrawn}`);
  const expired = await offer('seed-galaxy-s21-fe', 31_000, 'Cash in Mirpur?');
  await db().collection('offers').doc(expired).update({ answer_by: new Date(Date.now() - 60 * 60 * 1000).toISOString() });
}
