/**
 * What only a real socket shows: how connections end after a refused body, and which address a client has.
 */
import { once } from 'node:events';
import { Agent, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES, MULTIPART_BODY_LIMIT_BYTES } from '../../server/middleware/body-size';
import { tokenHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function listen(): Promise<number> {
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  stops.push(
    () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  );
  return (server.address() as AddressInfo).port;
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  /** Whether the request went out on a connection an earlier request had opened. */
  reused: boolean;
}

interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  agent?: Agent;
  localAddress?: string;
}

function call(port: number, { method = 'GET', path, headers = {}, body, agent, localAddress }: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent, localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a body over the limit', () => {
  it('answers 413 with Connection: close, and the client carries on over a new connection', async () => {
    const port = await listen();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    stops.push(async () => agent.destroy());

    const tooLarge = await call(port, {
      method: 'POST',
      path: '/api/org/requests',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(JSON_BODY_LIMIT_BYTES + 1024, 'a'),
      agent,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.connection).toBe('close');
    expect(JSON.parse(tooLarge.body)).toStrictEqual({ detail: 'Request body too large: the limit is 1 MB.' });

    const next = await call(port, { path: '/healthz', agent });
    expect(next.status).toBe(200);
    expect(next.reused).toBe(false);
    expect(JSON.parse(next.body)).toStrictEqual({ status: 'ok' });
  });

  it('answers an upload over the limit with Connection: close as soon as its length is known', async () => {
    const port = await listen();
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/org/requests',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': MULTIPART_BODY_LIMIT_BYTES + 1 },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, reused: false });
        });
      });
      req.on('error', reject);
      // Only the start of the announced body: the answer must not wait for the rest.
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toStrictEqual({ detail: 'File size exceeds 20Mb.' });
  });
});

describe('the failed-authentication throttle', () => {
  it('counts the socket address, whatever X-Forwarded-For says', async () => {
    ctx.makeApp({ authThrottle: { limit: 2, windowMs: 60_000 } });
    const created = await ctx.createRequest();
    const port = await listen();
    const path = `/api/oneform/${created.guid}/`;
    for (const forwarded of ['203.0.113.1', '203.0.113.2']) {
      const failed = await call(port, { path, headers: { ...tokenHeaders('not-a-token'), 'x-forwarded-for': forwarded } });
      expect(failed.status).toBe(401);
    }
    const refused = await call(port, { path, headers: { ...tokenHeaders(created.user_token), 'x-forwarded-for': '203.0.113.3' } });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    // Another address on the same machine is a client of its own.
    const other = await call(port, { path, headers: tokenHeaders(created.user_token), localAddress: '127.0.0.2' });
    expect(other.status).toBe(200);
  });
});

describe('the headers every answer starts with', () => {
  it('reach the socket once each, with the request id offered, and a route’s own Cache-Control wins', async () => {
    const port = await listen();
    const settings = await call(port, { path: '/api/settings/', headers: { 'x-request-id': 'trace-42' } });
    expect(settings.status).toBe(200);
    expect(settings.headers['x-request-id']).toBe('trace-42');
    expect(settings.headers['x-frame-options']).toBe('DENY');
    expect(settings.headers['x-content-type-options']).toBe('nosniff');
    expect(settings.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(settings.headers['cache-control']).toBe('public, max-age=300');

    const missing = await call(port, { path: '/api/no-such-route/', headers: { 'x-request-id': 'not a safe id' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['content-type']).toBe('application/json');
  });
});
