import { describe, expect, it } from 'vitest';
import { AUTH_THROTTLE } from '../../server/middleware/auth-throttle';
import { ORG_API_KEY, orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const MINUTE_MS = 60_000;

const oneform = (guid: string, headers: Record<string, string> = {}) => ctx.app.request(`/api/oneform/${guid}/`, { headers });
const createWith = (headers: Record<string, string>) =>
  ctx.app.request('/api/org/requests', { method: 'POST', headers, body: JSON.stringify(validRequestBody()) });

describe('failed authentication', () => {
  it('allows 30 failures per client address in 10 minutes, then answers 429 to every call until the oldest leaves', async () => {
    expect(AUTH_THROTTLE).toStrictEqual({ limit: 30, windowMs: 10 * MINUTE_MS });
    const start = new Date('2026-03-02T10:00:00.000Z');
    ctx.setNow(start);
    const created = await ctx.createRequest();
    for (let i = 0; i < 30; i += 1) expect((await oneform(created.guid, tokenHeaders('not-a-token'))).status).toBe(401);

    // The candidate's own token is refused too: the address is throttled, not the token.
    ctx.setNow(new Date(start.getTime() + 4 * MINUTE_MS));
    const refused = await oneform(created.guid, tokenHeaders(created.user_token));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('360');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toStrictEqual({ detail: 'Request was throttled. Expected available in 360 seconds.' });
    expect((await createWith(orgHeaders())).status).toBe(429);

    ctx.setNow(new Date(start.getTime() + 10 * MINUTE_MS));
    expect((await oneform(created.guid, tokenHeaders(created.user_token))).status).toBe(200);
  });

  it('never counts a successful call, nor another error', async () => {
    ctx.makeApp({ authThrottle: { limit: 2, windowMs: 10 * MINUTE_MS } });
    const created = await ctx.createRequest();
    for (let i = 0; i < 5; i += 1) {
      expect((await oneform(created.guid, tokenHeaders(created.user_token))).status).toBe(200);
      expect((await oneform('00000000-0000-4000-8000-000000000000', tokenHeaders(created.user_token))).status).toBe(404);
      expect((await createWith({ ...orgHeaders(), 'content-type': 'text/plain' })).status).toBe(415);
    }
    expect((await oneform(created.guid)).status).toBe(401);
    expect((await oneform(created.guid, tokenHeaders(created.user_token))).status).toBe(200);
  });

  it('counts candidate tokens and organisation keys alike, missing or wrong', async () => {
    ctx.makeApp({ authThrottle: { limit: 3, windowMs: 10 * MINUTE_MS } });
    const created = await ctx.createRequest();
    expect((await createWith({ 'content-type': 'application/json' })).status).toBe(401);
    expect((await createWith(orgHeaders(`${ORG_API_KEY}x`))).status).toBe(401);
    expect((await oneform(created.guid)).status).toBe(401);
    expect((await createWith(orgHeaders())).status).toBe(429);
    expect((await oneform(created.guid, tokenHeaders(created.user_token))).status).toBe(429);
  });

  it('with TRUST_PROXY counts each client the proxy names, and ignores X-Forwarded-For without it', async () => {
    const limit = { authThrottle: { limit: 1, windowMs: 10 * MINUTE_MS } };
    ctx.makeApp({ ...limit, config: { trustProxy: 1 } });
    const created = await ctx.createRequest();
    const from = (address: string, token: string) =>
      oneform(created.guid, { ...tokenHeaders(token), 'x-forwarded-for': `198.51.100.9, ${address}` });
    expect((await from('203.0.113.7', 'not-a-token')).status).toBe(401);
    expect((await from('203.0.113.7', created.user_token)).status).toBe(429);
    expect((await from('203.0.113.8', created.user_token)).status).toBe(200);

    ctx.makeApp(limit);
    expect((await from('203.0.113.7', 'not-a-token')).status).toBe(401);
    expect((await from('203.0.113.8', created.user_token)).status).toBe(429);
  });
});
