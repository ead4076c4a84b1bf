import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { callRemoteJson, sendRemote, type RemoteService } from './remote-call';

class ServiceDownError extends Error {}

const service: RemoteService = {
  name: 'The test service',
  baseUrl: 'https://x.example.com/v1',
  timeoutMs: 1_000,
  credentials: { 'x-api-key': 'secret' },
  unavailable: ServiceDownError,
};
const schema = v.object({ id: v.string() });

function answering(response: () => Response) {
  return vi.fn<typeof fetch>(() => Promise.resolve(response()));
}

async function failure(call: Promise<unknown>): Promise<Error> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('sendRemote', () => {
  it('sends the key in a header and the body as JSON, following no redirect', async () => {
    const fetcher = answering(() => Response.json({ id: '1' }));
    await sendRemote(service, { method: 'POST', path: '/things', body: { a: 1 } }, fetcher);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('https://x.example.com/v1/things');
    expect(init).toMatchObject({
      method: 'POST',
      headers: {
        'x-api-key': 'secret',
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: '{"a":1}',
      redirect: 'error',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('names the call, by its label, when the service cannot be reached', async () => {
    const fetcher = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(
      sendRemote(service, { method: 'GET', path: '/things/42', label: '/things/{id}' }, fetcher),
    );
    expect(error).toBeInstanceOf(ServiceDownError);
    expect(error.message).toBe('The test service did not answer GET /things/{id} at all.');
  });

  it('says so when the service is too slow', async () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    const fetcher = vi.fn<typeof fetch>(() => Promise.reject(timeout));
    const error = await failure(sendRemote(service, { method: 'GET', path: '/things' }, fetcher));
    expect(error.message).toBe('The test service did not answer GET /things in time.');
  });
});

describe('callRemoteJson', () => {
  const request = { method: 'GET', path: '/things' } as const;

  it('answers the body in the shape asked for', async () => {
    await expect(
      callRemoteJson(
        service,
        schema,
        request,
        answering(() => Response.json({ id: '1' })),
      ),
    ).resolves.toStrictEqual({
      id: '1',
    });
  });

  it('names the status and the code of a refusal', async () => {
    const fetcher = answering(() => Response.json({ error: { code: 'invalid_key', message: 'no' } }, { status: 401 }));
    const error = await failure(callRemoteJson(service, schema, request, fetcher));
    expect(error).toBeInstanceOf(ServiceDownError);
    expect(error.message).toBe('The test service answered 401 (invalid_key) to GET /things.');
  });

  it('names only the status when the refusal is not JSON', async () => {
    const fetcher = answering(() => new Response('<html>', { status: 502 }));
    const error = await failure(callRemoteJson(service, schema, request, fetcher));
    expect(error.message).toBe('The test service answered 502 to GET /things.');
  });

  it('lets the provider read a refusal its own way', async () => {
    const fetcher = answering(() => Response.json({ error: { code: 'gone' } }, { status: 404 }));
    const notFound = new Error('no such thing');
    const error = await failure(
      callRemoteJson(service, schema, request, fetcher, (status, code) =>
        status === 404 && code === 'gone' ? notFound : null,
      ),
    );
    expect(error).toBe(notFound);
  });

  it('refuses malformed JSON and an unexpected shape', async () => {
    const malformed = await failure(
      callRemoteJson(
        service,
        schema,
        request,
        answering(() => new Response('{')),
      ),
    );
    expect(malformed.message).toBe('The test service answered GET /things with malformed JSON.');
    const shapeless = await failure(
      callRemoteJson(
        service,
        schema,
        request,
        answering(() => Response.json({ id: 1 })),
      ),
    );
    expect(shapeless.message).toBe('The test service answered GET /things in an unexpected shape.');
  });
});
