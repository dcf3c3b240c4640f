import { useMutation } from '@tanstack/react-query';
import type { ToggleAdvertisingResponse } from '@contract/products';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/products/adversite/:id: starts or stops advertising an available listing. */
export function toggleAdvertising(id: string) {
  return api.put<ToggleAdvertisingResponse>(`/products/adversite/${encodeURIComponent(id)}`, undefined, { auth: true });
}

export function useToggleAdvertising() {
  return useMutation({
    mutationFn: toggleAdvertising,
    meta: { invalidates: [queryKeys.products] },
  });
}
