/**
 * A small in-memory rate limiter: at most `limit` calls per key in any `windowMs` (a sliding window log, as Django
 * REST Framework's throttles count), answered like DRF's throttle when exceeded: 429 {"detail": "Request was
 * throttled. Expected available in N seconds."} with Retry-After: N.
 *
 * Memory is bounded: a key keeps at most `limit` times, and past `maxKeys` keys the one used least recently is
 * forgotten. The counts live in this process only: behind several server processes each counts its own calls
 * (docs/operations.md).
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { detailError } from '../errors';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** How many keys are remembered at most. */
  maxKeys?: number;
  /** Clock, so tests can move time. */
  now: () => Date;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts a call for the key, unless the key has used up its window: then the call is refused and not counted. */
  hit(key: string): RateDecision;
  /** Whether the key may make a call now and how many it has left, without counting one or touching its last use. */
  peek(key: string): RateDecision;
  /** How many keys are remembered. */
  readonly size: number;
}

const DEFAULT_MAX_KEYS = 10_000;

export function createRateLimiter({ limit, windowMs, maxKeys = DEFAULT_MAX_KEYS, now }: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('A rate limit allows at least one call.');
  if (!(windowMs > 0)) throw new Error('A rate limit needs a window.');
  if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new Error('A rate limiter remembers at least one key.');
  // Times of the calls counted per key, oldest first; the Map's order is the keys' last use, oldest first.
  const calls = new Map<string, number[]>();
  /** The refusal of a key whose oldest counted call in the window was at `oldest`. */
  const refusal = (oldest: number, at: number): RateDecision => {
    const waitMs = oldest + windowMs - at;
    return { allowed: false, retryAfterSeconds: Math.min(Math.max(1, Math.ceil(waitMs / 1000)), Math.ceil(windowMs / 1000)) };
  };

  return {
    hit(key) {
      const at = now().getTime();
      const times = calls.get(key) ?? [];
      calls.delete(key);
      while (times.length > 0 && (times[0] as number) <= at - windowMs) times.shift();
      calls.set(key, times);
      if (times.length >= limit) return refusal(times[0] as number, at);
      times.push(at);
      while (calls.size > maxKeys) {
        const oldest = calls.keys().next().value as string;
        calls.delete(oldest);
      }
      return { allowed: true, remaining: limit - times.length };
    },
    peek(key) {
      const at = now().getTime();
      const times = (calls.get(key) ?? []).filter((time) => time > at - windowMs);
      if (times.length >= limit) return refusal(times[0] as number, at);
      return { allowed: true, remaining: limit - times.length };
    },
    get size() {
      return calls.size;
    },
  };
}

export function throttledDetail(seconds: number): string {
  return `Request was throttled. Expected available in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** The 429 of a refused call. */
export function throttled(seconds: number) {
  return detailError(429, throttledDetail(seconds), { 'Retry-After': String(seconds) });
}

/** Refuses a call with 429 once its key has used up the limiter's window; `keyOf` names whose call it is. */
export function rateLimit<E extends Env>(
  limiter: RateLimiter,
  keyOf: (c: Context<E>) => string | Promise<string>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const decision = limiter.hit(await keyOf(c));
    if (!decision.allowed) throw throttled(decision.retryAfterSeconds);
    await next();
  };
}
