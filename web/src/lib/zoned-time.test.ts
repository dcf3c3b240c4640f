import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, dayKeyAt, wallTimeAt } from '@/lib/zoned-time';

describe('Bangladesh wall-clock time', () => {
  it('reads the day and time in Dhaka (UTC+6) from an instant', () => {
    expect(wallTimeAt(new Date('2026-11-27T20:15:00.000Z'))).toEqual({ year: 2026, month: 11, day: 28, hour: 2, minute: 15 });
    expect(dayKeyAt(new Date('2026-12-31T18:00:00.000Z'))).toBe('2027-01-01');
    expect(dayKeyAt(new Date('2026-12-31T17:59:00.000Z'))).toBe('2026-12-31');
  });

  it('counts calendar days in Dhaka, not in UTC', () => {
    expect(calendarDaysBetween(new Date('2026-11-27T17:59:00.000Z'), new Date('2026-11-27T18:00:00.000Z'))).toBe(1);
    expect(calendarDaysBetween(new Date('2026-11-27T18:00:00.000Z'), new Date('2026-11-28T17:59:00.000Z'))).toBe(0);
  });
});
