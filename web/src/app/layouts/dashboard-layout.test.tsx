import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { admin, renderScreen, signedIn } from '@/testing/render';
import { DashboardLayout } from '@/app/layouts/dashboard-layout';

const menu = () => within(screen.getByRole('navigation', { name: 'Dashboard' }));

describe('DashboardLayout menu', () => {
  it('names links without counts when the counts are zero (never "0 My Orders")', async () => {
    const calls = mockApi({ 'GET /api/admin/moderation/counts': { body: { pending_review: 0, reported_listings: 0 } } });
    renderScreen(<DashboardLayout />, { auth: signedIn(admin) });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/moderation/counts')).toBe(true));
    for (const name of ['My Orders', 'Review', 'Reports', 'Messages']) expect(menu().getByRole('link', { name })).toBeTruthy();
    expect(menu().queryByRole('link', { name: /\b0\b/ })).toBeNull();
  });

  it('reads counts as words after the label when there are some', async () => {
    mockApi({ 'GET /api/admin/moderation/counts': { body: { pending_review: 2, reported_listings: 1 } } });
    renderScreen(<DashboardLayout />, { auth: signedIn(admin) });
    await menu().findByRole('link', { name: 'Review, 2 to review' });
    expect(menu().getByRole('link', { name: 'Reports, 1 reported' })).toBeTruthy();
  });
});
