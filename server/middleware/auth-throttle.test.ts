import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { authFailureThrottle } from './auth-throttle';

function setup(limit = 2) {
  let at = Date.parse('2026-03-02T10:00:00.000Z');
  let calls = 0;
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    throw error;
  });
  app.use(authFailureThrottle({ limit, windowMs: 60_000, now: () => new Date(at), keyOf: (c) => c.req.header('x-who') ?? '' }));
  app.get('/', (c) => {
    calls += 1;
    return c.req.header('authorization') === 'good' ? c.json({ ok: true }) : c.json({ detail: 'Invalid token.' }, 401);
  });
  const call = (who: string, authorization: string) => app.request('/', { headers: { 'x-who': who, authorization } });
  return { call, advance: (ms: number) => (at += ms), calls: () => calls };
}

describe('authFailureThrottle', () => {
  it('refuses an address with 429 once it has had the limit of 401s, before the handler runs', async () => {
    const { call, advance, calls } = setup();
    expect((await call('a', 'bad')).status).toBe(401);
    advance(10_000);
    expect((await call('a', 'bad')).status).toBe(401);
    const refused = await call('a', 'good');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('50');
    expect(await refused.json()).toStrictEqual({ detail: 'Request was throttled. Expected available in 50 seconds.' });
    expect(calls()).toBe(2);
    // Another address is not affected, and the first is let through once its oldest failure leaves the window.
    expect((await call('b', 'good')).status).toBe(200);
    advance(50_000);
    expect((await call('a', 'good')).status).toBe(200);
  });

  it('never counts answers other than 401', async () => {
    const { call } = setup();
    for (let i = 0; i < 10; i += 1) expect((await call('a', 'good')).status).toBe(200);
    expect((await call('a', 'bad')).status).toBe(401);
    expect((await call('a', 'good')).status).toBe(200);
  });
});
