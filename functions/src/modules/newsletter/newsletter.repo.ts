import { createdOnce, db } from '../../shared/firestore';

/** newsletter/{email}: the address is the id, so it is stored once however often it is sent. */
export interface Subscription {
  email: string;
  createdAt: string;
}

const newsletter = () => db().collection('newsletter');

/** Stores the subscription; false when that email was already subscribed. */
export async function createSubscription(subscription: Subscription): Promise<boolean> {
  return createdOnce(() => newsletter().doc(subscription.email).create(subscription));
}
