import { Suspense } from 'react';
import { create } from 'zustand';
import type { ConfirmOptions, ConfirmRequest } from '@/components/confirm-dialog-view';
import { useLatch } from '@/components/use-latch';
import { lazyWithMui } from '@/lib/lazy-with-mui';

const useConfirmStore = create<{ request: ConfirmRequest | null }>(() => ({ request: null }));

/** Asks the person to confirm; resolves true only when they press the confirm button. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  useConfirmStore.getState().request?.resolve(false);
  return new Promise((resolve) => useConfirmStore.setState({ request: { ...options, resolve } }));
}

function settle(confirmed: boolean) {
  const { request } = useConfirmStore.getState();
  useConfirmStore.setState({ request: null });
  request?.resolve(confirmed);
}

const ConfirmDialogView = lazyWithMui(async () => (await import('@/components/confirm-dialog-view')).ConfirmDialogView);

/** Rendered once near the root; shows whatever confirm() asked. Its code loads on the first question. */
export function ConfirmDialogHost() {
  const request = useConfirmStore((state) => state.request);
  const used = useLatch(request !== null);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView request={request} onSettle={settle} />
    </Suspense>
  );
}
