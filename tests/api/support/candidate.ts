/**
 * The candidate's side of the API suite: scenario requests in a chosen sandbox state, the candidate's calls,
 * and the provider facts the hub would read from the status endpoints.
 */
import { readFileSync } from 'node:fs';
import { documentTypesFor } from '../../../domain/document-types';
import type { CreatedRequest, OrgRequestInput, SandboxState } from '../../../domain/org-request.schema';
import { progress, type Progress } from '../../../domain/progress';
import { SIGNED_DOCUMENT_TYPES, type ProviderStatuses } from '../../../domain/provider-status';
import type { Country, ReferenceResponse } from '../../../domain/reference-response';
import type { SectionSlug } from '../../../domain/sections';
import type { App } from '../../../server/app';
import { SCENARIOS, type ScenarioName } from '../../../server/scenarios';
import { type TestContext, tokenHeaders } from './test-app';

/** The scenario's request, in the given sandbox state (or none: a fresh request). */
export function scenarioBody(name: ScenarioName, state?: SandboxState): OrgRequestInput {
  const { sandbox_state: _ignored, ...request } = SCENARIOS[name].request;
  return state ? { ...request, sandbox_state: state } : request;
}

export async function getResponse(app: App, created: CreatedRequest): Promise<ReferenceResponse> {
  const response = await app.request(`/api/oneform/${created.guid}/`, { headers: tokenHeaders(created.user_token) });
  if (response.status !== 200) throw new Error(`GET oneform answered ${response.status}`);
  return (await response.json()) as ReferenceResponse;
}

export function postComplete(app: App, guid: string, responseGuid: string, token?: string) {
  return app.request(`/api/oneform/${guid}/${responseGuid}/complete/`, {
    method: 'POST',
    headers: token ? tokenHeaders(token) : {},
  });
}

async function getJson<T>(app: App, path: string, token: string): Promise<T> {
  const response = await app.request(path, { headers: tokenHeaders(token) });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** What the hub learns from the status calls of spec 000 §7, in the shape of domain/provider-status.ts. */
export async function providerStatusesFromEndpoints(
  app: App,
  created: CreatedRequest,
  response: ReferenceResponse,
): Promise<ProviderStatuses> {
  const token = created.user_token;
  const signed = await Promise.all(
    SIGNED_DOCUMENT_TYPES.map(async (type) => {
      const body = await getJson<{ document_signed_and_sealed: boolean }>(app, `/api/partner/scrive/${type}/status/${created.guid}`, token);
      return [type, body.document_signed_and_sealed] as const;
    }),
  );
  const provider = await getJson<{ is_trinsic_id_check: boolean }>(app, `/api/providers/validate_id_check_provider/${response.guid}/`, token);
  const results = await getJson<{ success: boolean }>(app, `/api/providers/trinsic/get_trinsic_results/${response.guid}/`, token);
  const hooyu = await getJson<{ status: string | null; credit_status: string | null }>(app, `/api/providers/hooyu/${created.guid}/`, token);
  const abandoned = await getJson<{ abandoned: boolean }>(app, `/api/providers/hooyu/is_abandoned/${created.guid}`, token);
  const orders = await getJson<{ results: { status: string }[] }>(
    app,
    `/api/providers/mistho/orders?reference_request=${response.reference_request.id}`,
    token,
  );
  const registrations = await getJson<{ drug_screening: boolean; occupational_health: boolean }>(
    app,
    `/api/providers/clearstar_registration_id/${response.guid}/`,
    token,
  );
  return {
    signedDocuments: Object.fromEntries(signed),
    identity: {
      isDigitalId: provider.is_trinsic_id_check,
      digitalIdSuccess: results.success,
      firstProviderStatus: hooyu.status,
      firstProviderAbandoned: abandoned.abandoned,
    },
    creditStatus: hooyu.credit_status,
    instantEmploymentOrderStatuses: orders.results.map((order) => order.status),
    registrations,
  };
}

export interface DocumentedScenario {
  sections: string[];
  details: string[];
}

/** The scenario table of docs/check-requirements.md: the sections and details steps each scenario needs. */
export function documentedScenarioSections(): Map<string, DocumentedScenario> {
  const page = readFileSync(new URL('../../../docs/check-requirements.md', import.meta.url), 'utf8');
  const table = page.split('<!-- scenario-sections:start -->')[1]?.split('<!-- scenario-sections:end -->')[0] ?? '';
  const rows = new Map<string, DocumentedScenario>();
  for (const line of table.split('\n').slice(3)) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 5) continue;
    const list = (cell: string | undefined) => (cell ?? '').split(',').map((item) => item.trim());
    rows.set(cells[1] ?? '', { sections: list(cells[2]), details: list(cells[3]) });
  }
  return rows;
}

/** POST /api/oneform/{guid}/{responseGuid}/details/{path}/ with a JSON body, as the candidate (or with another token). */
export function postDetails(
  app: App,
  created: CreatedRequest,
  responseGuid: string,
  path: string,
  body: unknown,
  token: string = created.user_token,
) {
  return app.request(`/api/oneform/${created.guid}/${responseGuid}/details/${path}/`, {
    method: 'POST',
    headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A new candidate, ready to call its own sections: what most section suites start each test from. */
export interface OpenedCandidate {
  created: CreatedRequest;
  /** The response as first read. */
  response: ReferenceResponse;
  /** A country's id by its ISO code, as the forms send it. */
  countryId(code: string): number;
  /** A call under /api/oneform/{guid}/{responseGuid}/, as JSON, with the candidate's token unless another is given. */
  call(method: string, path: string, body?: unknown, token?: string): Promise<Response>;
  /** The response as stored now. */
  saved(): Promise<ReferenceResponse>;
  complete(): Promise<Response>;
}

export async function openCandidate(ctx: TestContext, body?: OrgRequestInput): Promise<OpenedCandidate> {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  const countries = await getJson<Country[]>(ctx.app, '/api/countries/', created.user_token);
  return {
    created,
    response,
    countryId: (code) => {
      const country = countries.find((row) => row.short_name === code);
      if (!country) throw new Error(`No country ${code}`);
      return country.id;
    },
    call: (method, path, payload, token = created.user_token) =>
      Promise.resolve(
        ctx.app.request(`/api/oneform/${created.guid}/${response.guid}/${path}`, {
          method,
          headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        }),
      ),
    saved: () => getResponse(ctx.app, created),
    complete: () => Promise.resolve(postComplete(ctx.app, created.guid, response.guid, created.user_token)),
  };
}

/** The hub's progress, read as the hub reads it: the response, then the status calls, on the server's today. */
export async function hubProgress(ctx: Pick<TestContext, 'app' | 'now'>, created: CreatedRequest): Promise<Progress> {
  const response = await getResponse(ctx.app, created);
  return progress({
    response,
    providers: await providerStatusesFromEndpoints(ctx.app, created, response),
    documentTypes: documentTypesFor(response.reference_request),
    today: ctx.now().toISOString().slice(0, 10),
  });
}

/** One section's status in the hub's progress. */
export const statusOf = (hub: Progress, section: SectionSlug) => hub.sections.find((row) => row.section === section)?.status;
