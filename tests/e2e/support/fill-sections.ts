/**
 * Fills a request's sections as its candidate would, through the candidate's own HTTP API only: the calls the SPA's
 * forms make, with the link's token in `Authorization: Token …`, and the provider sandboxes' pages posted as a
 * tester's browser posts them. Nothing is written to the database behind the server's back, so a request this fills
 * proves that a real candidate can complete it (the `ready_to_submit` sandbox state writes its answers directly).
 *
 * Progress is read the way the hub reads it (docs/hub.md): the reference response, the provider status look-ups and
 * the document types, judged by domain/progress.ts. Every required step outside the skipped sections that is not
 * complete is filled, and the round repeats until nothing is missing, because answers change what is required (a
 * current British passport moves a UK criminal record check from uploaded documents to identity validation).
 * The bodies are the sandbox's sample answers (server/sandbox/sample-answers.ts), the ones server/sandbox/prefill.ts
 * saves, so both fill a request alike.
 */
import { expect } from '@playwright/test';
import { consentIdsOf, dbsConsentGroups, scottishConsentGroups } from '../../../domain/consents/disclosure-consents';
import { answerOf, askedQuestions } from '../../../domain/fit-and-proper/questionnaire';
import type { CreatedRequest } from '../../../domain/org-request.schema';
import { isBorrowingStep, stepSeen } from '../../../domain/documents/upload-origin';
import { isStepComplete, progress, signedDocumentFor, type Progress, type ProgressInput } from '../../../domain/progress';
import { REGISTRATION_CHECKS, type ProviderStatuses, unknownProviderStatuses } from '../../../domain/provider-status';
import type {
  Country,
  DocumentType,
  Nationality,
  ReferenceRequest,
  ReferenceResponse,
  UploadedDocument,
} from '../../../domain/reference-response';
import { requiredSections } from '../../../domain/requirements';
import { SECTION_SLUGS, type SectionSlug, type StepSlug } from '../../../domain/sections';
import { requiredSupportingDocumentTypes } from '../../../domain/supporting-documents';
import { candidateToday } from '../../../domain/today';
import {
  ACIC_NAME_CHANGE_ANSWERS,
  addressAnswers,
  birthAnswers,
  directorshipAnswers,
  educationAnswers,
  employerAnswers,
  fitnessAnswer,
  idAnswers,
  IDENTITY_SELECTION_ANSWERS,
  nameAnswers,
  PAST_DIRECTORSHIP_ANSWERS,
  phoneAnswers,
  PREVIOUS_NAME_ANSWERS,
  qualificationAnswers,
  refereeAnswers,
  SAMPLE_UPLOADS,
  type SampleUploadStep,
  shiftYears,
  socialMediaAnswers,
} from '../../../server/sandbox/sample-answers';
import { samplePlace, type SamplePlace } from '../../../server/sandbox/sample-data';
import { SCENARIO_NAMES, SCENARIOS } from '../../../server/scenarios';
import { server } from './server';

/**
 * Which passport the candidate holds: `british` (issued in the United Kingdom: a UK criminal record check then goes
 * through identity validation), `foreign` (issued in India: the check then asks for uploaded documents, and a UK
 * request asks for the right-to-work share code). By default, the request country's own passport.
 */
export type SamplePassport = 'british' | 'foreign';

export interface FillOptions {
  /** Sections left for the caller (a browser journey, or a screen this branch does not have). */
  skip: readonly SectionSlug[];
  passport?: SamplePassport;
}

/** Scenarios a candidate can still open: the others carry a sandbox state that ends or withdraws the request. */
export const OPEN_SCENARIOS = SCENARIO_NAMES.filter((name) => SCENARIOS[name].request.sandbox_state === undefined);

/** Rounds before giving up: the details, the rest, and one per answer that can add a section. */
const MAX_ROUNDS = 5;
const FOREIGN_PASSPORT_COUNTRY = 'IN';
/** The credit sandbox answers 2 s after the search starts (docs/providers/credit-check.md). */
const CREDIT_WAIT_MS = 10_000;

/** A one-page PDF: the smallest file the upload's content check accepts. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** A 1×1 PNG, as the signature pad's image of an acknowledge answer. */
const SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Candidate {
  guid: string;
  token: string;
  base: string;
}

