import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageGb } from '@contract/constants';
import type { PriceGuide } from '@contract/fair-price';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The guide is asked for from this many characters of the model's name. */
export const PRICE_GUIDE_MIN_CHARS = 3;

/** GET /api/products/price-guide?model=&storage=: what similar phones sell or are listed for (public, cached). */
export function priceGuideQueryOptions(model: string, storage: StorageGb | undefined) {
  const name = model.trim().replace(/\s+/g, ' ');
  return queryOptions({
    queryKey: [...queryKeys.products, 'price-guide', name.toLowerCase(), storage ?? null],
    queryFn: ({ signal }) => api.get<PriceGuide>('/products/price-guide', { params: { model: name, storage }, signal }),
    enabled: name.length >= PRICE_GUIDE_MIN_CHARS && storage !== undefined,
    staleTime: 5 * 60_000,
    // A hint while typing: a failure is not worth a toast or a retry.
    retry: false,
    meta: { silent: true },
  });
}

export function usePriceGuide(model: string, storage: StorageGb | undefined) {
  return useQuery(priceGuideQueryOptions(model, storage));
}
