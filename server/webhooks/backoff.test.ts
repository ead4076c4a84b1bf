import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';

const HOUR_MS = 60 * 60_000;

describe('retryDelayMs', () => {
  it('doubles the wait from 30 seconds', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toStrictEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than 6 hours', () => {
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) expect(retryDelayMs(attempt)).toBeLessThanOrEqual(6 * HOUR_MS);
  });

  it('keeps trying for more than 24 hours, then stops', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) total += retryDelayMs(attempt)!;
    expect(total).toBeGreaterThan(24 * HOUR_MS);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
  });
});
