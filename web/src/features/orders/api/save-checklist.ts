import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ChecklistBody, OrderActionResponse } from '@contract/orders';

/** PUT /api/orders/:id/checklist: the buyer's inspection, saved as it is ticked. */
export function saveChecklist({ id, checklist }: { id: string; checklist: ChecklistBody }) {
  return api.put<OrderActionResponse>(`/orders/${encodeURIComponent(id)}/checklist`, checklist, { auth: true });
}

export function useSaveChecklist() {
  return useMutation({ mutationFn: saveChecklist, meta: { invalidates: [queryKeys.orders] } });
}
