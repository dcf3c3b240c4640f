import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { SpotPlace, spotOptionLabel } from '@/features/orders/components/spot-place';
import { i18nOf } from '@/lib/i18n/catalogs';
import type { SpotCopy } from '@contract/meetup-spots';

const spot: SpotCopy = {
  _id: 's1',
  name: 'Dhanmondi Police Station safe exchange zone',
  area: 'Dhanmondi',
  address: 'Road 2, Dhanmondi',
  lat: 23.7391,
  lng: 90.383,
  kind: 'police_exchange_zone',
  opening_hours: 'Every day, 24 hours',
  cctv: true,
};

describe('SpotPlace', () => {
  it('shows the spot, its kind, CCTV and hours, with an OpenStreetMap link to its coordinates', () => {
    renderScreen(<SpotPlace spot={spot} />);
    expect(screen.getByText(spot.name)).toBeTruthy();
    expect(screen.getByText(/Safe meeting spot · Police safe exchange zone · CCTV/)).toBeTruthy();
    expect(screen.getByText('Open: Every day, 24 hours')).toBeTruthy();
    const map = screen.getByRole('link', { name: 'Open the map (OpenStreetMap)' });
    expect(map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=23.73910&mlon=90.38300#map=17/23.73910/90.38300');
    expect(map.getAttribute('rel')).toContain('noopener');
  });

  it('names a suggestion with its area and distance', () => {
    expect(spotOptionLabel({ ...spot, distance_km: 2.4 }, i18nOf('en'))).toBe('Dhanmondi Police Station safe exchange zone (Dhanmondi · 2.4 km)');
    expect(spotOptionLabel({ ...spot, distance_km: null }, i18nOf('en'))).toBe('Dhanmondi Police Station safe exchange zone (Dhanmondi)');
  });
});
