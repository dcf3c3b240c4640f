import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { loadToasts, notifySuccess } from '@/lib/toasts';

describe('AppProvider', () => {
  it('mounts the toaster with the first toast, which it shows', async () => {
    const { unmount } = render(
      <AppProvider queryClient={createQueryClient()}>
        <p>A page</p>
      </AppProvider>,
    );
    screen.getByText('A page');
    // With the module loaded, a mounted toaster would have drawn its container by now.
    await act(() => loadToasts());
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();

    act(() => notifySuccess('linkCopied'));

    await screen.findByText('Link copied');
    expect(document.querySelector('[data-rht-toaster]')).not.toBeNull();
    unmount();
  });
});
