import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebhook } from './send';
import { generateWebhookSecret } from './signing';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server | undefined;

async function receiver(status: number | (() => void)): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      if (typeof status === 'number') response.writeHead(status, { location: 'http://127.0.0.1:9/elsewhere' }).end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const message = (url: string, secret = generateWebhookSecret()) => ({
  url,
  secret,
  id: '0b6c7a4e-1f2d-4c1b-9a51-3f6d2a8e9c10',
  body: JSON.stringify({ type: 'response.submitted', timestamp: '2030-01-01T00:00:00.000Z', data: { request_guid: 'x' } }),
  sentAt: new Date(),
});

describe('sendWebhook', () => {
  it('posts the body with headers the Standard Webhooks verifier accepts', async () => {
    const { url, received } = await receiver(204);
    const sent = message(url);
    const outcome = await sendWebhook(sent, { timeoutMs: 5_000, allowPrivateTargets: true });
    expect(outcome).toStrictEqual({ statusCode: 204, error: null });
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [Received];
    expect(headers['content-type']).toBe('application/json');
    expect(headers['webhook-id']).toBe(sent.id);
    expect(body).toBe(sent.body);
    const verified = new Webhook(sent.secret).verify(body, headers as Record<string, string>);
    expect(verified).toStrictEqual(JSON.parse(sent.body));
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers as Record<string, string>)).toThrow();
  });

  it('reports a receiver error and does not follow a redirect', async () => {
    const failing = await receiver(500);
    expect(await sendWebhook(message(failing.url), { timeoutMs: 5_000, allowPrivateTargets: true })).toStrictEqual({ statusCode: 500, error: null });
  });

  it('reports a redirect as its status, unfollowed', async () => {
    const { url, received } = await receiver(302);
    expect(await sendWebhook(message(url), { timeoutMs: 5_000, allowPrivateTargets: true })).toStrictEqual({ statusCode: 302, error: null });
    expect(received).toHaveLength(1);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const { url } = await receiver(() => {});
    const outcome = await sendWebhook(message(url), { timeoutMs: 200, allowPrivateTargets: true });
    expect(outcome).toStrictEqual({ statusCode: null, error: 'No answer within 200 ms.' });
  });

  it('refuses a loopback target outside development and tests, without connecting', async () => {
    const { url, received } = await receiver(204);
    const outcome = await sendWebhook(message(url), { timeoutMs: 5_000, allowPrivateTargets: false });
    expect(outcome).toStrictEqual({ statusCode: null, error: 'The host 127.0.0.1 resolves to 127.0.0.1, which is not a public address.' });
    expect(received).toHaveLength(0);
  });

  it('refuses a name that resolves to a private address at the time of the attempt', async () => {
    const { url, received } = await receiver(204);
    const port = new URL(url).port;
    // Registered while it resolved elsewhere; it now points at the loopback receiver.
    const resolve = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const outcome = await sendWebhook(message(`http://hooks.example.com:${port}/hooks`), { timeoutMs: 5_000, allowPrivateTargets: false, resolve });
    expect(outcome).toStrictEqual({
      statusCode: null,
      error: 'The host hooks.example.com resolves to 127.0.0.1, which is not a public address.',
    });
    expect(received).toHaveLength(0);
  });
});
