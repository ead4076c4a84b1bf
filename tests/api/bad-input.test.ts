/**
 * Bad bytes and shapes answer 400, never 500 (docs/api.md "Errors"): U+0000 in any text of a JSON body (PostgreSQL
 * cannot store it), hidden control characters in names, JSON nested deeper than the limit, unbounded lists and links
 * of other schemes in an organisation's request. A refused save leaves what was stored as it was.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOT_A_CHOICE } from '../../domain/choice-message';
import { MESSAGES } from '../../domain/messages';
import { tooManyItemsMessage } from '../../domain/forms/fields';
import { MAX_CHECKS } from '../../domain/limits';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import type { Country } from '../../domain/reference-response';
import { queryRows } from '../../server/db/client';
import { TOO_DEEP_JSON } from '../../server/http';
import { bristolEducationBody } from '../../domain/testing/bristol-education';
import { getResponse, scenarioBody } from './support/candidate';
import { brazilianNameBody } from './support/answers';
import { orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const NUL = '\u0000';
const NOW = new Date('2026-11-21T06:00:00Z');

/** JSON text of a list nested 10,000 levels deep: JSON.stringify itself would overflow the stack on it. */
const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

async function postJson(path: string, headers: Record<string, string>, body: unknown): Promise<Response> {
  return ctx.app.request(path, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A copy of `body` with U+0000 inside the text at the dotted `path`. */
function withNul(body: unknown, path: string): unknown {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => (node as Record<string, unknown>)[key], copy) as Record<string, unknown>;
  const text = parent[last];
  if (typeof text !== 'string' || text === '') throw new Error(`No text at ${path}.`);
  parent[last] = `${text.slice(0, 1)}${NUL}${text.slice(1)}`;
  return copy;
}

type CountryId = (code: string) => number;

interface DetailsSave {
  step: 'name' | 'id' | 'address' | 'education' | 'qualification';
  request: () => OrgRequestInput;
  /** A body the step saves. */
  body: (country: CountryId) => unknown;
  /** Its free-text fields, by dotted path. */
  fields: string[];
}

const NAME_SAVE: DetailsSave = {
  step: 'name',
  // Brazil asks both parents' names; a Disclosure Scotland check asks the mother's maiden name.
  request: () => validRequestBody({ country: 'BR', checks: [{ type: 'criminal_record', level: ['basic'], region: 'scotland', country: 'GB' }] }),
  body: brazilianNameBody,
  fields: [
    'first_name',
    'middle_name',
    'last_name',
    'asian_name',
    'fathers_full_name',
    'mothers_full_name',
    'mothers_maiden_name',
    'previous_names.0.first_name',
    'previous_names.0.middle_name',
    'previous_names.0.last_name',
    'social_media.0.social_media_account',
  ],
};

const DETAILS_SAVES: DetailsSave[] = [
  NAME_SAVE,
  {
    step: 'id',
    request: () => scenarioBody('gb-financial-services'),
    body: (country) => ({
      is_current_passport: true,
      passport_number: '548213967',
      passport_issue_country: country('GB'),
      passport_issue_date: '2019-03-14',
      passport_expiry_date: '2029-03-14',
      has_national_id_number: true,
      id_type: 'other',
      id_type_details: 'Biometric residence permit',
      national_id_number: 'QQ123456C',
      has_sra_number: false,
      has_fca_reference_number: true,
      fca_reference_number: 'ABC12345',
      is_conviction: false,
    }),
    fields: ['passport_number', 'id_type_details', 'national_id_number', 'fca_reference_number'],
  },
  {
    step: 'id',
    request: () => scenarioBody('gb-digital-id'),
    body: (country) => ({
      is_current_passport: false,
      has_national_id_number: false,
      is_current_driving_license: true,
      driving_license_number: 'DL-1',
      driving_license_issue_country: country('FR'),
      driving_license_issue_state: 'Île-de-France',
      driving_license_valid_from: '2015-06-01',
      driving_license_expiry_date: '2030-06-01',
      is_conviction: false,
      has_right_to_work_share_code: false,
      reason_missing_sharecode: 'My visa is being renewed',
    }),
    fields: ['driving_license_number', 'driving_license_issue_state', 'reason_missing_sharecode'],
  },
  {
    step: 'id',
    request: () => scenarioBody('au-acic'),
    body: (country) => ({
      is_current_passport: true,
      passport_number: 'PA1234567',
      passport_issue_country: country('AU'),
      passport_issue_date: '2021-01-05',
      passport_expiry_date: '2031-01-05',
      passport_type: 'ordinary',
      is_current_driving_license: false,
      // A licence from outside Australia names its state and agency in free text.
      is_current_firearms_license: true,
      firearm_license_number: 'F-7712',
      firearm_license_issue_country: country('NZ'),
      firearm_license_issue_state: 'Canterbury',
      firearm_license_valid_from: '2023-02-01',
      firearm_license_expiry_date: '2028-02-01',
      firearm_license_agency: 'New Zealand Police',
      citizenship: 'none',
      is_conviction: false,
      has_different_name_in_acic_documents: false,
    }),
    fields: ['passport_number', 'firearm_license_number', 'firearm_license_issue_state', 'firearm_license_agency'],
  },
  {
    step: 'address',
    request: () => scenarioBody('gb-dbs-enhanced'),
    body: (country) => [
      {
        country: country('US'),
        street_address: '1450 Pine Ridge Drive',
        street_address_cont: null,
        city: 'Denver',
        state: 'CO',
        postal_code: '80202',
        period_residence_from: '2024-01-10',
      },
      {
        country: country('GB'),
        street_address: '3 Mill Lane',
        street_address_cont: 'Flat 2',
        city: 'Leeds',
        state: 'West Yorkshire',
        postal_code: 'LS1 4AP',
        period_residence_from: '2019-09-15',
      },
    ],
    fields: ['0.street_address', '0.city', '0.postal_code', '1.street_address', '1.street_address_cont', '1.city', '1.state', '1.postal_code'],
  },
  {
    step: 'education',
    request: () => validRequestBody({ checks: [{ type: 'academic_qualification', level: ['one'] }] }),
    body: (country) => ({
      has_higher_education: true,
      education: [bristolEducationBody(country('GB'))],
    }),
    fields: [
      'education.0.institution_name',
      'education.0.institution_email',
      'education.0.institution_address',
      'education.0.institution_phone_number',
      'education.0.faculty',
      'education.0.student_id_number',
      'education.0.grade_obtained',
    ],
  },
  {
    step: 'qualification',
    request: () => validRequestBody({ checks: [{ type: 'professional_qualification' }] }),
    body: (country) => ({
      holds_qualification: true,
      qualifications: [
        {
          professional_organization_name: 'Chartered Institute of Personnel and Development',
          professional_qualification_attained: 'Chartered Member',
          professional_membership_number: 'CIPD-318204',
          membership_date: '2019-03-01',
          membership_attained_country: country('GB'),
          membership_status: 'Active',
          is_membership_awarded_in_different_name: true,
          membership_awarded_name: 'Ada King',
        },
      ],
    }),
    fields: [
      'qualifications.0.professional_organization_name',
      'qualifications.0.professional_qualification_attained',
      'qualifications.0.professional_membership_number',
      'qualifications.0.membership_status',
      'qualifications.0.membership_awarded_name',
    ],
  },
];

interface Candidate {
  created: CreatedRequest;
  country: CountryId;
  post(body: unknown): Promise<Response>;
}

/** A request for the save, with its base body saved (200), so each refusal below changes a saved step. */
async function savedCandidate(save: DetailsSave): Promise<Candidate> {
  ctx.setNow(NOW);
  const created = await ctx.createRequest(save.request());
  const responseGuid = (await getResponse(ctx.app, created)).guid;
  const countries = (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(created.user_token) })).json()) as Country[];
  const country = (code: string) => countries.find((row) => row.short_name === code)!.id;
  const post = (body: unknown) =>
    postJson(`/api/oneform/${created.guid}/${responseGuid}/details/${save.step}/`, tokenHeaders(created.user_token), body);
  const saved = await post(save.body(country));
  expect(saved.status, await saved.clone().text()).toBe(200);
  return { created, country, post };
}

