/**
 * The API client (spec 000 §7 and §8). Every call goes to the same origin under /api, with credentials,
 * `Accept: application/json`, a JSON body unless the body is form data, and `Authorization: Token {token}`.
 *
 * Outcomes, by the error catalogue:
 * - 2xx: `{ ok: true, status, statusText, data, headers }`, data being the parsed JSON or `{}` when the body is
 *   not JSON (an empty 201/204); for a blob or arraybuffer response type, data is the raw body.
 * - fetch itself fails: `{ ok: false, status: 503, statusText: 'Network Error', error: { detail } }`.
 * - 400, 409, 429: `{ ok: false, ... error }` with the server's JSON error body; callers show it on the form.
 * - 413: the same, the body falling back to `{ detail: 'File size exceeds 20Mb.' }` (a proxy's HTML page).
 * - anything else: thrown as an `ApiError` carrying the status, which the error page reads.
 *
 * The result is a discriminated union on `ok`, so a caller cannot read `data` before handling a failure.
 *
 * An upload that shows its progress goes through `uploadRequest`, over XMLHttpRequest (only XHR reports how much of
 * a body is sent), with the same headers and the same outcomes.
 */
import { FILE_TOO_LARGE_DETAIL, NETWORK_ERROR_DETAIL } from '../../domain/limits';
import { getAuthToken } from './auth-token';
import { takeEarlyRead } from './early-read';

/** Same origin: the server serves the SPA and the API together (ARCHITECTURE.md "The system"). */
const API_BASE_PATH = '/api';

const NETWORK_ERROR_STATUS = 503;
export const NETWORK_ERROR_STATUS_TEXT = 'Network Error';

/** Failing statuses answered as a value for the caller to show, not thrown (spec 000 §8). */
const RETURNED_ERROR_STATUSES: readonly number[] = [400, 409, 413, 429];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ResponseType = 'json' | 'blob' | 'arraybuffer';

/** The DRF error shape: field name → messages, plus `non_field_errors` and `detail`. */
export type ErrorBody = Record<string, unknown>;

export interface RequestOptions<R extends ResponseType = 'json'> {
  method?: HttpMethod;
  /** FormData is sent as is (the browser sets the multipart boundary); anything else as JSON. */
  body?: unknown;
  /** Appended to the path; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  responseType?: R;
  /** Extra headers; they win over the defaults. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  statusText: string;
  data: T;
  /** The response headers (a blob's file name and type are read from them). */
  headers: Headers;
}

export interface ApiFailure<E = ErrorBody> {
  ok: false;
  status: number;
  statusText: string;
  error: E;
}

export type ApiResult<T, E = ErrorBody> = ApiSuccess<T> | ApiFailure<E>;

/** A call that answered with a refusal (400 with field errors, 409, 413), which a machine may hold as its error. */
export function isApiFailure(value: unknown): value is ApiFailure<unknown> {
  return typeof value === 'object' && value !== null && 'ok' in value && value.ok === false && 'error' in value;
}

/** What `data` holds for each response type: JSON is the caller's declared type, the others the raw body. */
export type ResponseData<R extends ResponseType, T> = R extends 'blob' ? Blob : R extends 'arraybuffer' ? ArrayBuffer : T;

/**
 * A failing status the caller is not expected to handle (401, 403, 404, 5xx…): an "empty response" with that
 * status, thrown so the router's error page shows it (spec 000 §8). `body` keeps the parsed error body where
 * a query fetcher turned a returned failure into a throw.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: ErrorBody | null;

  constructor(status: number, statusText: string, body: ErrorBody | null = null) {
    super(`${status} ${statusText}`.trim());
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface HttpClientConfig {
  /** Read at call time so a test (or a polyfill) can replace the global after import. */
  fetch?: () => typeof fetch;
  getToken?: () => string | null;
  basePath?: string;
}

export type ApiRequest = <T = unknown, R extends ResponseType = 'json'>(
  path: string,
  options?: RequestOptions<R>,
) => Promise<ApiResult<ResponseData<R, T>>>;

function buildUrl(basePath: string, path: string, query: RequestOptions<ResponseType>['query']): string {
  const url = `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

/** Parsed JSON, or `{}` when the body is empty or not JSON (spec 000 §7: "an empty object if parsing fails"). */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return {};
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return parseJson(await response.text());
  } catch {
    return {};
  }
}

function isNonEmptyObject(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/** The error body of a returned failure: a JSON object, or a non-object JSON value kept under non_field_errors. */
function asErrorBody(value: unknown): ErrorBody {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as ErrorBody;
  if (value === undefined || value === null) return {};
  return { non_field_errors: Array.isArray(value) ? value : [value] };
}

/** The headers of every call: JSON unless the body is form data, and the candidate's token. */
function requestHeaders(getToken: () => string | null, formData: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!formData) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Token ${token}`;
  return headers;
}