async function call(candidate: Candidate, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Token ${candidate.token}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return fetch(`${candidate.base}/api${path}`, { method, headers, body: payload });
}

/** The call must answer `status` (or any 2xx); the body is answered parsed. */
async function expectCall<T>(candidate: Candidate, method: string, path: string, body?: unknown, status?: number): Promise<T> {
  const answer = await call(candidate, method, path, body);
  const text = await answer.text();
  if (status === undefined) expect(answer.ok, `${method} ${path} answered ${answer.status}: ${text}`).toBe(true);
  else expect(answer.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : {}) as T;
}

/** The hub's look-ups of what the providers report, for the steps the response requires (docs/hub.md "The calls"). */
async function readProviderStatuses(candidate: Candidate, response: ReferenceResponse, today: string): Promise<ProviderStatuses> {
  const statuses = unknownProviderStatuses();
  const steps = requiredSections(response, today).flatMap((section) => section.steps);
  const read = async <T>(path: string): Promise<T | null> => {
    const answer = await call(candidate, 'GET', path);
    return answer.ok ? ((await answer.json()) as T) : null;
  };
  const signedTypes = [...new Set(steps.map(signedDocumentFor).filter((type) => type !== undefined))];
  await Promise.all([
    ...signedTypes.map(async (type) => {
      const status = await read<{ document_signed_and_sealed: boolean }>(`/partner/scrive/${type}/status/${candidate.guid}`);
      statuses.signedDocuments[type] = status?.document_signed_and_sealed ?? null;
    }),
    (async () => {
      if (!steps.includes('identity_validation_step') && !steps.includes('adverse_financial_history')) return;
      const hooyu = await read<{ status: string | null; credit_status: string | null }>(`/providers/hooyu/${candidate.guid}/`);
      statuses.creditStatus = hooyu?.credit_status ?? null;
      if (!steps.includes('identity_validation_step')) return;
      const provider = await read<{ is_trinsic_id_check: boolean }>(`/providers/validate_id_check_provider/${response.guid}/`);
      const isDigitalId = provider?.is_trinsic_id_check ?? null;
      const trinsic = isDigitalId ? await read<{ success: boolean }>(`/providers/trinsic/get_trinsic_results/${response.guid}/`) : null;
      const abandoned = isDigitalId === false ? await read<{ abandoned: boolean }>(`/providers/hooyu/is_abandoned/${candidate.guid}`) : null;
      statuses.identity = {
        isDigitalId,
        digitalIdSuccess: trinsic?.success ?? null,
        firstProviderStatus: hooyu?.status ?? null,
        firstProviderAbandoned: abandoned?.abandoned ?? null,
      };
    })(),
    (async () => {
      if (!steps.includes('instant_employment_verification')) return;
      const orders = await read<{ results: { status: string }[] }>(
        `/providers/mistho/orders?reference_request=${response.reference_request.id}`,
      );
      statuses.instantEmploymentOrderStatuses = orders?.results.map((order) => order.status) ?? null;
    })(),
    (async () => {
      if (!steps.includes('drug_screening') && !steps.includes('occupational_health')) return;
      const flags = await read<Record<string, boolean>>(`/providers/clearstar_registration_id/${response.guid}/`);
      statuses.registrations = flags
        ? Object.fromEntries(REGISTRATION_CHECKS.filter((check) => typeof flags[check] === 'boolean').map((check) => [check, flags[check]]))
        : null;
    })(),
  ]);
  return statuses;
}

/** What the hub would show: the progress of every section, from the same calls and the same rules. */
export async function readProgress(
  created: CreatedRequest,
): Promise<{ input: ProgressInput & { documentTypes: DocumentType[] }; progress: Progress }> {
  const candidate = { guid: created.guid, token: created.user_token, base: server('baseUrl') };
  const today = candidateToday();
  const [response, documentTypes] = await Promise.all([
    expectCall<ReferenceResponse>(candidate, 'GET', `/oneform/${created.guid}/`),
    expectCall<DocumentType[]>(candidate, 'GET', `/oneform/${created.guid}/document-types/`),
  ]);
  const providers = await readProviderStatuses(candidate, response, today);
  const input = { response, providers, documentTypes, today };
  return { input, progress: progress(input) };
}

