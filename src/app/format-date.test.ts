import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './format-date';

describe('formatDate and formatTime', () => {
  // A local date-time, so the assertion does not depend on the machine's time zone.
  const instant = new Date(2026, 0, 5, 9, 7);

  it('writes dates as dd/MM/yyyy', () => {
    expect(formatDate(instant)).toBe('05/01/2026');
  });

  it('writes times as 24-hour HH:mm', () => {
    expect(formatTime(instant)).toBe('09:07');
    expect(formatTime(new Date(2026, 0, 5, 21, 30))).toBe('21:30');
  });

  it('reads ISO 8601 strings as the API sends them', () => {
    const iso = new Date(2026, 10, 30, 23, 59).toISOString();
    expect(formatDate(iso)).toBe('30/11/2026');
    expect(formatTime(iso)).toBe('23:59');
  });

  it('reads a calendar date as that day wherever the reader is', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate('2026-02-30')).toBe('');
  });

  it('gives an empty string for a missing or invalid date rather than "Invalid Date"', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('2026-13-45T00:00:00Z')).toBe('');
  });
});
