import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicSafetyCard } from '@contract/orders';
import { mockApi } from '@/testing/api-mock';
import { renderScreen } from '@/testing/render';
import MeetupRoute from '@/app/routes/meetup';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const card: PublicSafetyCard = {
  status: 'completed',
  meet_at: '2026-11-25T12:30:00.000Z',
  meet_location: 'Bashundhara City, gate 2',
  meet_spot: null,
  map_url: null,
  item_name: 'OnePlus 9 Pro',
  item_img: '/api/images/x-400.webp',
  shared_by: 'buyer',
  person: { first_name: 'Tanvir', image: '', verified: true },
  expiresAt: '2026-11-26T12:30:00.000Z',
};

describe('MeetupRoute', () => {
  it('shows a friend the place, the phone, the other person and the live status, without signing in', async () => {
    const calls = mockApi({ [`GET /api/safety-cards/${TOKEN}`]: { body: card } });
    renderScreen(<MeetupRoute />, { at: `/meetup/${TOKEN}`, path: '/meetup/:token' });
    await screen.findByText('Handover done');
    expect(screen.getByText('Bashundhara City, gate 2')).toBeTruthy();
    expect(screen.getByText('Tanvir')).toBeTruthy();
    expect(screen.getByText('Meeting the seller')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('OnePlus 9 Pro')).toBeTruthy();
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('says only that an expired, revoked or unknown card is not available', async () => {
    mockApi({});
    renderScreen(<MeetupRoute />, { at: `/meetup/${TOKEN}`, path: '/meetup/:token' });
    await screen.findByRole('heading', { name: 'This safety card is not available' });
    expect(screen.queryByText(/Bashundhara|OnePlus|Tanvir/)).toBeNull();
  });
});