/** Posts `body` to the save and expects a 400 with exactly `errors`, the stored response unchanged. */
async function expectRefused(save: DetailsSave, body: (c: Candidate) => unknown, errors: Record<string, unknown>) {
  const c = await savedCandidate(save);
  const before = await getResponse(ctx.app, c.created);
  const answer = await c.post(body(c));
  expect(answer.status).toBe(400);
  expect(await answer.json()).toStrictEqual(errors);
  expect(await getResponse(ctx.app, c.created)).toStrictEqual(before);
}

const ORG_BODY: OrgRequestInput = {
  company: { name: 'Acme Care Ltd', logo_url: 'https://logos.example.com/acme.png', nz_company_code: 'ACME-1' },
  candidate: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  country: 'GB',
  checks: [
    { type: 'criminal_record', level: ['basic'], region: 'scotland' },
    {
      type: 'reference',
      reference_check_config: [
        {
          questionnaire: 'standard',
          name_displayed: 'Employment reference',
          note_to_candidate: 'Your last two managers, please.',
          relationship: ['manager'],
        },
      ],
    },
  ],
  consent_form_link: 'https://forms.example.com/consent.pdf',
  disclosure_form_link: 'https://forms.example.com/disclosure.pdf',
};

const ORG_TEXT_FIELDS = [
  'company.name',
  'company.logo_url',
  'company.nz_company_code',
  'candidate.first_name',
  'candidate.last_name',
  'candidate.email',
  'checks.0.level.0',
  'checks.0.region',
  'checks.1.reference_check_config.0.questionnaire',
  'checks.1.reference_check_config.0.name_displayed',
  'checks.1.reference_check_config.0.note_to_candidate',
  'checks.1.reference_check_config.0.relationship.0',
  'consent_form_link',
  'disclosure_form_link',
];

