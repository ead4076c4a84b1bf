/**
 * The whole app (providers, real route tree, shell) on a memory history, with the API answered by a fake
 * fetch: what a component test needs to exercise routing, loaders and the shell together.
 */
import type { I18n } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { expect, onTestFinished, vi } from 'vitest';
import type { ReferenceResponse } from '../../domain/reference-response';
import { App } from '../app/app';
import { jsonResponse } from './json-response';
import { createAppI18n } from '../app/i18n';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../router';

export interface FakeApi {
  /** The reference response per guid; a guid not listed answers 404. */
  responses?: Record<string, ReferenceResponse>;
  /** Answer every reference-response read with this status instead (a test may change it later). */
  status?: number;
  /** While set, reference-response reads for these guids wait for it (to observe a pending navigation). */
  hold?: { guids: string[]; until: Promise<unknown> };
  /** Answers for any other call (provider statuses, saves); undefined falls through to 404. */
  extra?: (url: URL, init: RequestInit | undefined) => Response | undefined | Promise<Response | undefined>;
}

/** A fetch standing in for the API: GET /api/oneform/{guid}/ and GET /api/countries/. */
function fakeFetch(api: FakeApi) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const headers = new Headers(init?.headers);
    if (url.pathname === '/api/countries/') return jsonResponse([{ id: 1, guid: 'c1', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' }]);
    const match = /^\/api\/oneform\/([^/]+)\/$/.exec(url.pathname);
    if (match) {
      const guid = decodeURIComponent(match[1] ?? '');
      if (api.hold?.guids.includes(guid)) await api.hold.until;
      // Read at call time, so a test can change the answer between two visits.
      if (api.status) return jsonResponse({ detail: 'Refused.' }, api.status);
      if (!headers.get('Authorization')) return jsonResponse({ detail: 'Authentication credentials were not provided.' }, 401);
      const response = api.responses?.[guid];
      return response ? jsonResponse(response) : jsonResponse({ detail: 'Not found.' }, 404);
    }
    const answer = await api.extra?.(url, init);
    if (answer) return answer;
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

export interface RenderAppOptions {
  /** The first address, path and query. */
  url: string;
  api?: FakeApi;
  i18n?: I18n;
}

export function renderApp({ url, api = {}, i18n = createAppI18n() }: RenderAppOptions) {
  const fetch = fakeFetch(api);
  vi.stubGlobal('fetch', fetch);
  // jsdom has no scrolling; the router restores scroll positions on every navigation.
  vi.stubGlobal('scrollTo', vi.fn());
  const queryClient = createQueryClient();
  // A failing read shows its error at once instead of after the production retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ queryClient, i18n, history });
  const view = render(<App router={router} queryClient={queryClient} i18n={i18n} />);
  // A test may end on a navigation still loading (a lazily loaded page); the router's pending timer would then fire
  // after jsdom is gone. Letting the load settle first keeps every timer inside the test's environment.
  onTestFinished(() => vi.waitFor(() => expect(router.state.status).toBe('idle'), { timeout: 5_000 }).catch(() => undefined));
  return { ...view, router, queryClient, history, fetch, i18n };
}

/**
 * Starts a save that stays in flight until `settle()` is awaited, so a test can look at the app while it is
 * submitting and again once the save is over.
 */
export function startPendingSave(queryClient: QueryClient): { settle(): Promise<void> } {
  let finish!: () => void;
  const save = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
  });
  let done!: Promise<unknown>;
  act(() => {
    done = save.execute(undefined);
  });
  return {
    settle: () =>
      act(async () => {
        finish();
        await done;
      }),
  };
}
