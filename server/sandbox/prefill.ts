/**
 * Sandbox states that put a new request part-way through (docs/decisions/0002): `in_progress` saves the name and
 * birth steps; `ready_to_submit` saves every step the request needs, so Finish is enabled and the completion call
 * succeeds. Which steps to fill comes from the hub's own rules (requiredSections, isStepComplete): each step has
 * one filler, and filling repeats until nothing required is missing, because some answers change what is
 * required (a current UK passport moves a DBS check to digital identity validation).
 *
 * A details step is filled as a candidate's browser fills it: the body the form would post goes through the step's
 * own schema and save (server/details/save-step.ts), the one writer of the details tables, so the sample answers
 * obey every rule a candidate's do, and fields a request does not ask are dropped there as the form's hidden
 * fields are; employer, referee and directorship lines go through their sections' saves (server/employers/,
 * server/referees/, server/directorships/) the same way. A sample the schema refuses throws with the field errors.
 * What has no save of its own yet (uploads, signed documents, provider states, the consents kept on the response) is
 * written here directly.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { answerOf, askedQuestions, type FitnessAnswer } from '../../domain/fit-and-proper/questionnaire';
import { isStepComplete, signedDocumentFor } from '../../domain/progress';
import type { Country, Nationality, ReferenceRequest, ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import type { StepSlug } from '../../domain/sections';
import { requiredSupportingDocumentTypes } from '../../domain/supporting-documents';
import { serverToday } from '../../domain/today';
import type { Database } from '../db/client';
import { listCountries, listNationalities } from '../db/repositories/countries';
import { directorships, employers, fitAndProperAnswers, referees, referenceResponses, uploadedDocuments } from '../db/schema';
import { saveDetailsStep, type SavePath } from '../details/save-step';
import { loadReferenceResponse } from '../requests/load-response';
import { saveNameChange } from '../documents/name-change';
import { saveDirectorship } from '../directorships/save-directorship';
import { saveEmployer } from '../employers/save-employer';
import { saveReferee } from '../referees/save-referee';
import { ValidationError } from '../errors';
import { signedDocumentKind, writeProviderState } from '../providers/states';
import { loadResponseProgress } from '../requests/progress';
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
  type SampleUpload,
  type SampleUploadStep,
  shiftYears,
  socialMediaAnswers,
} from './sample-answers';
import { samplePlace, type SamplePlace } from './sample-data';

const PREFILL_STATES = ['in_progress', 'ready_to_submit'] as const;
export type PrefillState = (typeof PREFILL_STATES)[number];

export const isPrefillState = (state: string | undefined): state is PrefillState =>
  (PREFILL_STATES as readonly string[]).includes(state ?? '');

/** The steps an `in_progress` request has saved: the details section is then pending. */
const IN_PROGRESS_STEPS: readonly StepSlug[] = ['name', 'birth'];

/** Rounds of filling before giving up: one, plus one per answer that can add a section. */
const MAX_ROUNDS = 4;

interface FillContext {
  db: Database;
  now: Date;
  today: string;
  requestId: number;
  responseId: number;
  response: ReferenceResponse;
  request: ReferenceRequest;
  countries: readonly Country[];
  nationalities: readonly Nationality[];
  country: Country;
  nationality: Nationality | null;
  place: SamplePlace;
  /** Uploads of the response, including those added in this round. */
  uploads: { type: string; selected_level: string | null; employment_response: number | null; education_response: number | null }[];
}

/** Saves a details step as the browser's POST .../details/{path}/ would, in the transaction creating the request. */
async function saveStepBody(ctx: FillContext, path: SavePath, body: unknown) {
  const { db, requestId, responseId, now, countries, nationalities } = ctx;
  try {
    const response = await loadReferenceResponse(db, requestId, now);
    await saveDetailsStep(db, path, { response, responseId, now, countries, nationalities }, body);
  } catch (error) {
    // A sample that breaks a rule is a bug in the sample: a 500 that names the fields, not a 400 to the organisation.
    if (!(error instanceof ValidationError)) throw error;
    throw new Error(`The sandbox's ${path} answers break the step's rules: ${JSON.stringify(error.fields)}`, {
      cause: error,
    });
  }
}

