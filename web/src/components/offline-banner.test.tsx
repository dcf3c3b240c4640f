import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { OfflineBanner } from '@/components/offline-banner';
import { i18nOf } from '@/lib/i18n/catalogs';
import { I18nProvider } from '@/lib/i18n/context';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineBanner', () => {
  it('stays while the browser is offline and goes once the connection is back', () => {
    render(
      <I18nProvider i18n={i18nOf('en')}>
        <OfflineBanner />
      </I18nProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toMatch(/^You are offline\./);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
