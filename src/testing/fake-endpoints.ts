/**
 * Fake answers for renderApp's `extra` hook: the provider status calls, completion, settings and the New
 * Zealand company code, each at its contract path. A call a test does not answer falls through to 404.
 */
import type { CandidateAnswers } from '../../domain/candidate-answers';
import type { ReferenceResponse } from '../../domain/reference-response';
import { jsonResponse } from './json-response';
import type { FakeApi } from './render-app';

type Endpoint = NonNullable<FakeApi['extra']>;

/** The first endpoint that answers a call answers it. */
export function endpoints(...handlers: Endpoint[]): Endpoint {
  return async (url, init) => {
    for (const handler of handlers) {
      const answer = await handler(url, init);
      if (answer) return answer;
    }
    return undefined;
  };
}

export interface ProviderAnswers {
  /** document_signed_and_sealed per e-signing document type. */
  signed?: Partial<Record<string, boolean>>;
  /** is_trinsic_id_check. */
  digitalId?: boolean;
  /** get_trinsic_results success. */
  digitalIdSuccess?: boolean;
  /** The first provider's status and credit status. */
  hooyu?: { status: string | null; credit_status: string | null };
  abandoned?: boolean;
  /** Instant employment order statuses. */
  orders?: string[];
  registrations?: { drug_screening?: boolean; occupational_health?: boolean };
  /** Path patterns that answer 500, as a provider that is down. */
  failing?: RegExp[];
  /** While set, every provider call waits for it. */
  hold?: Promise<unknown>;
}

/** GET /api/partner/... and /api/providers/... as the contract answers them. */
export function providerEndpoints(answers: ProviderAnswers): Endpoint {
  return async (url) => {
    const path = url.pathname;
    if (!path.startsWith('/api/partner/') && !path.startsWith('/api/providers/')) return undefined;
    if (answers.hold) await answers.hold;
    if (answers.failing?.some((pattern) => pattern.test(path))) return jsonResponse({ detail: 'Provider down.' }, 500);

    const signed = /^\/api\/partner\/scrive\/([^/]+)\/status\/[^/]+$/.exec(path);
    if (signed) {
      const value = answers.signed?.[signed[1] ?? ''];
      return value === undefined ? undefined : jsonResponse({ document_signed_and_sealed: value });
    }
    if (/^\/api\/providers\/validate_id_check_provider\/[^/]+\/$/.test(path) && answers.digitalId !== undefined) {
      return jsonResponse({ is_trinsic_id_check: answers.digitalId });
    }
    if (/^\/api\/providers\/trinsic\/get_trinsic_results\/[^/]+\/$/.test(path) && answers.digitalIdSuccess !== undefined) {
      return jsonResponse({ success: answers.digitalIdSuccess });
    }
    if (/^\/api\/providers\/hooyu\/is_abandoned\/[^/]+$/.test(path) && answers.abandoned !== undefined) {
      return jsonResponse({ abandoned: answers.abandoned });
    }
    if (/^\/api\/providers\/hooyu\/[^/]+\/$/.test(path) && answers.hooyu) return jsonResponse(answers.hooyu);
    if (path === '/api/providers/mistho/orders' && answers.orders) {
      return jsonResponse({
        results: answers.orders.map((status, index) => ({ id: index + 1, status, app_url: null })),
      });
    }
    if (/^\/api\/providers\/clearstar_registration_id\/[^/]+\/$/.test(path) && answers.registrations) {
      return jsonResponse(answers.registrations);
    }
    return undefined;
  };
}

export interface CompleteEndpoint {
  handler: Endpoint;
  /** How many times the complete call was made. */
  calls: () => number;
}

/**
 * POST /api/oneform/{guid}/{responseGuid}/complete/: answers with `answer()` once `until` (when given) settles,
 * so a test can look at the page while the call is in flight.
 */
export function completeEndpoint(answer: () => Response, until?: Promise<unknown>): CompleteEndpoint {
  let calls = 0;
  return {
    calls: () => calls,
    handler: async (url, init) => {
      if (init?.method !== 'POST' || !/^\/api\/oneform\/[^/]+\/[^/]+\/complete\/$/.test(url.pathname)) return undefined;
      calls += 1;
      if (until) await until;
      return answer();
    },
  };
}

/** The response as the server answers a successful completion. */
export function doneResponse(response: ReferenceResponse): Response {
  return jsonResponse({ ...response, status: 'done' });
}

/** GET /api/oneform/{guid}/answers/: the answers the check before submitting shows. */
export function answersEndpoint(answers: CandidateAnswers): Endpoint {
  return (url, init) =>
    (init?.method ?? 'GET') === 'GET' && /^\/api\/oneform\/[^/]+\/answers\/$/.test(url.pathname) ? jsonResponse(answers) : undefined;
}

/** GET /api/settings/ */
export function settingsEndpoint(settings: { help_centre_url: string; career_passport_url: string } | 'failing'): Endpoint {
  return (url) => {
    if (url.pathname !== '/api/settings/') return undefined;
    return settings === 'failing' ? jsonResponse({ detail: 'Unavailable.' }, 500) : jsonResponse(settings);
  };
}

/** GET /api/accounts/nz_company_code/?company_id={id} */
export function nzCompanyCodeEndpoint(codes: Record<number, string>): Endpoint {
  return (url) => {
    if (url.pathname !== '/api/accounts/nz_company_code/') return undefined;
    const code = codes[Number(url.searchParams.get('company_id'))];
    return code === undefined ? jsonResponse({ detail: 'Not found.' }, 404) : jsonResponse({ code });
  };
}

/** A promise a test releases when it wants. */
export function gate(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}
