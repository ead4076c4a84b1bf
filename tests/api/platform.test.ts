import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE_DETAIL } from '../../domain/limits';
import type { Database } from '../../server/db/client';
import { ORG_API_KEY, orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** A database whose every call fails, as when PostgreSQL is down. */
/**
 * A database whose every query fails: plain selects and statements, and the request tree, which the repository
 * builds once and runs as a prepared query on the session (server/db/repositories/reference-requests.ts).
 */
function brokenDatabase(message: string): Database {
  const fail = () => Promise.reject(new Error(message));
  return {
    execute: fail,
    select: () => {
      throw new Error(message);
    },
    query: {
      referenceRequests: {
        findFirst: () => ({ _toSQL: () => ({ query: { selection: [] }, builtQuery: { sql: '', params: [] } }) }),
      },
    },
    _: { schema: { referenceRequests: {} }, session: { prepareQuery: () => ({ execute: fail }) } },
  } as unknown as Database;
}

function parsedLogs(): Record<string, unknown>[] {
  return ctx.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const response = await ctx.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database does not', async () => {
    ctx.makeApp({ db: brokenDatabase('connection refused') });
    const response = await ctx.app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toStrictEqual({ status: 'unavailable' });
    expect(parsedLogs().some((entry) => entry.level === 'error' && entry.msg === 'health check failed')).toBe(true);
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/countries/'],
    ['an API 404', '/api/nowhere/'],
    ['the health check', '/healthz'],
  ])('are on %s', async (_name, path) => {
    const response = await ctx.app.request(path);
    expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('request id', () => {
  it('is generated when the client sends none', async () => {
    const response = await ctx.app.request('/healthz');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes the one the client sends, and logs it', async () => {
    const response = await ctx.app.request('/healthz', { headers: { 'x-request-id': 'trace-abc_123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-abc_123');
    expect(parsedLogs().at(-1)?.request_id).toBe('trace-abc_123');
  });

  it('replaces one that could forge log content', async () => {
    const response = await ctx.app.request('/healthz', { headers: { 'x-request-id': 'evil" , "level":"x' } });
    expect(response.headers.get('x-request-id')).not.toContain('evil');
  });
});

describe('logs', () => {
  it('write one JSON line per request with the request fields', async () => {
    await ctx.app.request('/healthz?probe=1');
    const entries = parsedLogs();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toStrictEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      msg: 'request',
      request_id: expect.any(String),
      method: 'GET',
      path: '/healthz',
      status: 200,
      duration_ms: expect.any(Number),
    });
  });

  it('never contain a token or the organisation key', async () => {
    const created = await ctx.createRequest();
    const token = created.user_token;
    await ctx.app.request(`/api/oneform/${created.guid}/?guid=${created.guid}&user_token=${token}`, { headers: tokenHeaders(token) });
    await ctx.app.request(`/api/countries/?user_token=${token}`, { headers: tokenHeaders(token) });
    await ctx.app.request(`/candidate-feedback?guid=${created.guid}&user_token=${token}`);
    await ctx.app.request(`/api/oneform/${created.guid}/`, { headers: tokenHeaders(`${token}-wrong`) });
    ctx.makeApp({ db: brokenDatabase(`failure near ${'x'}`) });
    await ctx.app.request(`/api/oneform/${created.guid}/?user_token=${token}`, { headers: tokenHeaders(token) });

    const text = ctx.logs.join('\n');
    expect(ctx.logs.length).toBeGreaterThanOrEqual(6);
    expect(text).not.toContain(token);
    expect(text).not.toContain(ORG_API_KEY);
    expect(text).not.toContain('user_token');
  });
});

describe('errors', () => {
  it('answers 404 {"detail":"Not found."} for an unknown API path or method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nowhere/'],
      ['GET', '/api'],
      ['POST', '/api/countries/'],
      ['GET', '/api/oneform/'],
    ] as const) {
      const response = await ctx.app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toStrictEqual({ detail: 'Not found.' });
    }
  });

  it('answers 500 {"detail":"A server error occurred."} for a failure, and logs it with the request id', async () => {
    ctx.makeApp({ db: brokenDatabase('database exploded') });
    const response = await ctx.app.request('/api/oneform/00000000-0000-4000-8000-000000000000/', {
      headers: { ...tokenHeaders('some-token'), 'x-request-id': 'req-500' },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toStrictEqual({ detail: 'A server error occurred.' });
    const entries = parsedLogs();
    const failure = entries.find((entry) => entry.msg === 'unhandled error');
    expect(failure).toMatchObject({ level: 'error', request_id: 'req-500', error: { message: 'database exploded' } });
    expect(entries.find((entry) => entry.msg === 'request')).toMatchObject({ level: 'error', status: 500, request_id: 'req-500' });
  });

  it('keeps API answers out of caches unless a route allows it', async () => {
    const response = await ctx.app.request('/api/nowhere/');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('body limit', () => {
  it('answers 413 with a detail for a JSON body over 1 MB', async () => {
    const body = JSON.stringify({ ...validRequestBody(), padding: 'x'.repeat(1024 * 1024) });
    const response = await ctx.app.request('/api/org/requests', { method: 'POST', headers: orgHeaders(), body });
    expect(response.status).toBe(413);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toStrictEqual({ detail: 'Request body too large: the limit is 1 MB.' });
  });

  it('answers 413 by the declared length without reading the body', async () => {
    const response = await ctx.app.request('/api/org/requests', {
      method: 'POST',
      headers: { ...orgHeaders(), 'content-length': String(5 * 1024 * 1024) },
      body: '{}',
    });
    expect(response.status).toBe(413);
  });

  it('lets an upload-sized multipart body through to the route, and stops one over 20 MB', async () => {
    const boundary = 'x-boundary';
    const multipart = (size: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="0:file"; filename="a.pdf"\r\n\r\n${'a'.repeat(size)}\r\n--${boundary}--\r\n`;
    const headers = { ...orgHeaders(), 'content-type': `multipart/form-data; boundary=${boundary}` };

    const small = await ctx.app.request('/api/org/requests', { method: 'POST', headers, body: multipart(2 * 1024 * 1024) });
    expect(small.status).toBe(415); // past the size check; this route takes JSON only

    const large = await ctx.app.request('/api/org/requests', { method: 'POST', headers, body: multipart(22 * 1024 * 1024) });
    expect(large.status).toBe(413);
    expect(large.headers.get('cache-control')).toBe('no-store');
    expect(await large.json()).toStrictEqual({ detail: FILE_TOO_LARGE_DETAIL });
  });
});
