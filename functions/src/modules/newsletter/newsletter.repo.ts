import { ALREADY_EXISTS, db, hasGrpcCode } from '../../shared/firestore';

/** newsletter/{email}: the address is the id, so it is stored once however often it is sent. */
export interface Subscription {
  email: string;
  createdAt: string;
}

const newsletter = () => db().collection('newsletter');

/** Stores the subscription; false when that email was already subscribed. */
export async function createSubscription(subscription: Subscription): Promise<boolean> {
  try {
    await newsletter().doc(subscription.email).create(subscription);
    return true;
  } catch (error) {
    if (hasGrpcCode(error, ALREADY_EXISTS)) return false;
    throw error;
  }
}