/** The save of a section's line (employer, referee, directorship): the one its POST endpoint calls. */
type LineSave = typeof saveEmployer | typeof saveReferee | typeof saveDirectorship;

/** Saves a line of a section as the browser's POST to the section's endpoint would. */
async function saveLineBody(ctx: FillContext, line: string, save: LineSave, body: unknown) {
  const { db, requestId, responseId, now, countries } = ctx;
  try {
    await save(db, { response: await loadReferenceResponse(db, requestId, now), responseId, now, countries }, body);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new Error(`The sandbox's ${line} answers break the section's rules: ${JSON.stringify(error.fields)}`, {
      cause: error,
    });
  }
}

async function saveResponse(ctx: FillContext, values: Partial<typeof referenceResponses.$inferInsert>) {
  await ctx.db
    .update(referenceResponses)
    .set({ ...values, updatedAt: ctx.now })
    .where(eq(referenceResponses.id, ctx.responseId));
}

interface UploadOptions {
  level?: string;
  employmentResponse?: number;
  educationResponse?: number;
}

/** Uploads of a type (at a level, for a record) until there are `count` of them. */
async function ensureUploads(ctx: FillContext, type: string, count: number, options: UploadOptions = {}) {
  const level = options.level ?? null;
  const employment = options.employmentResponse ?? null;
  const education = options.educationResponse ?? null;
  const have = ctx.uploads.filter(
    (upload) =>
      upload.type === type &&
      upload.selected_level === level &&
      (employment === null || upload.employment_response === employment) &&
      (education === null || upload.education_response === education),
  ).length;
  for (let n = have; n < count; n++) {
    const guid = randomUUID();
    await ctx.db.insert(uploadedDocuments).values({
      guid,
      responseId: ctx.responseId,
      path: `sandbox/${ctx.response.guid}/${guid}-${type}.pdf`,
      type,
      expiryDate: type === 'passport' ? shiftYears(ctx.today, 7) : null,
      selectedLevel: level,
      employmentResponse: employment,
      educationResponse: education,
    });
    ctx.uploads.push({ type, selected_level: level, employment_response: employment, education_response: education });
  }
}

const IDENTITY_SELECTION = { ...IDENTITY_SELECTION_ANSWERS, is_completed: true };

async function uploadSamples(ctx: FillContext, uploads: readonly SampleUpload[]) {
  for (const upload of uploads) await ensureUploads(ctx, upload.type, upload.count, { level: upload.level });
}

/** A filler for each step that only asks for documents: its sample uploads (sample-answers.ts). */
const uploadFillers = () =>
  Object.fromEntries(
    Object.entries(SAMPLE_UPLOADS).map(([step, uploads]) => [step, (ctx: FillContext) => uploadSamples(ctx, uploads)]),
  ) as Record<SampleUploadStep, Filler>;

async function selectIdentityDocuments(ctx: FillContext) {
  if (!ctx.response.selected_documents?.is_completed) await saveResponse(ctx, { selectedDocuments: IDENTITY_SELECTION });
}

/**
 * Every asked question answered with its first choice (the middle of a range), follow-ups included, then submitted.
 * The acknowledge answer carries no signature image: the sandbox writes no files.
 */
