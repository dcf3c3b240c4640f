import { lazy, Suspense } from 'react';
import { usePushOffer } from '@/lib/push-offer';

const PushOptIn = lazy(async () => ({ default: (await import('@/features/push/components/push-opt-in')).PushOptIn }));

/** Mounts the push offer once it is made (a search saved, a phone wishlisted); its code is not part of the first load. */
export function PushOptInHost() {
  const offered = usePushOffer((state) => state.offered);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <PushOptIn />
    </Suspense>
  );
}
