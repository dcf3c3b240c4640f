import { useMutation } from '@tanstack/react-query';
import type { SubscribeResponse } from '@contract/newsletter';
import { api } from '@/lib/api-client';

export { subscribeBody } from '@contract/newsletter';

/** POST /api/newsletter: 201 when new, 200 with alreadySubscribed when the email is on the list. */
export function subscribe(email: string) {
  return api.post<SubscribeResponse>('/newsletter', { email });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
