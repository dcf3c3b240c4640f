import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { offerPushAlerts, usePushOffer } from '@/lib/push-offer';
import { PushOptInHost } from '@/features/push/components/push-opt-in-host';

/** jsdom has no Notification: the browser's permission question, answered `answer`. */
function browserNotifications(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return requestPermission;
}

const registered = { 'POST /api/push-tokens': { status: 201, body: { acknowledged: true, registered: true } } };

describe('PushOptIn', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    usePushOffer.setState({ offered: false });
    vi.unstubAllGlobals();
  });

  it('shows nothing until a search is saved or a phone wishlisted', async () => {
    browserNotifications('granted');
    mockApi(registered);
    renderScreen(<PushOptInHost />, { auth: signedIn(buyer) });
    expect(screen.queryByRole('complementary', { name: 'Get alerts on this device?' })).toBeNull();
    offerPushAlerts();
    expect(await screen.findByRole('complementary', { name: 'Get alerts on this device?' })).toBeTruthy();
  });

  it("asks the browser on a yes and registers this device's token (on the emulators, one it keeps)", async () => {
    const ask = browserNotifications('granted');
    const calls = mockApi(registered);
    offerPushAlerts();
    renderScreen(<PushOptInHost />, { auth: signedIn(buyer) });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    await screen.findByText('Alerts are on for this device');
    expect(ask).toHaveBeenCalledOnce();
    const token = (calls.find((call) => call.path === '/api/push-tokens')?.body as { token: string }).token;
    expect(token).toMatch(/^local-device-[0-9a-f-]{36}$/);
    expect(screen.queryByRole('complementary')).toBeNull();
    // Asked once per device: saving another search offers nothing more.
    offerPushAlerts();
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });

  it('remembers "Not now", and registers nothing when the browser says no', async () => {
    browserNotifications('denied');
    const calls = mockApi(registered);
    offerPushAlerts();
    renderScreen(<PushOptInHost />, { auth: signedIn(buyer) });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    await screen.findByText(/Notifications are blocked for ReCell/);
    expect(calls.some((call) => call.path === '/api/push-tokens')).toBe(false);
    expect(screen.queryByRole('complementary')).toBeNull();

    localStorage.clear();
    browserNotifications('default');
    offerPushAlerts();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    offerPushAlerts();
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});
