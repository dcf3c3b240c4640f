import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicReview } from '@contract/reviews';
import type { PublicProfile } from '@contract/users';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/:uid/profile: public; a person's standing, newest published reviews and phones on sale. */
export function sellerProfileQueryOptions(uid: string) {
  return queryOptions({
    queryKey: [...queryKeys.sellerProfiles, uid],
    queryFn: ({ signal }) => api.get<PublicProfile>(`/users/${encodeURIComponent(uid)}/profile`, { signal }),
  });
}

/** The route loader has fetched it already. */
export function useSellerProfile(uid: string) {
  return useSuspenseQuery(sellerProfileQueryOptions(uid));
}

/** GET /api/users/:uid/reviews?cursor=: the published reviews after the profile's first ones. */
export function useMoreReviews(uid: string, firstCursor: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...queryKeys.sellerProfiles, uid, 'reviews', firstCursor],
      queryFn: ({ pageParam, signal }) =>
        api.getPage<PublicReview>(`/users/${encodeURIComponent(uid)}/reviews`, { params: { cursor: pageParam ?? undefined }, signal }),
      initialPageParam: firstCursor,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      // Nothing is asked until the person wants more.
      enabled: false,
    }),
  );
}
