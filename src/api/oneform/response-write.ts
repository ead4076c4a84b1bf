/**
 * The one write path of the candidate's response (docs/architecture.md "The write path"). Every save, delete, skip
 * and completion is a `responseWrite`: its method, its path, the body it takes (typed by the domain schema's output)
 * and the answer it gets (the reference response, unless said otherwise). The factory sends it through the API
 * client and puts the answer into the cached reference response before the call resolves, so the hub, the guards
 * and the next step already read what was saved. Refusals (400 with field errors, 409 once the request is locked)
 * come back as the result's error for the screen to show; anything else is thrown by the client to the error page.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, type HttpMethod, apiRequest, segment } from '../http';
import { attemptHeaders } from '../write-attempts';
import { referenceResponseQueryOptions } from './get-reference-response';

/** The response a write goes to: its request's guid (the cache key) and its own. */
export interface ResponseTarget {
  guid: string;
  responseGuid: string;
}

/** What a write is; `Body` is what its caller gives, `Answer` what the server answers on success. */
export interface ResponseWriteSpec<Body, Answer> {
  /** Names the write in its mutation key, after `['oneform', guid]`. */
  key: readonly string[];
  method: HttpMethod | ((body: Body) => HttpMethod);
  /** Below the response's own path `/oneform/{guid}/{responseGuid}/` as text; a function gives the whole path. */
  path: string | ((target: ResponseTarget, body: Body) => string);
  /** What is sent; the body itself by default, nothing for a body of `void`. */
  send?: (body: Body) => unknown;
  /** The cached response once the answer is in; by default the answer replaces it. */
  merge?: (cached: ReferenceResponse, answer: Answer) => ReferenceResponse;
}

export interface ResponseWrite<Body, Answer> {
  readonly spec: ResponseWriteSpec<Body, Answer>;
}

export type WriteCall<Body, Answer> = (body: Body) => Promise<ApiResult<Answer>>;

/** `/oneform/{guid}/{responseGuid}/` followed by `rest`. */
export function responsePath({ guid, responseGuid }: ResponseTarget, rest = ''): string {
  return `/oneform/${segment(guid)}/${segment(responseGuid)}/${rest}`;
}

/** The removal of one line of a list below the response (an employer, a referee, a gap), by its id. */
export function deleteByIdWrite(key: readonly string[], listPath: string): ResponseWrite<number, ReferenceResponse> {
  return responseWrite<number>({
    key,
    method: 'DELETE',
    path: (target, id) => responsePath(target, `${listPath}${segment(id)}/`),
    send: () => undefined,
  });
}

/**
 * Only a reference response may replace the cached one: a success whose body could not be read arrives as `{}`,
 * and must not wipe the request out of every screen.
 */
export function isReferenceResponse(value: unknown): value is ReferenceResponse {
  return typeof value === 'object' && value !== null && 'reference_request' in value && 'guid' in value;
}

function replaceWithAnswer(cached: ReferenceResponse, answer: unknown): ReferenceResponse {
  return isReferenceResponse(answer) ? answer : cached;
}

/** A write whose answer is the whole reference response, which replaces the cached one. */
export function responseWrite<Body = void>(spec: Omit<ResponseWriteSpec<Body, ReferenceResponse>, 'merge'>): ResponseWrite<Body, ReferenceResponse>;
/** A write whose answer is a part of the response, which `merge` puts into the cached one. */
export function responseWrite<Body, Answer>(
  spec: ResponseWriteSpec<Body, Answer> & { merge: ResponseWriteSpec<Body, Answer>['merge'] },
): ResponseWrite<Body, Answer>;
export function responseWrite<Body, Answer>(spec: ResponseWriteSpec<Body, Answer>): ResponseWrite<Body, Answer> {
  return { spec };
}

/**
 * Sends one write, and on success puts its answer into the cached reference response before resolving. Its
 * `Idempotency-Key` makes the same write sent twice one write (src/api/write-attempts.ts).
 */
export async function sendWrite<Body, Answer>(
  queryClient: QueryClient,
  { spec }: ResponseWrite<Body, Answer>,
  target: ResponseTarget,
  body: Body,
): Promise<ApiResult<Answer>> {
  const path = typeof spec.path === 'string' ? responsePath(target, spec.path) : spec.path(target, body);
  const method = typeof spec.method === 'string' ? spec.method : spec.method(body);
  const sent = spec.send ? spec.send(body) : body;
  const headers = attemptHeaders(target.guid, method, path, sent);
  const result = await apiRequest<Answer>(path, sent === undefined ? { method, headers } : { method, body: sent, headers });
  if (result.ok) {
    const merge = spec.merge ?? replaceWithAnswer;
    queryClient.setQueryData(referenceResponseQueryOptions(target.guid).queryKey, (cached) =>
      cached ? merge(cached, result.data) : cached,
    );
  }
  return result;
}

export function writeMutationOptions<Body, Answer>(queryClient: QueryClient, write: ResponseWrite<Body, Answer>, target: ResponseTarget) {
  return mutationOptions({
    mutationKey: ['oneform', target.guid, ...write.spec.key] as const,
    mutationFn: (body: Body) => sendWrite(queryClient, write, target, body),
  });
}

/**
 * The write to one response as a promise of its result. It runs as a mutation, so the busy banner says
 * "Submitting..." while it is under way.
 */
export function useWriteTo<Body, Answer>(write: ResponseWrite<Body, Answer>, target: ResponseTarget): WriteCall<Body, Answer> {
  const queryClient = useQueryClient();
  return useMutation(writeMutationOptions(queryClient, write, target)).mutateAsync;
}

/** The write to the loaded response. */
export function useResponseWrite<Body, Answer>(write: ResponseWrite<Body, Answer>): WriteCall<Body, Answer> {
  const response = useReferenceResponse();
  return useWriteTo(write, { guid: response.reference_request.guid, responseGuid: response.guid });
}
