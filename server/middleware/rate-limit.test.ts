import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { createRateLimiter, rateLimit, throttledDetail } from './rate-limit';

function clock(start = Date.parse('2026-03-02T10:00:00.000Z')) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('createRateLimiter', () => {
  it('allows the limit in a window, then refuses until the oldest call leaves it', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    expect(limiter.hit('a')).toStrictEqual({ allowed: true, remaining: 2 });
    time.advance(10_000);
    expect(limiter.hit('a')).toStrictEqual({ allowed: true, remaining: 1 });
    expect(limiter.hit('a')).toStrictEqual({ allowed: true, remaining: 0 });
    expect(limiter.hit('a')).toStrictEqual({ allowed: false, retryAfterSeconds: 50 });
    time.advance(49_500);
    expect(limiter.hit('a')).toStrictEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(500);
    // The first call has left the window; the two later ones still count.
    expect(limiter.hit('a')).toStrictEqual({ allowed: true, remaining: 0 });
    expect(limiter.hit('a')).toStrictEqual({ allowed: false, retryAfterSeconds: 10 });
    time.advance(60_000);
    expect(limiter.hit('a')).toStrictEqual({ allowed: true, remaining: 2 });
  });

  it('does not count refused calls', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: time.now });
    limiter.hit('a');
    for (let i = 0; i < 5; i += 1) expect(limiter.hit('a').allowed).toBe(false);
    time.advance(1_000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('peeks at a key without counting a call or remembering the key', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: time.now });
    expect(limiter.peek('a')).toStrictEqual({ allowed: true, remaining: 2 });
    expect(limiter.size).toBe(0);
    limiter.hit('a');
    time.advance(10_000);
    limiter.hit('a');
    for (let i = 0; i < 3; i += 1) expect(limiter.peek('a')).toStrictEqual({ allowed: false, retryAfterSeconds: 50 });
    time.advance(50_000);
    // The first call has left the window.
    expect(limiter.peek('a')).toStrictEqual({ allowed: true, remaining: 1 });
    expect(limiter.hit('a')).toStrictEqual({ allowed: true, remaining: 0 });
  });

  it('does not make a peeked key the last used', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: clock().now });
    limiter.hit('a');
    limiter.hit('b');
    expect(limiter.peek('a').allowed).toBe(false);
    limiter.hit('c');
    // a was still the least recently used, so it was forgotten.
    expect(limiter.peek('a').allowed).toBe(true);
    expect(limiter.peek('b').allowed).toBe(false);
  });

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: clock().now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('forgets the key used least recently past its bound', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: clock().now });
    limiter.hit('a');
    limiter.hit('b');
    expect(limiter.hit('a').allowed).toBe(false);
    limiter.hit('c');
    expect(limiter.size).toBe(2);
    // b was used least recently, so it starts afresh; a and c are still counted.
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });

  it('keeps its memory bounded under many keys', () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, maxKeys: 100, now: clock().now });
    for (let i = 0; i < 10_000; i += 1) limiter.hit(`key-${i}`);
    expect(limiter.size).toBe(100);
  });

  it('never asks to wait longer than its window, even when the clock goes back', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 30_000, now: time.now });
    limiter.hit('a');
    time.advance(-3_600_000);
    expect(limiter.hit('a')).toStrictEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it.each([
    [{ limit: 0, windowMs: 1_000 }],
    [{ limit: 1, windowMs: 0 }],
    [{ limit: 1, windowMs: 1_000, maxKeys: 0 }],
  ])('refuses the settings %o', (options) => {
    expect(() => createRateLimiter({ ...options, now: () => new Date() })).toThrow();
  });
});

describe('rateLimit', () => {
  it('answers 429 with Retry-After and the DRF detail once the key is used up', async () => {
    const time = clock();
    const app = new Hono();
    app.onError((error, c) => {
      if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
      throw error;
    });
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: time.now });
    app.get('/thing', rateLimit(limiter, (c) => c.req.header('x-who') ?? ''), (c) => c.json({ ok: true }));
    const call = (who: string) => app.request('/thing', { headers: { 'x-who': who } });

    expect((await call('a')).status).toBe(200);
    expect((await call('a')).status).toBe(200);
    const refused = await call('a');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toStrictEqual({ detail: 'Request was throttled. Expected available in 60 seconds.' });
    expect((await call('b')).status).toBe(200);
    time.advance(60_000);
    expect((await call('a')).status).toBe(200);
  });

  it('says "second" for one second, as DRF does', () => {
    expect(throttledDetail(1)).toBe('Request was throttled. Expected available in 1 second.');
    expect(throttledDetail(2)).toBe('Request was throttled. Expected available in 2 seconds.');
  });
});
