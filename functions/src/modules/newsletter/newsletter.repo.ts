import { newsletterCollection } from '../../shared/collections';
import { createdOnce } from '../../shared/firestore';

/** A subscription to the newsletter, one per address. */
export interface Subscription {
  email: string;
  createdAt: string;
}

const newsletter = newsletterCollection;

/** Stores the subscription; false when that email was already subscribed. */
export async function createSubscription(subscription: Subscription): Promise<boolean> {
  return createdOnce(() => newsletter().doc(subscription.email).create(subscription));
}
