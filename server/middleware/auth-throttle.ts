/**
 * Throttles failed authentication per client address: once an address has had `limit` 401 answers within the
 * window, its calls are refused with 429 (before any token or key is looked up) until the oldest failure leaves
 * the window. Only 401 answers count, so a candidate whose calls succeed never comes near it.
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { createRateLimiter, throttled } from './rate-limit';

export interface AuthThrottleOptions {
  limit: number;
  windowMs: number;
}

/**
 * A stale link costs two 401s per page load (the request and the country list; the SPA retries no 4xx), so a
 * candidate would have to reload it 15 times in ten minutes; a guesser gets 30 tries per address against 256-bit
 * tokens and keys, and no database lookup once refused.
 */
export const AUTH_THROTTLE: AuthThrottleOptions = { limit: 30, windowMs: 10 * 60_000 };

export function authFailureThrottle<E extends Env>({
  limit,
  windowMs,
  now,
  keyOf,
}: AuthThrottleOptions & { now: () => Date; keyOf: (c: Context<E>) => string }): MiddlewareHandler<E> {
  const failures = createRateLimiter({ limit, windowMs, now });
  return async (c, next) => {
    const key = keyOf(c);
    const state = failures.peek(key);
    if (!state.allowed) throw throttled(state.retryAfterSeconds);
    await next();
    if (c.res.status === 401) failures.hit(key);
  };
}
