import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportGroupView } from '@contract/moderation';
import { mockApi } from '@/testing/api-mock';
import { createMyListing, createReportGroup } from '@/testing/factories';
import { admin, renderScreen, signedIn } from '@/testing/render';
import { ReportGroupCard } from '@/features/moderation/components/report-group-card';

const groupOf = (imei_last4: string | null): ReportGroupView =>
  createReportGroup({
    listing: createMyListing({ _id: 'l1', imei_last4 }),
    reasons: { stolen: 1 },
    reports: [{ _id: 'r1', reporter_uid: 'u1', reporter_name: 'Rina', reason: 'stolen', details: '', createdAt: '2026-11-20T10:00:00.000Z' }],
  });

describe('ReportGroupCard', () => {
  it('offers "Hide and block IMEI" on a listing with an IMEI', () => {
    mockApi({});
    renderScreen(<ReportGroupCard group={groupOf('4821')} />, { auth: signedIn(admin) });
    expect(screen.getByRole('button', { name: /^Hide and block IMEI of / })).toBeTruthy();
    expect(screen.queryByText(/No IMEI to block/)).toBeNull();
  });

  it('offers only Hide on a listing without an IMEI, and says why blocking is not offered', () => {
    mockApi({});
    renderScreen(<ReportGroupCard group={groupOf(null)} />, { auth: signedIn(admin) });
    expect(screen.queryByRole('button', { name: /^Hide and block IMEI/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Hide listing / })).toBeTruthy();
    expect(screen.getByText(/No IMEI to block: this listing was made before IMEIs were asked for/)).toBeTruthy();
  });
});
