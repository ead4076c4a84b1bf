import { describe, expect, it } from 'vitest';
import { writtenDay, yearsAfter, yearsBefore } from './calendar';

describe('years before and after a day', () => {
  it.each([
    ['2026-11-22', 16, '2010-11-22'],
    ['2024-02-29', 1, '2023-02-28'],
    ['2024-02-29', 4, '2020-02-29'],
  ])('%s minus %i years is %s', (day, years, expected) => {
    expect(yearsBefore(day, years)).toBe(expected);
  });

  it('adds years the same way', () => {
    expect(yearsAfter('2024-02-29', 100)).toBe('2124-02-29');
    expect(yearsAfter('2024-02-29', 1)).toBe('2025-02-28');
  });
});

describe('writtenDay', () => {
  it('writes 4 July 1988 day first, and month first in the US order', () => {
    expect(writtenDay('1988-07-04', 'day-first')).toBe('04/07/1988');
    expect(writtenDay('1988-07-04', 'month-first')).toBe('07/04/1988');
  });
});
