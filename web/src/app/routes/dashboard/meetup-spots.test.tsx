import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeetupSpot } from '@contract/meetup-spots';
import { mockApi } from '@/testing/api-mock';
import { admin, renderScreen, signedIn } from '@/testing/render';
import MeetupSpotsRoute from '@/app/routes/dashboard/meetup-spots';

const spot: MeetupSpot = {
  _id: 's1',
  name: 'Gulshan Police Station safe exchange zone',
  area: 'Gulshan',
  address: 'Gulshan Avenue',
  lat: 23.7806,
  lng: 90.4163,
  kind: 'police_exchange_zone',
  opening_hours: 'Every day, 24 hours',
  cctv: true,
  retired: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  sortKey: 'gulshan_s1',
};

describe('MeetupSpotsRoute', () => {
  it('lists the spots, adds one after checking it, and retires one', async () => {
    const calls = mockApi({
      'GET /api/admin/meetup-spots': { body: [spot] },
      'POST /api/admin/meetup-spots': { status: 201, body: { acknowledged: true, spot: { ...spot, _id: 's2', name: 'Rapa Plaza' } } },
      'PUT /api/admin/meetup-spots/s1': { body: { acknowledged: true, spot: { ...spot, retired: true } } },
    });
    renderScreen(<MeetupSpotsRoute />, { auth: signedIn(admin) });
    await screen.findByText(spot.name);
    expect(screen.getByRole('link', { name: 'map' }).getAttribute('href')).toContain('mlat=23.78060');

    const form = screen.getByRole('form', { name: 'Add a meeting spot' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add spot' }));
    await within(form).findByText('Name is required.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Rapa Plaza' } });
    fireEvent.change(within(form).getByLabelText('Area'), { target: { value: 'Dhanmondi' } });
    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: 'Road 27, Dhanmondi' } });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'shopping_mall' } });
    fireEvent.change(within(form).getByLabelText('Latitude'), { target: { value: '23.756' } });
    fireEvent.change(within(form).getByLabelText('Longitude'), { target: { value: '90.3746' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add spot' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'Rapa Plaza', kind: 'shopping_mall', lat: 23.756, lng: 90.3746, cctv: false }));

    fireEvent.click(screen.getByRole('button', { name: `Retire ${spot.name}` }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ retired: true }));
  });
});
