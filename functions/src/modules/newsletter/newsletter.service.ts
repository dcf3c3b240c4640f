import { createSubscription } from './newsletter.repo';

/** POST /newsletter: subscribing twice is not an error; the answer says which case it was. */
export async function subscribe(email: string): Promise<{ alreadySubscribed: boolean }> {
  const created = await createSubscription({ email, createdAt: new Date().toISOString() });
  return { alreadySubscribed: !created };
}
