import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStepComplete } from '../../../domain/progress';
import type { RequiredSection } from '../../../domain/requirements';
import { buildResponse } from '../../../domain/testing/build-response';
import {
  fetchProviderStatuses,
  identityFlowFromLink,
  type ProviderLookups,
  type ProviderStatusesRequest,
  providerLookups,
} from './provider-statuses';

type Answer = { status: number; body: unknown } | 'network-error';

/** Answers per path (query included); anything not listed is a 404. */
let answers: Record<string, Answer> = {};
async function respond(input: RequestInfo | URL): Promise<Response> {
  const answer = answers[String(input)];
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  if (!answer) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
  return new Response(JSON.stringify(answer.body), { status: answer.status });
}
const fetchMock = vi.fn<typeof fetch>();
const ok = (body: unknown): Answer => ({ status: 200, body });

beforeEach(() => {
  answers = {};
  fetchMock.mockImplementation(respond);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const calledPaths = () => fetchMock.mock.calls.map(([input]) => String(input)).sort();

const NONE: ProviderLookups = {
  signedDocuments: [],
  identity: false,
  credit: false,
  instantEmployment: false,
  registrations: false,
};

function request(lookups: Partial<ProviderLookups>, idProvider?: string): ProviderStatusesRequest {
  return { guid: 'req-1', responseGuid: 'resp-1', requestId: 42, idProvider, lookups: { ...NONE, ...lookups } };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('providerLookups (which statuses the required sections need)', () => {
  it('asks nothing of a request without provider steps', () => {
    const sections: RequiredSection[] = [{ section: 'details', steps: ['name', 'birth', 'address'] }];
    expect(providerLookups(sections)).toEqual(NONE);
  });

  it('names each signed form once, and the identity, credit, employment and registration look-ups', () => {
    const sections: RequiredSection[] = [
      { section: 'consent', steps: ['consent'] },
      { section: 'acic_consent', steps: ['acic_consent'] },
      { section: 'nz_dl_disclosure_section', steps: ['nz_dl_disclosure_step'] },
      { section: 'identity_validation', steps: ['identity_validation_step'] },
      { section: 'adverse_financial_history', steps: ['adverse_financial_history'] },
      { section: 'instant_employment_verification', steps: ['instant_employment_verification'] },
      { section: 'occupational_health_services_check', steps: ['occupational_health'] },
    ];
    expect(providerLookups(sections)).toEqual({
      signedDocuments: ['consent_document', 'acic_document', 'nz_dl_document'],
      identity: true,
      credit: true,
      instantEmployment: true,
      registrations: true,
    });
  });

  it('needs the registration flags for drug screening alone too', () => {
    expect(providerLookups([{ section: 'drug_screening_services_check', steps: ['drug_screening'] }]).registrations).toBe(
      true,
    );
  });
});

describe('identityFlowFromLink', () => {
  it('picks the first provider for hooyu, the digital ID for trinsic, and leaves anything else to the server', () => {
    expect(identityFlowFromLink('hooyu')).toBe(false);
    expect(identityFlowFromLink('trinsic')).toBe(true);
    expect(identityFlowFromLink(undefined)).toBeUndefined();
    expect(identityFlowFromLink('other')).toBeUndefined();
  });
});

describe('fetchProviderStatuses', () => {
  it('makes no call when nothing is needed, and knows nothing', async () => {
    const statuses = await fetchProviderStatuses(client(), request({}));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(statuses).toEqual({
      signedDocuments: {},
      identity: { isDigitalId: null, digitalIdSuccess: null, firstProviderStatus: null, firstProviderAbandoned: null },
      creditStatus: null,
      instantEmploymentOrderStatuses: null,
      registrations: null,
    });
  });

  it('calls only the endpoints the lookups name, at the contract paths, and assembles their answers', async () => {
    answers = {
      '/api/partner/scrive/consent_document/status/req-1': ok({ document_signed_and_sealed: true }),
      '/api/partner/scrive/disclosure_document/status/req-1': ok({ document_signed_and_sealed: false }),
      '/api/providers/validate_id_check_provider/resp-1/': ok({ is_trinsic_id_check: true }),
      '/api/providers/trinsic/get_trinsic_results/resp-1/': ok({ success: true }),
      '/api/providers/mistho/orders?reference_request=42': ok({
        results: [{ id: 3, status: 'COMPLETED', app_url: 'https://example.test/app' }],
      }),
      '/api/providers/clearstar_registration_id/resp-1/': ok({ drug_screening: true, occupational_health: false }),
    };
    const statuses = await fetchProviderStatuses(
      client(),
      request({
        signedDocuments: ['consent_document', 'disclosure_document'],
        identity: true,
        instantEmployment: true,
        registrations: true,
      }),
    );
    expect(calledPaths()).toEqual(Object.keys(answers).sort());
    expect(statuses).toEqual({
      signedDocuments: { consent_document: true, disclosure_document: false },
      identity: { isDigitalId: true, digitalIdSuccess: true, firstProviderStatus: null, firstProviderAbandoned: null },
      creditStatus: null,
      instantEmploymentOrderStatuses: ['COMPLETED'],
      registrations: { drug_screening: true, occupational_health: false },
    });
  });

  it('starts the independent look-ups together rather than one after another', async () => {
    const releases: (() => void)[] = [];
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) =>
          releases.push(() => resolve(new Response(JSON.stringify({ document_signed_and_sealed: true })))),
        ),
    );
    const done = fetchProviderStatuses(
      client(),
      request({ signedDocuments: ['consent_document', 'acic_document'], instantEmployment: true, registrations: true }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    releases.forEach((release) => release());
    await done;
  });

  it.each<[string, Answer | undefined]>([
    ['a server error', { status: 500, body: {} }],
    ['a 404', undefined],
    ['a refusal the client returns (429)', { status: 429, body: { detail: 'Slow down.' } }],
    ['a network failure', 'network-error'],
    ['an answer without the field', ok({})],
  ])('turns %s into null: the step counts as not complete', async (_, answer) => {
    if (answer) {
      answers['/api/partner/scrive/consent_document/status/req-1'] = answer;
      answers['/api/providers/clearstar_registration_id/resp-1/'] = answer;
      answers['/api/providers/mistho/orders?reference_request=42'] = answer;
    }
    const statuses = await fetchProviderStatuses(
      client(),
      request({ signedDocuments: ['consent_document'], registrations: true, instantEmployment: true }),
    );
    expect(statuses.signedDocuments).toEqual({ consent_document: null });
    expect(statuses.instantEmploymentOrderStatuses).toBeNull();
    expect(statuses.registrations ?? {}).toEqual({});

    const response = buildResponse({ checks: [{ slug: 'drug_screening', country: 'US' }], consentFormLink: 'x' });
    const input = { response, providers: statuses, documentTypes: [], today: '2026-11-21' };
    expect(isStepComplete('consent', input)).toBe(false);
    expect(isStepComplete('drug_screening', input)).toBe(false);
    expect(isStepComplete('instant_employment_verification', input)).toBe(false);
  });

  it("asks the first provider's status and abandonment when the server picks that flow", async () => {
    answers = {
      '/api/providers/validate_id_check_provider/resp-1/': ok({ is_trinsic_id_check: false }),
      '/api/providers/hooyu/req-1/': ok({ status: 'completed', credit_status: null }),
      '/api/providers/hooyu/is_abandoned/req-1': ok({ abandoned: false }),
    };
    const statuses = await fetchProviderStatuses(client(), request({ identity: true }));
    expect(calledPaths()).toEqual(Object.keys(answers).sort());
    expect(statuses.identity).toEqual({
      isDigitalId: false,
      digitalIdSuccess: null,
      firstProviderStatus: 'completed',
      firstProviderAbandoned: false,
    });
  });

  it('lets idProvider=hooyu choose the first provider without asking the server', async () => {
    answers = {
      '/api/providers/hooyu/req-1/': ok({ status: 'in_progress', credit_status: null }),
      '/api/providers/hooyu/is_abandoned/req-1': ok({ abandoned: true }),
    };
    const statuses = await fetchProviderStatuses(client(), request({ identity: true }, 'hooyu'));
    expect(calledPaths()).toEqual(Object.keys(answers).sort());
    expect(statuses.identity).toMatchObject({ isDigitalId: false, firstProviderAbandoned: true });
  });

  it('lets idProvider=trinsic choose the digital ID even when the server would not', async () => {
    answers = {
      '/api/providers/validate_id_check_provider/resp-1/': ok({ is_trinsic_id_check: false }),
      '/api/providers/trinsic/get_trinsic_results/resp-1/': ok({ success: false }),
    };
    const statuses = await fetchProviderStatuses(client(), request({ identity: true }, 'trinsic'));
    expect(calledPaths()).toEqual(['/api/providers/trinsic/get_trinsic_results/resp-1/']);
    expect(statuses.identity).toMatchObject({ isDigitalId: true, digitalIdSuccess: false });
  });

  it('knows nothing of the identity when the provider check fails, and asks no further', async () => {
    answers = { '/api/providers/validate_id_check_provider/resp-1/': { status: 500, body: {} } };
    const statuses = await fetchProviderStatuses(client(), request({ identity: true }));
    expect(calledPaths()).toEqual(['/api/providers/validate_id_check_provider/resp-1/']);
    expect(statuses.identity.isDigitalId).toBeNull();
  });

  it("reads the credit status from the first provider's answer, asked once when identity needs it too", async () => {
    answers = {
      '/api/providers/hooyu/req-1/': ok({ status: 'completed', credit_status: 'CONFIRMED' }),
      '/api/providers/hooyu/is_abandoned/req-1': ok({ abandoned: false }),
    };
    const statuses = await fetchProviderStatuses(client(), request({ identity: true, credit: true }, 'hooyu'));
    expect(statuses.creditStatus).toBe('CONFIRMED');
    expect(calledPaths().filter((path) => path === '/api/providers/hooyu/req-1/')).toHaveLength(1);
  });

  it('asks again on the next visit: a provider status is never taken from the cache', async () => {
    answers = { '/api/partner/scrive/consent_document/status/req-1': ok({ document_signed_and_sealed: false }) };
    const queryClient = client();
    await fetchProviderStatuses(queryClient, request({ signedDocuments: ['consent_document'] }));
    answers = { '/api/partner/scrive/consent_document/status/req-1': ok({ document_signed_and_sealed: true }) };
    const statuses = await fetchProviderStatuses(queryClient, request({ signedDocuments: ['consent_document'] }));
    expect(statuses.signedDocuments.consent_document).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