interface FillContext {
  candidate: Candidate;
  response: ReferenceResponse;
  request: ReferenceRequest;
  documentTypes: readonly DocumentType[];
  today: string;
  country: Country;
  passportCountry: Country;
  nationality: Nationality | null;
  place: SamplePlace;
}

const oneform = (ctx: FillContext, path: string) => `/oneform/${ctx.candidate.guid}/${ctx.response.guid}/${path}/`;
const save = (ctx: FillContext, path: string, body: unknown) => expectCall(ctx.candidate, 'POST', oneform(ctx, path), body, 200);

interface UploadOptions {
  level?: string;
  employmentResponse?: number;
  educationResponse?: number;
  /** The step page the upload is made on, sent as `0:step` as the uploader sends it. */
  step?: StepSlug;
}

/** Uploads of a type (at a level, for a record) until there are `count`, as the uploader sends each file. */
async function ensureUploads(ctx: FillContext, type: string, count: number, options: UploadOptions = {}) {
  const have = ctx.response.documents.uploaded.filter(
    (upload) =>
      upload.type === type &&
      upload.selected_level === (options.level ?? null) &&
      (options.employmentResponse === undefined || upload.employment_response === options.employmentResponse) &&
      (options.educationResponse === undefined || upload.education_response === options.educationResponse),
  ).length;
  const expiryRequired = ctx.documentTypes.find((documentType) => documentType.slug === type)?.expiry_date_required;
  for (let n = have; n < count; n++) {
    const form = new FormData();
    form.append('0:file', new Blob([PDF], { type: 'application/pdf' }), `${type}.pdf`);
    form.append('0:type', type);
    if (expiryRequired) form.append('0:expiry_date', shiftYears(ctx.today, 7));
    if (options.level) form.append('0:selected_level', options.level);
    if (options.employmentResponse !== undefined) form.append('0:employment_response', String(options.employmentResponse));
    if (options.educationResponse !== undefined) form.append('0:education_response', String(options.educationResponse));
    if (options.step) form.append('0:step', options.step);
    const kept = await expectCall<UploadedDocument>(ctx.candidate, 'POST', `/reference-requests/${ctx.candidate.guid}/document`, form, 201);
    // Counted at once, so a later step of the same round that counts this type does not upload it again.
    ctx.response.documents.uploaded.push(kept);
  }
}

