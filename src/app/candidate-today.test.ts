import { describe, expect, it } from 'vitest';
import { candidateToday } from './candidate-today';

describe('candidateToday', () => {
  it('is the local calendar date, late in the evening as early in the morning', () => {
    expect(candidateToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(candidateToday(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
