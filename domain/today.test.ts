import { describe, expect, it } from 'vitest';
import { candidateToday, serverToday } from './today';

describe('candidateToday', () => {
  it('is the local calendar date, late in the evening as early in the morning', () => {
    expect(candidateToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(candidateToday(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('follows the device clock across midnight, whatever the date in UTC', () => {
    const lastMinute = new Date(2026, 1, 28, 23, 59, 59, 999);
    expect(candidateToday(lastMinute)).toBe('2026-02-28');
    expect(candidateToday(new Date(lastMinute.getTime() + 1))).toBe('2026-03-01');
  });
});

describe('serverToday (the date in UTC+14)', () => {
  it('turns to the next day at 10:00 UTC, not at midnight UTC', () => {
    expect(serverToday(new Date('2026-03-14T09:59:59.999Z'))).toBe('2026-03-14');
    expect(serverToday(new Date('2026-03-14T10:00:00.000Z'))).toBe('2026-03-15');
    expect(serverToday(new Date('2026-03-14T23:59:59.999Z'))).toBe('2026-03-15');
    expect(serverToday(new Date('2026-03-15T00:00:00.000Z'))).toBe('2026-03-15');
  });

  it('crosses months, leap days and years at the same instant', () => {
    expect(serverToday(new Date('2028-02-28T10:00:00Z'))).toBe('2028-02-29');
    expect(serverToday(new Date('2028-02-29T10:00:00Z'))).toBe('2028-03-01');
    expect(serverToday(new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });

  it('is never earlier than the date of any zone at the same instant', () => {
    for (const instant of ['2026-06-01T00:00:00Z', '2026-06-01T09:59:00Z', '2026-06-01T10:00:00Z', '2026-06-01T23:59:00Z']) {
      const now = new Date(instant);
      for (let offsetHours = -12; offsetHours <= 14; offsetHours++) {
        const zoneDate = new Date(now.getTime() + offsetHours * 60 * 60 * 1000).toISOString().slice(0, 10);
        expect(serverToday(now) >= zoneDate).toBe(true);
      }
    }
  });
});
