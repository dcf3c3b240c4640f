import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createMyListing, createReportGroup } from '@/testing/factories';
import { admin, renderScreen, signedIn } from '@/testing/render';
import { ReportGroupCard } from '@/features/moderation/components/report-group-card';
import DashboardLayout from '@/app/layouts/dashboard-layout';

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

  it("asks for the menu's counts again once an admin has hidden a reported listing", async () => {
    const group = createReportGroup({
      listing: createMyListing({ _id: 'l1', phone_details: { ...createMyListing().phone_details, phone_name: 'Galaxy S24' } }),
    });
    const calls = mockApi({
      'GET /api/admin/moderation/counts': { body: { pending_review: 0, reported_listings: 1 } },
      'PUT /api/admin/reports/l1/resolve': { body: { acknowledged: true, action: 'hide', resolved_reports: 1, status: 'hidden', cancelled_order: null } },
    });
    const countsAsked = () => calls.filter((call) => call.path === '/api/admin/moderation/counts').length;
    renderScreen(
      <>
        <DashboardLayout />
        <ReportGroupCard group={group} />
      </>,
      { auth: signedIn(admin) },
    );
    await waitFor(() => expect(countsAsked()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Hide listing Galaxy S24' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this listing?' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide listing' }));
    await waitFor(() => expect(countsAsked()).toBe(2));
  });
});
