import { describe, expect, it } from 'vitest';
import { addDays, wallTimeToDate } from '@/lib/wall-time';

describe('a picked Dhaka wall time', () => {
  it('turns into its instant, and nothing when it is not a whole day and time', () => {
    expect(wallTimeToDate('2026-11-28T17:30')?.toISOString()).toBe('2026-11-28T11:30:00.000Z');
    expect(wallTimeToDate('2026-11-28T00:00')?.toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(wallTimeToDate('2026-11-28T')).toBeNull();
    expect(wallTimeToDate('')).toBeNull();
    expect(wallTimeToDate('2026-11-28T17:30:00Z')).toBeNull();
  });

  it('steps days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });
});