async function answerQuestionnaire(ctx: FillContext) {
  const { questions } = ctx.response.fit_and_proper;
  const answers: FitnessAnswer[] = [];
  // Each pass answers the questions asked so far; a first choice may open a follow-up for the next pass.
  for (let asked = askedQuestions(questions, answers); asked.some((q) => !answerOf(answers, q.id)); asked = askedQuestions(questions, answers)) {
    for (const question of asked.filter((q) => !answerOf(answers, q.id))) {
      answers.push({ id: 0, question: question.id, answer: fitnessAnswer(question), signature: null });
    }
  }
  await ctx.db.delete(fitAndProperAnswers).where(eq(fitAndProperAnswers.responseId, ctx.responseId));
  if (answers.length > 0) {
    await ctx.db
      .insert(fitAndProperAnswers)
      .values(answers.map(({ question, answer }) => ({ responseId: ctx.responseId, questionId: question, value: answer.value })));
  }
  await saveResponse(ctx, { fitAndProperSubmitted: true });
}

async function signDocument(ctx: FillContext, step: StepSlug) {
  const type = signedDocumentFor(step);
  if (type) await writeProviderState(ctx.db, ctx.responseId, signedDocumentKind(type), { signed_and_sealed: true }, ctx.now);
}

type Filler = (ctx: FillContext) => Promise<void>;

/** The identity step, as a candidate holding the request country's own passport would answer it. */
const fillId: Filler = (ctx) => saveStepBody(ctx, 'id', idAnswers({ ...ctx, passportCountry: ctx.country }));

const FILLERS: Record<StepSlug, Filler> = {
  name: (ctx) => saveStepBody(ctx, 'name', nameAnswers(ctx)),
  birth: (ctx) => saveStepBody(ctx, 'birth', birthAnswers(ctx)),
  previous_name: (ctx) => saveStepBody(ctx, 'name', PREVIOUS_NAME_ANSWERS),
  social_media: (ctx) => saveStepBody(ctx, 'name', socialMediaAnswers(ctx)),
  phone: (ctx) => saveStepBody(ctx, 'phone', phoneAnswers(ctx)),
  id: fillId,
  address: (ctx) => saveStepBody(ctx, 'address', addressAnswers(ctx)),
  education: (ctx) => saveStepBody(ctx, 'education', educationAnswers(ctx)),
  qualification: (ctx) => saveStepBody(ctx, 'qualification', qualificationAnswers(ctx)),
  directorship: (ctx) => saveStepBody(ctx, 'directorship', PAST_DIRECTORSHIP_ANSWERS),
  consent: (ctx) => signDocument(ctx, 'consent'),
  acic_consent: (ctx) => signDocument(ctx, 'acic_consent'),
  disclosure_step: (ctx) => signDocument(ctx, 'disclosure_step'),
  afp_disclosure_step: (ctx) => signDocument(ctx, 'afp_disclosure_step'),
  moj_disclosure_step: (ctx) => signDocument(ctx, 'moj_disclosure_step'),
  nz_dl_disclosure_step: (ctx) => signDocument(ctx, 'nz_dl_disclosure_step'),
  ds_consent: (ctx) => saveResponse(ctx, { disclosureSignedAt: ctx.now }),
  dbs_consent: (ctx) => saveResponse(ctx, { disclosureSignedAt: ctx.now }),
  cifas_consent: (ctx) => saveResponse(ctx, { agreeToFup: true }),
  identity_validation_step: (ctx) =>
    writeProviderState(ctx.db, ctx.responseId, 'identity', { provider: 'digital_id', digital_id_success: true }, ctx.now),
  instant_employment_verification: (ctx) =>
    writeProviderState(
      ctx.db,
      ctx.responseId,
      'instant_employment',
      { orders: [{ id: randomUUID(), status: 'COMPLETED', app_url: null }] },
      ctx.now,
    ),
  adverse_financial_history: (ctx) =>
    writeProviderState(ctx.db, ctx.responseId, 'credit', { credit_status: 'confirmed' }, ctx.now),
  drug_screening: (ctx) =>
    writeProviderState(ctx.db, ctx.responseId, 'registration', { drug_screening: true }, ctx.now),
  occupational_health: (ctx) =>
    writeProviderState(ctx.db, ctx.responseId, 'registration', { occupational_health: true }, ctx.now),
  employers: async (ctx) => {
    await ctx.db.delete(employers).where(eq(employers.responseId, ctx.responseId));
    for (const body of employerAnswers(ctx)) await saveLineBody(ctx, 'employer', saveEmployer, body);
  },
  reference: async (ctx) => {
    await ctx.db.delete(referees).where(eq(referees.responseId, ctx.responseId));
    for (const body of refereeAnswers(ctx)) await saveLineBody(ctx, 'referee', saveReferee, body);
  },
  directorships: async (ctx) => {
    await ctx.db.delete(directorships).where(eq(directorships.responseId, ctx.responseId));
    await saveLineBody(ctx, 'directorship', saveDirectorship, directorshipAnswers(ctx));
  },
  fit_and_proper: answerQuestionnaire,
  documents_selection: selectIdentityDocuments,
  ...uploadFillers(),
  afp_documents: async (ctx) => {
    await selectIdentityDocuments(ctx);
    await uploadSamples(ctx, SAMPLE_UPLOADS.afp_documents);
  },
  // Saved as the confirmation page's PUT .../acic-documents/name-change/ would: no different name, so no certificate.
  acic_documents_confirmation: async (ctx) => {
    await saveNameChange(ctx.db, ctx.responseId, ctx.now, ACIC_NAME_CHANGE_ANSWERS);
  },
  education_proof: async (ctx) => {
    for (const record of ctx.response.candidate_education_details.filter((r) => r.is_certificate_copy)) {
      await ensureUploads(ctx, 'education-proof', 1, { educationResponse: record.id });
    }
  },
  employment_proof: async (ctx) => {
    for (const line of ctx.response.employers.filter((l) => l.proof_of_employment)) {
      await ensureUploads(ctx, 'employment-proof', 1, { employmentResponse: line.id });
    }
  },
  document_upload: async (ctx) => {
    for (const type of requiredSupportingDocumentTypes(ctx.request)) await ensureUploads(ctx, type, 1);
  },
};

