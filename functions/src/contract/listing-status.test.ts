import { describe, expect, it } from 'vitest';
import { canBeAdvertised, canBeBooked, canMoveListing, canToggleSold, holdsImei, LISTING_TRANSITIONS, SHOPPABLE_STATUSES, soldToggleTarget } from './listing-status';
import { LISTING_STATUSES, MODERATED_STATUSES } from './products';

describe('listing transitions', () => {
  it('cover every status', () => {
    expect(Object.keys(LISTING_TRANSITIONS).sort()).toEqual([...LISTING_STATUSES].sort());
  });

  it('let only an available listing be booked or advertised', () => {
    expect(LISTING_STATUSES.filter(canBeBooked)).toEqual(['available']);
    expect(LISTING_STATUSES.filter(canBeAdvertised)).toEqual(['available']);
  });

  it('make the Sold button a toggle of listings that are or were on sale, never of moderated ones', () => {
    expect(LISTING_STATUSES.filter(canToggleSold)).toEqual(['available', 'booked', 'sold']);
    expect(soldToggleTarget('sold')).toBe('available');
    expect(soldToggleTarget('booked')).toBe('sold');
  });

  it('keep moderated listings out of the shop, let review lead to live or rejected, and a rejected one back to review', () => {
    for (const status of MODERATED_STATUSES) expect(SHOPPABLE_STATUSES).not.toContain(status);
    expect(LISTING_TRANSITIONS.pending_review).toEqual(expect.arrayContaining(['available', 'rejected', 'hidden']));
    expect(LISTING_TRANSITIONS.rejected).toEqual(['pending_review']);
    expect(canMoveListing('available', 'hidden') && canMoveListing('booked', 'hidden')).toBe(true);
    expect(canMoveListing('hidden', 'available')).toBe(false);
  });

  it('let a listing under review hold its IMEI, a rejected or hidden one not', () => {
    expect(LISTING_STATUSES.filter(holdsImei)).toEqual(['available', 'booked', 'pending_review']);
  });
});
