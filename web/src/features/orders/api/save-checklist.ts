import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Checklist } from '@/features/orders/types';

/** PUT /api/orders/:id/checklist: the buyer's inspection, saved as it is ticked. */
export function saveChecklist({ id, checklist }: { id: string; checklist: Checklist }) {
  const body: Checklist = { items: checklist.items };
  if (typeof checklist.battery_health === 'number') body.battery_health = checklist.battery_health;
  if (checklist.imei_last4) body.imei_last4 = checklist.imei_last4;
  return api.put<{ acknowledged: true }>(`/orders/${encodeURIComponent(id)}/checklist`, body, { auth: true });
}

export function useSaveChecklist() {
  return useMutation({ mutationFn: saveChecklist, meta: { invalidates: [queryKeys.orders] } });
}