async function fillContext(
  db: Database,
  requestId: number,
  response: ReferenceResponse,
  responseId: number,
  now: Date,
): Promise<FillContext> {
  const request = response.reference_request;
  const [countries, nationalities] = await Promise.all([listCountries(db), listNationalities(db)]);
  const country = countries.find((row) => row.id === request.country);
  if (!country) throw new Error(`Country ${request.country} is missing.`);
  return {
    db,
    now,
    today: serverToday(now),
    requestId,
    responseId,
    response,
    request,
    countries,
    nationalities,
    country,
    nationality: nationalities.find((row) => row.short_name === request.country_code) ?? null,
    place: samplePlace(request.country_code, country.countryPhoneCode),
    uploads: response.documents.uploaded.map((upload) => ({ ...upload })),
  };
}

/** Fills the request's response to the given state; the caller runs it in the transaction that created it. */
export async function prefillResponse(db: Database, requestId: number, state: PrefillState, now: Date): Promise<void> {
  if (state === 'in_progress') {
    const { response, responseId } = await loadResponseProgress(db, requestId, now);
    const ctx = await fillContext(db, requestId, response, responseId, now);
    for (const step of IN_PROGRESS_STEPS) await FILLERS[step](ctx);
    return;
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { response, responseId, input, progress } = await loadResponseProgress(db, requestId, now);
    if (progress.canFinish) return;
    const missing = requiredSections(response, input.today)
      .flatMap((section) => section.steps)
      .filter((step) => !isStepComplete(step, input));
    const ctx = await fillContext(db, requestId, response, responseId, now);
    // Steps that share a filler (the identity step's answers) are filled once.
    for (const fill of new Set(missing.map((step) => FILLERS[step]))) await fill(ctx);
  }
  throw new Error(`The sandbox could not make request ${requestId} ready to submit.`);
}