const networkFailure = (): ApiFailure => ({
  ok: false,
  status: NETWORK_ERROR_STATUS,
  statusText: NETWORK_ERROR_STATUS_TEXT,
  error: { detail: NETWORK_ERROR_DETAIL },
});

/** A failing status by the error catalogue: returned with its body (413's falling back), or thrown. */
function failureOf(status: number, statusText: string, parsed: unknown): ApiFailure {
  if (status === 413) {
    return { ok: false, status, statusText, error: isNonEmptyObject(parsed) ? asErrorBody(parsed) : { detail: FILE_TOO_LARGE_DETAIL } };
  }
  if (RETURNED_ERROR_STATUSES.includes(status)) return { ok: false, status, statusText, error: asErrorBody(parsed) };
  throw new ApiError(status, statusText);
}

export function createApiRequest(config: HttpClientConfig = {}): ApiRequest {
  const getFetch = config.fetch ?? (() => globalThis.fetch);
  const getToken = config.getToken ?? getAuthToken;
  const basePath = config.basePath ?? API_BASE_PATH;

  return async function apiRequest<T = unknown, R extends ResponseType = 'json'>(
    path: string,
    options: RequestOptions<R> = {},
  ): Promise<ApiResult<ResponseData<R, T>>> {
    const { method = 'GET', body, query, responseType = 'json', headers: extraHeaders, signal } = options;
    const formData = isFormData(body);
    const headers = { ...requestHeaders(getToken, formData), ...extraHeaders };

    const init: RequestInit = { method, headers, credentials: 'include' };
    if (body !== undefined) init.body = formData ? body : JSON.stringify(body);
    if (signal) init.signal = signal;

    const url = buildUrl(basePath, path, query);
    const early = method === 'GET' && body === undefined ? takeEarlyRead(url, getToken()) : null;
    let response: Response;
    try {
      response = await (early ?? getFetch()(url, init));
    } catch (cause) {
      // A cancelled query is not a network failure: let TanStack Query see the abort.
      if (signal?.aborted) throw cause;
      return networkFailure();
    }

    const { status, statusText } = response;
    if (response.ok) {
      let data: unknown;
      if (responseType === 'blob') data = await response.blob();
      else if (responseType === 'arraybuffer') data = await response.arrayBuffer();
      else data = await readJson(response);
      return { ok: true, status, statusText, data: data as ResponseData<R, T>, headers: response.headers };
    }
    return failureOf(status, statusText, await readJson(response));
  };
}

export interface UploadRequest<T> {
  /** Settles like `apiRequest`'s promise; never, once aborted. */
  result: Promise<ApiResult<T>>;
  abort(): void;
}

/**
 * A POST of form data through XMLHttpRequest, reporting how much of the body is sent: the same headers and
 * outcomes as `apiRequest` (a successful answer's headers are not read, so `headers` is empty).
 */
export function uploadRequest<T = unknown>(
  path: string,
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
  getToken: () => string | null = getAuthToken,
  headers: Record<string, string> = {},
): UploadRequest<T> {
  const request = new XMLHttpRequest();
  const result = new Promise<ApiResult<T>>((resolve, reject) => {
    request.open('POST', buildUrl(API_BASE_PATH, path, undefined));
    for (const [name, value] of Object.entries({ ...requestHeaders(getToken, true), ...headers })) request.setRequestHeader(name, value);
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      const { status, statusText } = request;
      const parsed = parseJson(request.responseText);
      if (status >= 200 && status < 300) {
        resolve({ ok: true, status, statusText, data: parsed as T, headers: new Headers() });
        return;
      }
      try {
        resolve(failureOf(status, statusText, parsed));
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(status, statusText));
      }
    });
    request.addEventListener('error', () => resolve(networkFailure()));
    request.send(form);
  });
  return { result, abort: () => request.abort() };
}

/** The client every endpoint module uses. */
export const apiRequest: ApiRequest = createApiRequest();

/**
 * For query fetchers, which must throw to fail: the data of a success, or an ApiError carrying the returned
 * failure's status and body (a network failure becomes a thrown 503 "Network Error").
 */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result.status, result.statusText, result.error);
}

/** A query fetcher's GET: the data of a success, or the failure thrown as `unwrap` throws it. */
export async function fetchJson<T>(path: string, signal?: AbortSignal, query?: RequestOptions['query']): Promise<T> {
  return unwrap(await apiRequest<T>(path, { ...(query ? { query } : {}), ...(signal ? { signal } : {}) }));
}

/** Encode one dynamic path segment (a guid or id) so it cannot change the path's shape. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
