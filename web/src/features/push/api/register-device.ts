import type { PushTokenResponse } from '@contract/push';
import { api } from '@/lib/api-client';

/** POST /api/push-tokens: this device receives the signed-in person's alerts. */
export function registerDevice(token: string) {
  return api.post<PushTokenResponse>('/push-tokens', { token }, { auth: true });
}