const createOrgRequest = (body: unknown) => postJson('/api/org/requests', orgHeaders(), body);

async function requestCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from reference_requests`);
  return row!.n;
}

/** Posts an organisation's request and expects a 400 with exactly `errors`, nothing created. */
async function expectOrgRefused(body: unknown, errors: Record<string, unknown>) {
  const answer = await createOrgRequest(body);
  expect(answer.status).toBe(400);
  expect(await answer.json()).toStrictEqual(errors);
  expect(await requestCount()).toBe(0);
}

describe('U+0000 in any text', () => {
  it.each(DETAILS_SAVES.flatMap((save) => save.fields.map((field) => [save.step, field, save] as const)))(
    'details/%s/ refuses it in %s, on the field, and keeps what was saved',
    async (_step, field, save) => {
      await expectRefused(save, (c) => withNul(save.body(c.country), field), { [field]: [MESSAGES.nullCharacter] });
    },
  );

  it('refuses it in a key of a details save, as a non-field error', async () => {
    await expectRefused(NAME_SAVE, (c) => ({ ...(NAME_SAVE.body(c.country) as object), [`nick${NUL}name`]: 'Ana' }), {
      non_field_errors: [MESSAGES.nullCharacter],
    });
  });

  it('names every field holding it at once', async () => {
    await expectRefused(NAME_SAVE, (c) => withNul(withNul(NAME_SAVE.body(c.country), 'first_name'), 'previous_names.0.last_name'), {
      first_name: [MESSAGES.nullCharacter],
      'previous_names.0.last_name': [MESSAGES.nullCharacter],
    });
  });

  it('creates the organisation request the cases below change', async () => {
    expect((await createOrgRequest(ORG_BODY)).status).toBe(201);
  });

  it.each(ORG_TEXT_FIELDS)('POST /api/org/requests refuses it in %s, on the field, and creates nothing', async (field) => {
    await expectOrgRefused(withNul(ORG_BODY, field), { [field]: [MESSAGES.nullCharacter] });
  });

  it('POST /api/org/requests refuses it in a key, as a non-field error', async () => {
    await expectOrgRefused({ ...ORG_BODY, [`note${NUL}`]: 'x' }, { non_field_errors: [MESSAGES.nullCharacter] });
  });
});

describe('hidden control characters in names', () => {
  it.each<[string, string, string]>([
    ['a bell', 'first_name', 'Ana\u0007'],
    ['a right-to-left override', 'last_name', '\u202eoriebiR'],
    ['DEL', 'middle_name', 'Cla\u007fra'],
    ['isolates', 'asian_name', '\u2066アナ\u2069'],
    ['a line feed', 'fathers_full_name', 'Paulo\nRibeiro'],
    ['an embedding', 'mothers_full_name', '\u202bMaria Costa'],
    ['a tab', 'mothers_maiden_name', 'Cos\tta'],
  ])('refuses %s in %s and keeps what was saved', async (_name, field, value) => {
    await expectRefused(NAME_SAVE, (c) => ({ ...(NAME_SAVE.body(c.country) as object), [field]: value }), {
      [field]: [MESSAGES.hiddenControlCharacters],
    });
  });

  it('refuses them in a previous name', async () => {
    await expectRefused(
      NAME_SAVE,
      (c) => {
        const body = NAME_SAVE.body(c.country) as { previous_names: Record<string, unknown>[] };
        return { ...body, previous_names: [{ ...body.previous_names[0], first_name: 'A\u0001na', last_name: 'Costa\u2069' }] };
      },
      {
        'previous_names.0.first_name': [MESSAGES.hiddenControlCharacters],
        'previous_names.0.last_name': [MESSAGES.hiddenControlCharacters],
      },
    );
  });
});

describe('JSON nested too deeply', () => {
  const tooDeep = { detail: TOO_DEEP_JSON };

  it('POST /api/address-lookup/find/ refuses 10,000 levels in country, and names a shallow list no choice', async () => {
    const { user_token } = await ctx.createRequest();
    const find = (country: string) =>
      postJson('/api/address-lookup/find/', tokenHeaders(user_token), `{"query": "10 downing", "country": ${country}}`);
    const deep = await find(DEEP);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toStrictEqual(tooDeep);
    for (const country of ['[["GB"]]', '{"code": "GB"}']) {
      const shallow = await find(country);
      expect(shallow.status).toBe(400);
      expect(await shallow.json()).toStrictEqual({ country: [NOT_A_CHOICE] });
    }
  });

  it('POST /api/providers/scrive/create/ refuses 10,000 levels in scrive_document_type, and names a shallow list no choice', async () => {
    const created = await ctx.createRequest(scenarioBody('au-acic'));
    const id = (await getResponse(ctx.app, created)).reference_request.id;
    const create = (type: string) =>
      postJson('/api/providers/scrive/create/', tokenHeaders(created.user_token), `{"reference_request": ${id}, "scrive_document_type": ${type}}`);
    const deep = await create(DEEP);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toStrictEqual(tooDeep);
    const shallow = await create('[["acic_document"]]');
    expect(shallow.status).toBe(400);
    expect(await shallow.json()).toStrictEqual({ scrive_document_type: [NOT_A_CHOICE] });
  });

  it('a details save refuses 10,000 levels in a field and keeps what was saved', async () => {
    await expectRefused(NAME_SAVE, () => `{"first_name": ${DEEP}}`, tooDeep);
  });
});

describe('POST /api/org/requests: list bounds', () => {
  it(`takes ${MAX_CHECKS} checks and refuses 10,000, creating nothing`, async () => {
    const checks = (count: number) => Array.from({ length: count }, () => ({ type: 'credit' as const }));
    await expectOrgRefused(validRequestBody({ checks: checks(10_000) }), { checks: [tooManyItemsMessage(MAX_CHECKS)] });
    expect((await createOrgRequest(validRequestBody({ checks: checks(MAX_CHECKS) }))).status).toBe(201);
  });
});

describe('POST /api/org/requests: links', () => {
  const links = (link: string): OrgRequestInput => ({
    ...validRequestBody(),
    company: { name: 'Acme Care Ltd', logo_url: link },
    consent_form_link: link,
    disclosure_form_link: link,
  });
  const refusals = (schemes: string) => ({
    'company.logo_url': [`Enter a URL starting with ${schemes} or data:image/.`],
    consent_form_link: [`Enter a URL starting with ${schemes}.`],
    disclosure_form_link: [`Enter a URL starting with ${schemes}.`],
  });

  it('takes https: links in production and outside it', async () => {
    expect((await createOrgRequest(links('https://forms.example.com/a.pdf'))).status).toBe(201);
    ctx.makeApp({ config: { production: true } });
    expect((await createOrgRequest(links('https://forms.example.com/b.pdf'))).status).toBe(201);
  });

  it('refuses http: links in production', async () => {
    ctx.makeApp({ config: { production: true } });
    await expectOrgRefused(links('http://forms.example.com/a.pdf'), refusals('https://'));
  });

  it('takes http: links outside production', async () => {
    expect((await createOrgRequest(links('http://forms.example.com/a.pdf'))).status).toBe(201);
  });

  it('refuses javascript: links in production and outside it', async () => {
    await expectOrgRefused(links('javascript:alert(1)'), refusals('https:// or http://'));
    ctx.makeApp({ config: { production: true } });
    await expectOrgRefused(links('javascript:alert(1)'), refusals('https://'));
  });

  it('takes the scenarios’ data:image logos in production', async () => {
    ctx.makeApp({ config: { production: true } });
    expect((await createOrgRequest(scenarioBody('gb-dbs-enhanced'))).status).toBe(201);
  });
});
