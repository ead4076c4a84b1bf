/**
 * When a failed delivery is tried again: the wait doubles from 30 seconds up to a ceiling of 6 hours, and the
 * fourteenth attempt is the last, about 26 hours and a half after the first, so a receiver that is down for a whole
 * day still gets the message (docs/decisions/0021).
 */
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;
export const MAX_ATTEMPTS = 14;

/** The wait after the given failed attempt (1 for the first), or null when it was the last. */
export function retryDelayMs(failedAttempt: number): number | null {
  if (failedAttempt >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempt - 1), LONGEST_WAIT_MS);
}
