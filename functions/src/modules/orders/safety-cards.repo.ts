import { mayNameDocument, safetyCardsCollection } from '../../shared/collections';
import type { SafetyCardRecord } from '../../contract/safety-cards';

const cards = safetyCardsCollection;

export async function createSafetyCard(id: string, card: SafetyCardRecord): Promise<void> {
  await cards().doc(id).create(card);
}

export async function getSafetyCard(id: string): Promise<SafetyCardRecord | null> {
  if (!mayNameDocument(id)) return null;
  return (await cards().doc(id).get()).data() ?? null;
}

/** Revokes every live card one side of an order has shared; answers how many. */
export async function revokeSafetyCards(orderId: string, side: SafetyCardRecord['side'], now: Date): Promise<number> {
  const shared = await cards().where('order_id', '==', orderId).where('side', '==', side).get();
  const live = shared.docs.filter((doc) => doc.data().revoked_at === null);
  await Promise.all(live.map((doc) => doc.ref.update({ revoked_at: now.toISOString() })));
  return live.length;
}
