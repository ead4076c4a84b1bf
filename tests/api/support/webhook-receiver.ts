/**
 * A webhook receiver on loopback, as an organisation would run one: it records every message and answers with the
 * statuses a test queues (204 once the queue is empty). Messages are checked with the Standard Webhooks library's
 * own verifier.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedMessage {
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body: {type, timestamp, data}. */
  json: { type: string; timestamp: string; data: Record<string, string> };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedMessage[];
  /** The statuses the next requests get, in order. */
  answerWith(...statuses: number[]): void;
  /** Resolves once `count` messages have come, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  /** The message's payload when its signature verifies with this secret; throws otherwise. */
  verify(message: ReceivedMessage, secret: string): unknown;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedMessage[] = [];
  const queued: number[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body, json: JSON.parse(body) as ReceivedMessage['json'] });
      response.writeHead(queued.shift() ?? 204).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith: (...statuses) => void queued.push(...statuses),
    waitFor: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} webhook messages within ${timeoutMs} ms, got ${received.length}.`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    verify: (message, secret) => new Webhook(secret).verify(message.body, message.headers as Record<string, string>),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
