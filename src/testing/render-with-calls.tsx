/**
 * A page opened through the real router over fake endpoints, with the API calls the test cares about kept in order
 * and answered by the test.
 */
import type { ReferenceResponse } from '../../domain/reference-response';
import { renderApp } from './render-app';

interface KeepingScene<Kept> {
  url: string;
  response: ReferenceResponse;
  /** What to keep of a call, or undefined for a call left to the fake endpoints. */
  keep: (path: string, init: RequestInit | undefined) => Kept | undefined;
  answer: (kept: Kept) => Response;
}

export function renderKeepingCalls<Kept>({ url, response, keep, answer }: KeepingScene<Kept>) {
  const calls: Kept[] = [];
  const view = renderApp({
    url,
    api: {
      responses: { [response.reference_request.guid]: response },
      extra: (requestUrl, init) => {
        const kept = keep(requestUrl.pathname, init);
        if (kept === undefined) return undefined;
        calls.push(kept);
        return answer(kept);
      },
    },
  });
  return { ...view, calls };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

interface CallsScene {
  url: string;
  response: ReferenceResponse;
  /** The path the kept calls start with, `/api/oneform/guid-1/response-1/…`. */
  under: string;
  answer: (call: ApiCall) => Response;
}

/** Keeps every call below one API path, with its method, path and body. */
export const renderWithCalls = ({ url, response, under, answer }: CallsScene) =>
  renderKeepingCalls<ApiCall>({
    url,
    response,
    keep: (path, init) =>
      path.startsWith(under)
        ? { method: init?.method ?? 'GET', path, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null }
        : undefined,
    answer,
  });
