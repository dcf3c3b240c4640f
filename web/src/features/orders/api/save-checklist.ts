import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ChecklistBody, OrderActionResponse } from '@contract/orders';

/** PUT /api/orders/:id/checklist: the buyer's inspection, saved as it is ticked. */
export function saveChecklist({ id, checklist }: { id: string; checklist: ChecklistBody }) {
  return api.put<OrderActionResponse>(`/orders/${encodeURIComponent(id)}/checklist`, checklist, { auth: true });
}

/**
 * Each tick sends the whole checklist, so saves of one order go one after another: two in flight could
 * reach Firestore in either order and leave an older checklist saved under "Saved".
 */
export function useSaveChecklist(orderId: string) {
  return useMutation({ mutationFn: saveChecklist, scope: { id: `checklist:${orderId}` }, meta: { invalidates: [queryKeys.orders] } });
}
