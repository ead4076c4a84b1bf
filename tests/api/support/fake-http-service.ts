/**
 * What every fake outside service shares: a node:http server on 127.0.0.1 and a free port that records each call,
 * can be made to fail, answer cut-off JSON or hang, refuses a call without the service's key, and hands the rest to
 * the fake's own API. close() ends everything, hanging calls included.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'normal' | 'error' | 'malformed' | 'hang';

export interface FakeCall {
  method: string;
  /** The path below the service's base path: /find for /v1/find. */
  path: string;
  /** The path and query as asked, so tests can check no secret travels in it. */
  url: string;
  /** A POST's JSON body; {} for other methods. */
  body: Record<string, unknown>;
}

export interface FakeRequest extends FakeCall {
  headers: IncomingHttpHeaders;
}

export interface FakeAnswer {
  status: number;
  contentType: string;
  content: string | Uint8Array;
}

/** A fake with modes beyond the shared ones names them in ExtraMode; the shared code lets those through to its API. */
export interface FakeHttpService<Call, ExtraMode extends string = never> {
  baseUrl: string;
  calls: Call[];
  /** How the service answers from now on. */
  mode: FakeMode | ExtraMode;
  close(): Promise<void>;
}

export interface FakeHttpServiceOptions<Call, ExtraMode extends string> {
  /** Where the API sits on the server, e.g. /v1; part of baseUrl. */
  basePath: string;
  /** What tests read about a call: the shared fields plus the credential as this service carries it. */
  record(request: FakeRequest): Call;
  /** Whether the call carries the service's key. */
  authorised(request: FakeRequest): boolean;
  /** The answer in 'error' mode. */
  unavailable: FakeAnswer;
  /** The answer to a call without the right key. */
  unauthorised: FakeAnswer;
  /** The JSON, cut short, that 'malformed' mode answers. */
  truncatedJson: string;
  /** The service's own API, for authorised calls in a mode that answers. */
  route(request: FakeRequest, service: FakeHttpService<Call, ExtraMode>): FakeAnswer | Promise<FakeAnswer>;
}

/** A call to a service that takes its key in an x-api-key header, with the key it was given. */
export interface FakeApiKeyCall extends FakeCall {
  key: string | undefined;
}

export const apiKeyCredential = (key: string) => ({
  record: ({ headers, ...call }: FakeRequest): FakeApiKeyCall => {
    const given = headers['x-api-key'];
    return { ...call, key: typeof given === 'string' ? given : undefined };
  },
  authorised: ({ headers }: FakeRequest) => headers['x-api-key'] === key,
});

/** A call to a service that takes its key as a bearer token, with the authorization header it was given. */
export interface FakeBearerCall extends FakeCall {
  authorization: string | undefined;
}

export const bearerCredential = (token: string) => ({
  record: ({ headers, ...call }: FakeRequest): FakeBearerCall => ({ ...call, authorization: headers.authorization }),
  authorised: ({ headers }: FakeRequest) => headers.authorization === `Bearer ${token}`,
});

export const json = (status: number, body: unknown): FakeAnswer => ({
  status,
  contentType: 'application/json',
  content: JSON.stringify(body),
});

/**
 * A `/v1` service keyed by an x-api-key header whose failures carry a code alone: the credit, document-scan,
 * employment-verification and screening services alike.
 */
export const apiKeyServiceBasics = (key: string) => ({
  basePath: '/v1',
  ...apiKeyCredential(key),
  unavailable: json(503, { error: { code: 'unavailable' } }),
  unauthorised: json(401, { error: { code: 'invalid_key' } }),
});

/** A failure that says what went wrong in words as well, as the address and digital-ID services answer. */
export const failure = (code: string, message: string) => ({ error: { code, message } });

/** The down and wrong-key answers of a service whose failures say what went wrong. */
export const describedFailures = () => ({
  unavailable: json(503, failure('unavailable', 'The service is down for maintenance.')),
  unauthorised: json(401, failure('invalid_key', 'The key given is not valid.')),
});

async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeHttpService<Call, ExtraMode extends string = never>(
  options: FakeHttpServiceOptions<Call, ExtraMode>,
): Promise<FakeHttpService<Call, ExtraMode>> {
  const hanging = new Set<ServerResponse>();

  const service: FakeHttpService<Call, ExtraMode> = {
    baseUrl: '',
    calls: [],
    mode: 'normal',
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const answer = (request: FakeRequest): FakeAnswer | Promise<FakeAnswer> => {
    if (service.mode === 'error') return options.unavailable;
    if (service.mode === 'malformed') return { status: 200, contentType: 'application/json', content: options.truncatedJson };
    if (!options.authorised(request)) return options.unauthorised;
    return options.route(request, service);
  };

  const server = createServer(async (incoming, response) => {
    const method = incoming.method ?? '';
    const url = incoming.url ?? '';
    const pathname = new URL(url || '/', 'http://fake.invalid').pathname;
    const request: FakeRequest = {
      method,
      path: pathname.startsWith(options.basePath) ? pathname.slice(options.basePath.length) : pathname,
      url,
      body: method === 'POST' ? await readJsonBody(incoming) : {},
      headers: incoming.headers,
    };
    service.calls.push(options.record(request));
    if (service.mode === 'hang') {
      hanging.add(response);
      return;
    }
    const { status, contentType, content } = await answer(request);
    response.writeHead(status, { 'content-type': contentType });
    response.end(content);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  service.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${options.basePath}`;
  return service;
}
