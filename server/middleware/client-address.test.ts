import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, UNKNOWN_CLIENT } from './client-address';

/** What clientAddress answers for a request without a socket (app.request) and these headers. */
async function addressOf(trustProxy: number, headers: Record<string, string> = {}): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustProxy)));
  return (await app.request('/', { headers })).text();
}

describe('clientAddress', () => {
  it('is the socket address, unknown without a socket, and ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await addressOf(0)).toBe(UNKNOWN_CLIENT);
    expect(await addressOf(0, { 'x-forwarded-for': '203.0.113.7' })).toBe(UNKNOWN_CLIENT);
  });

  it('takes the address the outermost trusted proxy was given, whatever the client wrote further left', async () => {
    expect(await addressOf(1, { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    expect(await addressOf(1, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await addressOf(2, { 'x-forwarded-for': '198.51.100.1,203.0.113.7 , 10.0.0.2' })).toBe('203.0.113.7');
  });

  it('falls back to the leftmost address when the chain is shorter than the hops, and to the socket without one', async () => {
    expect(await addressOf(3, { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' })).toBe('203.0.113.7');
    expect(await addressOf(1)).toBe(UNKNOWN_CLIENT);
    expect(await addressOf(1, { 'x-forwarded-for': ' , ' })).toBe(UNKNOWN_CLIENT);
  });
});
