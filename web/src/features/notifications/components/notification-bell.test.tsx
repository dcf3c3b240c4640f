import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationView } from '@contract/notifications';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

// Screens render slowly on a shared, busy machine: give the async queries time.
configure({ asyncUtilTimeout: 5000 });

const notification = (overrides: Partial<NotificationView>): NotificationView => ({
  _id: 'n1',
  kind: 'message',
  title: 'New message from Sam Seller',
  body: 'Yes, the battery is original.',
  link: '/dashboard/messages/p1_buyer-uid',
  read: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  sortKey: '2026-11-24T10:00:00.000Z_n1',
  conversationId: 'p1_buyer-uid',
  ...overrides,
});

describe('NotificationBell', () => {
  it('shows the unread count, lists the recent ones, opens one where it is about and marks it read', async () => {
    const calls = mockApi({
      'GET /api/notifications/unread-count': { body: { count: 2, messages: 1, version: 3, updatedAt: null } },
      'GET /api/notifications': {
        body: [notification({}), notification({ _id: 'n2', kind: 'review_received', title: 'Bea reviewed you', body: '', link: '/sellers/buyer-uid', read: true })],
      },
      'PUT /api/notifications/n1/read': { body: { acknowledged: true, read: true } },
    });
    const { router } = renderScreen(<NotificationBell uid={buyer.uid} />, { auth: signedIn(buyer) });

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(menu).findAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Unread: New message from Sam Seller');
    expect(items[1]!.textContent).not.toContain('Unread');

    fireEvent.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/messages/p1_buyer-uid'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/notifications/n1/read')).toBe(true));
  });

  it('marks all read', async () => {
    const calls = mockApi({
      'GET /api/notifications/unread-count': { body: { count: 1, messages: 0, version: 1, updatedAt: null } },
      'GET /api/notifications': { body: [notification({})] },
      'PUT /api/notifications/read-all': { body: { acknowledged: true, modifiedCount: 1 } },
    });
    renderScreen(<NotificationBell uid={buyer.uid} />, { auth: signedIn(buyer) });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(menu).findAllByRole('menuitem');
    fireEvent.click(within(menu).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/notifications/read-all')).toBe(true));
  });

  it('says when there is nothing', async () => {
    mockApi({
      'GET /api/notifications/unread-count': { body: { count: 0, messages: 0, version: 0, updatedAt: null } },
      'GET /api/notifications': { body: [] },
    });
    renderScreen(<NotificationBell uid={buyer.uid} />, { auth: signedIn(buyer) });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findByText(/Nothing new/);
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