/** Gets the document's signing link, creating it on 404 as the signed-form screens do, and signs with the typed name. */
async function signDocument(ctx: FillContext, step: StepSlug) {
  const type = signedDocumentFor(step);
  if (!type) return;
  const { candidate } = ctx;
  const existing = await call(candidate, 'GET', `/providers/scrive/${candidate.guid}/${type}/`);
  const link = existing.ok
    ? ((await existing.json()) as { url: string })
    : await expectCall<{ url: string }>(candidate, 'POST', '/providers/scrive/create/', {
        reference_request: ctx.response.reference_request.id,
        scrive_document_type: type,
      });
  // Our link redirects to the signing service's page: the sandbox's, on this server.
  const linkUrl = new URL(link.url, candidate.base);
  const opened = await fetch(linkUrl, { redirect: 'manual' });
  const signingPage = new URL(opened.headers.get('location') ?? '', linkUrl);
  expect(signingPage.pathname, `${type} signing page`).toMatch(/^\/sandbox\/e-signing\//);
  const { first_name, last_name } = ctx.response.reference_request.candidate;
  const signed = await fetch(signingPage, {
    method: 'POST',
    body: new URLSearchParams({ full_name: `${first_name} ${last_name}`, use_typed_name: '1' }),
    redirect: 'manual',
  });
  expect(signed.status, `${type} signing`).toBe(303);
}

/** The digital ID through the sandbox's hosted page: a session, the tester's "Identity verified", then its results. */
async function verifyIdentity(ctx: FillContext) {
  const { candidate } = ctx;
  const { launchUrl } = await expectCall<{ launchUrl: string }>(
    candidate,
    'POST',
    `/providers/trinsic/created_hosted_session/${candidate.guid}/`,
    {
      provider_id: 'sandbox-id-wallet',
      redirectUrl: `/candidate-feedback/identity_validation/identity_validation_step?guid=${candidate.guid}`,
    },
    201,
  );
  const hostedPage = new URL(launchUrl, candidate.base);
  const finished = await fetch(hostedPage, {
    method: 'POST',
    body: new URLSearchParams({ outcome: 'success', post_redirect_action: 'fetch', pending_polls: '0' }),
    redirect: 'manual',
  });
  expect(finished.status, 'digital ID sandbox page').toBe(303);
  const back = new URL(finished.headers.get('location') ?? '', hostedPage).searchParams;
  const results = await expectCall<{ session: { success: boolean } }>(
    candidate,
    'POST',
    `/providers/trinsic/get_session_results/${candidate.guid}/`,
    { sessionId: back.get('sessionId'), resultsAccessKey: back.get('resultsAccessKey') },
    200,
  );
  expect(results.session.success).toBe(true);
}

/** The order's tax-account page in the sandbox: connect, then "complete". */
async function verifyEmployment(ctx: FillContext) {
  const { app_url } = await expectCall<{ app_url: string }>(
    ctx.candidate,
    'POST',
    `/providers/mistho/orders?reference_request=${ctx.response.reference_request.id}`,
    undefined,
    200,
  );
  const taxAccountPage = new URL(app_url, ctx.candidate.base);
  for (const action of ['connect', 'complete']) {
    const answer = await fetch(taxAccountPage, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
    expect(answer.status, `employment verification sandbox: ${action}`).toBe(303);
  }
}

/** Submit on the summary starts the search; the step is complete once the sandbox answers (2 s later). */
async function searchCredit(ctx: FillContext) {
  const { candidate } = ctx;
  await expectCall(candidate, 'POST', `/providers/credit_check/${ctx.response.guid}/`);
  await expect
    .poll(
      async () => (await expectCall<{ credit_status: string | null }>(candidate, 'GET', `/providers/hooyu/${candidate.guid}/`)).credit_status,
      { message: 'credit search', timeout: CREDIT_WAIT_MS, intervals: [500] },
    )
    .not.toBe('pending');
}

/** The collection-site widget's message 6 after booking a site, as the step saves it. */
const registerScreening = (check: 'drug_screening' | 'occupational_health') => async (ctx: FillContext) => {
  await expectCall(ctx.candidate, 'POST', '/providers/screening_registration', {
    guid: ctx.candidate.guid,
    check,
    data: { registration_id: `SBX-${check}-${ctx.response.guid.slice(0, 8)}` },
  });
};

/** Every asked question answered with its first choice (the middle of a range), follow-ups included, then submitted. */
async function answerQuestionnaire(ctx: FillContext) {
  let { questions, answers } = ctx.response.fit_and_proper;
  for (let asked = askedQuestions(questions, answers); asked.some((q) => !answerOf(answers, q.id)); asked = askedQuestions(questions, answers)) {
    for (const question of asked.filter((q) => !answerOf(answers, q.id))) {
      const answer = fitnessAnswer(question);
      let body: unknown = { question: question.id, answer };
      if (question.options_type === 'acknowledge') {
        const form = new FormData();
        form.append('question', String(question.id));
        form.append('answer', JSON.stringify(answer));
        form.append('signature', new Blob([SIGNATURE_PNG], { type: 'image/png' }), 'signature.png');
        body = form;
      }
      ({ questions, answers } = (await save(ctx, 'fit_and_proper_answer/fit_and_proper_answer', body) as ReferenceResponse).fit_and_proper);
    }
  }
  await expectCall(ctx.candidate, 'PUT', oneform(ctx, 'fit_and_proper_answer/fit_and_proper_answer'), { has_submitted: true }, 200);
}

type Filler = (ctx: FillContext) => Promise<unknown>;

async function fillEmployers(ctx: FillContext) {
  for (const line of ctx.response.employers) await expectCall(ctx.candidate, 'DELETE', `${oneform(ctx, 'employers/employers')}${line.id}/`);
  for (const body of employerAnswers(ctx)) await save(ctx, 'employers/employers', body);
}

async function fillReferees(ctx: FillContext) {
  for (const line of ctx.response.references) await expectCall(ctx.candidate, 'DELETE', `${oneform(ctx, 'reference/reference')}${line.id}/`);
  for (const body of refereeAnswers(ctx)) await save(ctx, 'reference/reference', body);
}

/**
 * A step complete by uploads made on other pages is confirmed as its Next (or 'Save & Finish') confirms it
 * (domain/documents/upload-origin.ts).
 */
async function confirmSeen(ctx: FillContext, step: StepSlug) {
  if (!isBorrowingStep(step) || stepSeen(step, ctx.response)) return;
  const answer = await expectCall<ReferenceResponse>(ctx.candidate, 'PUT', oneform(ctx, `documents/${step}/seen`), undefined, 200);
  ctx.response.documents.seen_steps = answer.documents.seen_steps;
}

/** A filler for each step that only asks for documents: its sample uploads (server/sandbox/sample-answers.ts). */
const uploadFillers = () =>
  Object.fromEntries(
    Object.entries(SAMPLE_UPLOADS).map(([step, uploads]) => [
      step,
      async (ctx: FillContext) => {
        for (const upload of uploads) await ensureUploads(ctx, upload.type, upload.count, { level: upload.level, step: step as StepSlug });
        await confirmSeen(ctx, step as StepSlug);
      },
    ]),
  ) as Record<SampleUploadStep, Filler>;

/** The fillers of the steps a candidate can complete over HTTP; the others are left to the caller's `skip`. */
const FILLERS: Partial<Record<StepSlug, Filler>> = {
  name: (ctx) => save(ctx, 'details/name', nameAnswers(ctx)),
  birth: (ctx) => save(ctx, 'details/birth', birthAnswers(ctx)),
  previous_name: (ctx) => save(ctx, 'details/name', PREVIOUS_NAME_ANSWERS),
  social_media: (ctx) => save(ctx, 'details/name', socialMediaAnswers(ctx)),
  phone: (ctx) => save(ctx, 'details/phone', phoneAnswers(ctx)),
  // The chosen passport and, where asked, a driving licence and the national ID.
  id: (ctx) => save(ctx, 'details/id', idAnswers(ctx)),
  address: (ctx) => save(ctx, 'details/address', addressAnswers(ctx)),
  education: (ctx) => save(ctx, 'details/education', educationAnswers(ctx)),
  qualification: (ctx) => save(ctx, 'details/qualification', qualificationAnswers(ctx)),
  directorship: (ctx) => save(ctx, 'details/directorship', PAST_DIRECTORSHIP_ANSWERS),
  consent: (ctx) => signDocument(ctx, 'consent'),
  acic_consent: (ctx) => signDocument(ctx, 'acic_consent'),
  disclosure_step: (ctx) => signDocument(ctx, 'disclosure_step'),
  afp_disclosure_step: (ctx) => signDocument(ctx, 'afp_disclosure_step'),
  moj_disclosure_step: (ctx) => signDocument(ctx, 'moj_disclosure_step'),
  nz_dl_disclosure_step: (ctx) => signDocument(ctx, 'nz_dl_disclosure_step'),
  dbs_consent: (ctx) => {
    const consents = consentIdsOf(dbsConsentGroups(ctx.response.reference_request));
    return save(ctx, 'dbs_declaration_consent/dbs_consent', {
      declaration: true,
      consents: Object.fromEntries(consents.map((id) => [id, true])),
    });
  },
  ds_consent: (ctx) => {
    const consents = consentIdsOf(scottishConsentGroups(ctx.response.reference_request));
    return expectCall(ctx.candidate, 'PUT', oneform(ctx, 'dbs_declaration_consent/dbs_consent'), {
      consents: Object.fromEntries(consents.map((id) => [id, true])),
    }, 200);
  },
  cifas_consent: (ctx) => expectCall(ctx.candidate, 'PUT', oneform(ctx, 'cifas_declaration_consent/cifas_consent'), { agree_to_fup: true }, 200),
  identity_validation_step: verifyIdentity,
  instant_employment_verification: verifyEmployment,
  adverse_financial_history: searchCredit,
  drug_screening: registerScreening('drug_screening'),
  occupational_health: registerScreening('occupational_health'),
  employers: fillEmployers,
  reference: fillReferees,
  directorships: (ctx) => save(ctx, 'directors/directors', directorshipAnswers(ctx)),
  fit_and_proper: answerQuestionnaire,
  ...uploadFillers(),
  // No name differs between the documents: the page saves the answer alone (docs/documents.md).
  acic_documents_confirmation: (ctx) =>
    expectCall(ctx.candidate, 'PUT', oneform(ctx, 'acic-documents/name-change'), ACIC_NAME_CHANGE_ANSWERS, 200),
  documents_selection: (ctx) =>
    expectCall(
      ctx.candidate,
      'POST',
      '/oneform/document-upload/select/',
      {
        reference_request: ctx.response.reference_request.id,
        primary_documents: IDENTITY_SELECTION_ANSWERS.primary,
        secondary_documents: IDENTITY_SELECTION_ANSWERS.secondary,
      },
      200,
    ),
  education_proof: async (ctx) => {
    for (const record of ctx.response.candidate_education_details.filter((r) => r.is_certificate_copy)) {
      await ensureUploads(ctx, 'education-proof', 1, { educationResponse: record.id, step: 'education_proof' });
    }
  },
  employment_proof: async (ctx) => {
    for (const line of ctx.response.employers.filter((l) => l.proof_of_employment)) {
      await ensureUploads(ctx, 'employment-proof', 1, { employmentResponse: line.id, step: 'employment_proof' });
    }
  },
  document_upload: async (ctx) => {
    for (const type of requiredSupportingDocumentTypes(ctx.response.reference_request)) {
      await ensureUploads(ctx, type, 1, { step: 'document_upload' });
    }
    await confirmSeen(ctx, 'document_upload');
  },
};

/**
 * Fills every required step outside `options.skip` through the candidate's API, round after round until nothing
 * there is missing; fails the test naming the steps when a round changes nothing, or a step has no filler.
 */
export async function fillThroughCandidateApi(created: CreatedRequest, options: FillOptions): Promise<void> {
  const candidate = { guid: created.guid, token: created.user_token, base: server('baseUrl') };
  const [countries, nationalities] = await Promise.all([
    expectCall<Country[]>(candidate, 'GET', '/countries/'),
    expectCall<Nationality[]>(candidate, 'GET', '/nationality/'),
  ]);
  const countryOf = (code: string) => {
    const found = countries.find((row) => row.short_name === code);
    if (!found) throw new Error(`Country ${code} is missing.`);
    return found;
  };
  let missing: StepSlug[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { input } = await readProgress(created);
    const { response, documentTypes, today } = input;
    const open = requiredSections(response, today)
      .filter(({ section }) => !options.skip.includes(section))
      .map(({ section, steps }) => ({ section, steps: steps.filter((step) => !isStepComplete(step, input)) }))
      .filter(({ steps }) => steps.length > 0);
    if (open.length === 0) return;
    // The personal details decide other sections (the passport, past directorships, certificates): they go first,
    // in a round of their own, so no step is filled that the answers have since made unnecessary.
    const details = open.find(({ section }) => section === 'details');
    missing = (details ? [details] : open).flatMap(({ steps }) => steps);
    const unfillable = missing.filter((step) => !FILLERS[step]);
    if (unfillable.length > 0) throw new Error(`No candidate call fills ${unfillable.join(', ')}: skip its section.`);
    const code = response.reference_request.country_code;
    const country = countryOf(code);
    const passportCode = options.passport === 'british' ? 'GB' : options.passport === 'foreign' ? FOREIGN_PASSPORT_COUNTRY : code;
    const ctx: FillContext = {
      candidate,
      response,
      request: response.reference_request,
      documentTypes,
      today,
      country,
      passportCountry: countryOf(passportCode),
      nationality: nationalities.find((row) => row.short_name === code) ?? null,
      place: samplePlace(code, country.countryPhoneCode),
    };
    // Steps that share a filler (the identity step's answers) are filled once, in the hub's order.
    for (const fill of new Set(missing.map((step) => FILLERS[step] as Filler))) await fill(ctx);
  }
  throw new Error(`Still missing after ${MAX_ROUNDS} rounds: ${missing.join(', ')}`);
}

/**
 * Completes, through the candidate's API, every section the hub lists before `section`, so the hub's order lets the
 * candidate open it (docs/hub.md "Opening a section by its address"); it and the sections after it are left as
 * they are.
 */
export async function fillSectionsBefore(
  created: CreatedRequest,
  section: SectionSlug,
  options: Omit<FillOptions, 'skip'> = {},
): Promise<void> {
  const from = SECTION_SLUGS.indexOf(section);
  await fillThroughCandidateApi(created, { ...options, skip: SECTION_SLUGS.slice(from) });
}
