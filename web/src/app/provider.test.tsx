import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { i18nOf } from '@/lib/i18n/catalogs';
import { I18nProvider } from '@/lib/i18n/context';
import { createQueryClient } from '@/lib/query-client';
import { loadToasts, notifySuccess } from '@/lib/toasts';

describe('AppProvider', () => {
  it('mounts the toaster with the first toast, which it shows', async () => {
    // Inside the page's language, as the root's Layout renders it (the offline banner has words).
    const { unmount } = render(
      <I18nProvider i18n={i18nOf('en')}>
        <AppProvider queryClient={createQueryClient()}>
          <p>A page</p>
        </AppProvider>
      </I18nProvider>,
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
