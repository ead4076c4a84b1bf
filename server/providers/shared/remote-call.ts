/**
 * One call to a provider's remote service. Every call is bounded by the service's timeout, the body included, and
 * follows no redirect; every failure becomes the provider's own "unavailable" error, whose message names the call
 * but never the key or the body sent.
 */
import * as v from 'valibot';
import type { RemoteCallSettings } from './settings';

export interface RemoteService {
  /** How messages name the service, e.g. "The address service". */
  name: string;
  baseUrl: string;
  timeoutMs: number;
  /** The headers that carry the key; they travel with every call, never in a URL. */
  credentials: Record<string, string>;
  unavailable: new (message: string, options?: ErrorOptions) => Error;
}

/**
 * A provider's service, named as its messages name it, at the configured address and timeout. The key goes in an
 * X-Api-Key header, or as a bearer token in Authorization for the services that take it so.
 */
export function remoteService(
  name: string,
  unavailable: RemoteService['unavailable'],
  { baseUrl, apiKey, timeoutMs }: RemoteCallSettings,
  keyIn: 'x-api-key' | 'bearer' = 'x-api-key',
): RemoteService {
  const credentials: Record<string, string> =
    keyIn === 'bearer' ? { authorization: `Bearer ${apiKey}` } : { 'x-api-key': apiKey };
  return { name, baseUrl, timeoutMs, credentials, unavailable };
}

export interface RemoteRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON when given. */
  body?: unknown;
  accept?: string;
  /** How messages name the path, when the path holds something they must not repeat. */
  label?: string;
}

/** The error body a service answers with a status of 400 or more: {"error": {"code", "message"}}. */
const errorSchema = v.object({
  error: v.object({ code: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,40}$/)) }),
});

function callName({ method, path, label = path }: RemoteRequest): string {
  return `${method} ${label}`;
}

function silence(service: RemoteService, request: RemoteRequest, error: unknown): Error {
  const reason = error instanceof Error && error.name === 'TimeoutError' ? 'in time' : 'at all';
  return new service.unavailable(`${service.name} did not answer ${callName(request)} ${reason}.`, { cause: error });
}

/** The service's response, whatever its status; a call that gets none is the provider's unavailable error. */
export async function sendRemote(
  service: RemoteService,
  request: RemoteRequest,
  fetcher: typeof fetch,
): Promise<Response> {
  const { method, path, body, accept = 'application/json' } = request;
  try {
    return await fetcher(`${service.baseUrl}${path}`, {
      method,
      headers: {
        ...service.credentials,
        accept,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(service.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw silence(service, request, error);
  }
}

/**
 * What a refused call (a status of 400 or more) means to the provider, given the error code the service answered
 * with, if any; null leaves it the provider's unavailable error.
 */
export type RefusalReading = (status: number, code: string | null) => Error | null;

/** The service's JSON answer in the shape of `schema`. */
export async function callRemoteJson<S extends v.GenericSchema>(
  service: RemoteService,
  schema: S,
  request: RemoteRequest,
  fetcher: typeof fetch,
  refused: RefusalReading = () => null,
): Promise<v.InferOutput<S>> {
  const response = await sendRemote(service, request, fetcher);
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch (error) {
    // An error answer need not be JSON.
    if (error instanceof Error && error.name === 'TimeoutError') throw silence(service, request, error);
    if (response.ok) {
      throw new service.unavailable(`${service.name} answered ${callName(request)} with malformed JSON.`, {
        cause: error,
      });
    }
  }
  if (!response.ok) {
    const failure = v.safeParse(errorSchema, parsed);
    const code = failure.success ? failure.output.error.code : null;
    throw (
      refused(response.status, code) ??
      new service.unavailable(
        `${service.name} answered ${response.status}${code ? ` (${code})` : ''} to ${callName(request)}.`,
      )
    );
  }
  const result = v.safeParse(schema, parsed);
  if (!result.success) {
    throw new service.unavailable(`${service.name} answered ${callName(request)} in an unexpected shape.`);
  }
  return result.output;
}
