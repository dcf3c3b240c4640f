import { describe, expect, it } from 'vitest';
import { canBeAdvertised, canBeBooked, canMoveListing, LISTING_TRANSITIONS, soldToggleTarget } from './listing-status';
import { LISTING_STATUSES } from './products';

describe('listing transitions', () => {
  it('cover every status', () => {
    expect(Object.keys(LISTING_TRANSITIONS).sort()).toEqual([...LISTING_STATUSES].sort());
  });

  it('let only an available listing be booked or advertised', () => {
    expect(LISTING_STATUSES.filter(canBeBooked)).toEqual(['available']);
    expect(LISTING_STATUSES.filter(canBeAdvertised)).toEqual(['available']);
  });

  it('make the Sold button a toggle that the table allows from every status', () => {
    for (const status of LISTING_STATUSES) expect(canMoveListing(status, soldToggleTarget(status))).toBe(true);
    expect(soldToggleTarget('sold')).toBe('available');
    expect(soldToggleTarget('booked')).toBe('sold');
  });
});
