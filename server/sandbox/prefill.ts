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
import { requestIdGroups } from '../../domain/details/id-groups';
import { answerOf, askedQuestions, type FitnessAnswer } from '../../domain/fit-and-proper/questionnaire';
import { employmentCriteria, requiresProofOfEmployment } from '../../domain/employers/options';
import { addDays } from '../../domain/employers/timeline';
import { NO_CITIZENSHIP, SOCIAL_SECURITY_ID_TYPE } from '../../domain/details/id-lists';
import { minimumAddressYears, minimumEducationRecords, minimumQualificationRecords } from '../../domain/minimums';
import { isStepComplete, signedDocumentFor } from '../../domain/progress';
import { allowedRelationships, referenceQuestionnaires } from '../../domain/referees/options';
import type { Country, Nationality, ReferenceRequest, ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import type { StepSlug } from '../../domain/sections';
import { requiredSupportingDocumentTypes } from '../../domain/supporting-documents';
import { serverToday } from '../../domain/today';
import type { Database } from '../db/client';
import { listCountries, listNationalities } from '../db/repositories/countries';
import { directorships, employers, fitAndProperAnswers, referees, referenceResponses, uploadedDocuments } from '../db/schema';
import { saveDetailsStep, type SavePath } from '../details/save-step';
import { saveNameChange } from '../documents/name-change';
import { saveDirectorship } from '../directorships/save-directorship';
import { saveEmployer } from '../employers/save-employer';
import { saveReferee } from '../referees/save-referee';
import { ValidationError } from '../errors';
import { signedDocumentKind, writeProviderState } from '../providers/states';
import { loadResponseProgress } from '../requests/progress';
import {
  SAMPLE_DIRECTORSHIP,
  SAMPLE_EMPLOYERS,
  SAMPLE_INSTITUTIONS,
  SAMPLE_REFEREES,
  sampleGender,
  samplePlace,
  type SamplePlace,
} from './sample-data';

const PREFILL_STATES = ['in_progress', 'ready_to_submit'] as const;
export type PrefillState = (typeof PREFILL_STATES)[number];

export const isPrefillState = (state: string | undefined): state is PrefillState =>
  (PREFILL_STATES as readonly string[]).includes(state ?? '');

/** The steps an `in_progress` request has saved: the details section is then pending. */
const IN_PROGRESS_STEPS: readonly StepSlug[] = ['name', 'birth'];

/** Rounds of filling before giving up: one, plus one per answer that can add a section. */
const MAX_ROUNDS = 4;
const DATE_OF_BIRTH = '1990-04-12';

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

/** yyyy-MM-dd `years` later (earlier when negative); 29 February rolls over to 1 March. */
function shiftYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Saves a details step as the browser's POST .../details/{path}/ would, in the transaction creating the request. */
async function saveStepBody(ctx: FillContext, path: SavePath, body: unknown) {
  const { db, requestId, responseId, now, countries, nationalities } = ctx;
  try {
    await saveDetailsStep(db, path, { requestId, responseId, now, countries, nationalities }, body);
  } catch (error) {
    // A sample that breaks a rule is a bug in the sample: a 500 that names the fields, not a 400 to the organisation.
    if (!(error instanceof ValidationError)) throw error;
    throw new Error(`The sandbox's ${path} answers break the step's rules: ${JSON.stringify(error.fields)}`, {
      cause: error,
    });
  }
}

/** Saves an employer line as the browser's POST .../employers/employers/ would. */
async function saveEmployerBody(ctx: FillContext, body: unknown) {
  const { db, requestId, responseId, now, countries } = ctx;
  try {
    await saveEmployer(db, { requestId, responseId, now, countries }, body);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new Error(`The sandbox's employer answers break the section's rules: ${JSON.stringify(error.fields)}`, {
      cause: error,
    });
  }
}

async function saveDirectorshipBody(ctx: FillContext, body: unknown) {
  const { db, requestId, responseId, now, countries } = ctx;
  try {
    await saveDirectorship(db, { requestId, responseId, now, countries }, body);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new Error(`The sandbox's directorship answers break the section's rules: ${JSON.stringify(error.fields)}`, {
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

const IDENTITY_SELECTION = { primary: ['passport'], secondary: ['driving-license'], is_completed: true };

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
      const first = question.options[0]?.id ?? 0;
      const value = question.options_type === 'range' ? 5 : question.options_type === 'checkbox' ? [first] : first;
      answers.push({ id: 0, question: question.id, answer: { value, description: null }, signature: null });
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

/**
 * The identity step, as a candidate holding the request country's passport and, where asked, a driving licence and
 * the country's national ID would answer it. Every group's answer is given; the schema keeps those it asks (the
 * right to work only for a passport from outside the UK and Ireland, the ACIC fields only for that check).
 */
const fillId: Filler = (ctx) => {
  const code = ctx.request.country_code;
  const sample = ctx.place.nationalId;
  // A request searched in the United States asks for an SSN: a candidate from elsewhere has none to give.
  const asksSsn = requestIdGroups(ctx.request).includes('social_security');
  const nationalId = asksSsn && sample?.type !== SOCIAL_SECURITY_ID_TYPE ? null : sample;
  return saveStepBody(ctx, 'id', {
    is_current_passport: true,
    passport_number: '548213967',
    passport_issue_country: ctx.country.id,
    passport_issue_date: shiftYears(ctx.today, -3),
    passport_expiry_date: shiftYears(ctx.today, 7),
    passport_type: 'ordinary',
    has_right_to_work_share_code: true,
    right_to_work_share_code: 'W7K2M9P4Q',
    reason_missing_sharecode: null,
    has_national_id_number: nationalId !== null,
    id_type: nationalId?.type ?? null,
    id_type_details: null,
    national_id_number: nationalId?.number ?? null,
    is_current_driving_license: true,
    driving_license_number: '82039457',
    driving_license_issue_country: ctx.country.id,
    driving_license_issue_state: ctx.place.licenceState,
    driving_license_valid_from: shiftYears(ctx.today, -8),
    driving_license_expiry_date: shiftYears(ctx.today, 2),
    driving_license_agency: 'road_authority',
    is_current_firearms_license: false,
    citizenship: code === 'AU' || code === 'NZ' ? code : NO_CITIZENSHIP,
    has_sra_number: false,
    has_fca_reference_number: false,
    is_conviction: false,
  });
};

const FILLERS: Record<StepSlug, Filler> = {
  name: (ctx) => {
    const { first_name, last_name } = ctx.request.candidate;
    const parents = ctx.place.parents;
    return saveStepBody(ctx, 'name', {
      salutation: 'dr',
      first_name,
      no_middle_name: true,
      last_name,
      gender: sampleGender(first_name),
      fathers_full_name: parents ? `${parents.father} ${last_name}` : null,
      mothers_full_name: parents?.mother ? `${parents.mother} ${last_name}` : null,
      mothers_maiden_name: 'Campbell',
    });
  },
  birth: (ctx) =>
    saveStepBody(ctx, 'birth', {
      date_of_birth: DATE_OF_BIRTH,
      country_of_birth: ctx.country.id,
      town_of_birth: ctx.place.city,
      state_of_birth: ctx.place.state,
      nationality_at_birth: ctx.nationality?.id ?? null,
      is_nationality_changed_since_birth: false,
      holds_dual_nationality: false,
    }),
  previous_name: (ctx) => saveStepBody(ctx, 'name', { is_any_other_names: false }),
  social_media: (ctx) => {
    const { first_name, last_name } = ctx.request.candidate;
    return saveStepBody(ctx, 'name', {
      dont_have_social_media: false,
      social_media: [
        {
          social_media_platform: 'linkedin',
          social_media_account: `https://www.linkedin.com/in/${slugify(`${first_name} ${last_name}`)}`,
        },
      ],
    });
  },
  phone: (ctx) =>
    saveStepBody(ctx, 'phone', {
      phone_code: ctx.place.phoneCode,
      phone_number: ctx.place.phoneNumber,
      phone_number_type: 'mobile',
    }),
  id: fillId,
  // One current address, lived at for a year more than the history the request asks for.
  address: (ctx) =>
    saveStepBody(ctx, 'address', [
      {
        country: ctx.country.id,
        street_address: ctx.place.streetAddress,
        street_address_cont: null,
        city: ctx.place.city,
        state: ctx.place.state,
        postal_code: ctx.place.postalCode,
        period_residence_from: shiftYears(ctx.today, -(minimumAddressYears(ctx.request) + 1)),
      },
    ]),
  education: (ctx) =>
    saveStepBody(ctx, 'education', {
      has_higher_education: true,
      education: Array.from({ length: minimumEducationRecords(ctx.request) }, (_, index) => {
        const graduated = shiftYears(ctx.today, -(12 - 3 * index));
        return {
          id: null,
          institution_name: SAMPLE_INSTITUTIONS[index % SAMPLE_INSTITUTIONS.length],
          institution_email: `registry${index + 1}@university.example`,
          institution_address: `${index + 10} College Road, ${ctx.place.city}`,
          institution_country: ctx.country.id,
          institution_phone_code: ctx.place.phoneCode,
          institution_phone_number: ctx.place.phoneNumber,
          mode_of_study: 'FULL_TIME',
          faculty: index === 0 ? 'Business and Law' : 'Social Sciences',
          student_id_number: `S${204518 + index}`,
          start_date_attended: shiftYears(graduated, -3),
          end_date_attended: graduated,
          did_graduate: true,
          date_of_qualification: graduated,
          grade_obtained: index === 0 ? 'Bachelor of Commerce' : 'Master of Social Policy',
          is_certificate_copy: false,
        };
      }),
    }),
  qualification: (ctx) =>
    saveStepBody(ctx, 'qualification', {
      holds_qualification: true,
      qualifications: Array.from({ length: minimumQualificationRecords(ctx.request) }, (_, index) => ({
        professional_organization_name: 'Institute of Professional Practice',
        professional_qualification_attained: index === 0 ? 'Associate Member' : 'Chartered Member',
        professional_membership_number: `IPP-${318204 + index}`,
        membership_date: shiftYears(ctx.today, -(4 - index)),
        membership_attained_country: ctx.country.id,
        membership_status: 'Active',
        is_membership_awarded_in_different_name: false,
      })),
    }),
  directorship: (ctx) => saveStepBody(ctx, 'directorship', { past_directorships: false }),
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
    // Counted by roles, that many employers, one after another; counted by years, one present job covers the span.
    const criteria = employmentCriteria(ctx.request);
    const count = criteria.countType === 'role' ? Math.max(1, criteria.count) : 1;
    const yearsEach = criteria.countType === 'role' ? 2 : criteria.lookBackYears + 1;
    const proofAsked = requiresProofOfEmployment(ctx.request);
    for (let index = 0; index < count; index += 1) {
      const name = SAMPLE_EMPLOYERS[index % SAMPLE_EMPLOYERS.length] as string;
      const from = shiftYears(ctx.today, -yearsEach * (index + 1));
      const present = index === 0;
      await saveEmployerBody(ctx, {
        organization_name: name,
        organisation_address: `${ctx.place.streetAddress}, ${ctx.place.city}`,
        organization_country: ctx.country.id,
        employment_period_from: from,
        is_present: present,
        employment_period_to: present ? null : addDays(shiftYears(ctx.today, -yearsEach * index), -1),
        reason_for_leaving: present ? null : 'another_job',
        candidate_job_title: 'Operations coordinator',
        title_reported_into: 'Operations manager',
        type_of_employment: 'full_time',
        has_employee_id_number: false,
        is_agency: false,
        proof_of_employment: proofAsked ? false : null,
        have_hr_email: true,
        manager: { email: `hr@${slugify(name)}.example`, full_name: 'Jordan Reyes' },
        contact_verifier: true,
      });
    }
  },
  reference: async (ctx) => {
    await ctx.db.delete(referees).where(eq(referees.responseId, ctx.responseId));
    const { db, requestId, responseId, now, countries } = ctx;
    let index = 0;
    for (const config of referenceQuestionnaires(ctx.request)) {
      const relationship = allowedRelationships(config).slice(0, 1);
      for (let count = 0; count < config.minimum_criteria_count; count += 1) {
        const [first_name, last_name] = SAMPLE_REFEREES[index % SAMPLE_REFEREES.length] ?? SAMPLE_REFEREES[0];
        index += 1;
        try {
          await saveReferee(db, { requestId, responseId, now, countries }, {
            questionnaire: config.questionnaire,
            relationship,
            organization_name: 'Harbour Street Consulting',
            together_work_experience: 3,
            have_email: true,
            information_undertaking: true,
            manager: { first_name, last_name, email: `referee-${index}@harbour-street.example` },
          });
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          throw new Error(`The sandbox's referee answers break the section's rules: ${JSON.stringify(error.fields)}`, {
            cause: error,
          });
        }
      }
    }
  },
  directorships: async (ctx) => {
    await ctx.db.delete(directorships).where(eq(directorships.responseId, ctx.responseId));
    const started = Number(shiftYears(ctx.today, -3).slice(0, 4));
    await saveDirectorshipBody(ctx, {
      organisation_name: SAMPLE_DIRECTORSHIP,
      organisation_address_1: ctx.place.streetAddress,
      city: ctx.place.city,
      postal_code: ctx.place.postalCode,
      country: ctx.country.id,
      directorship_title: 'Non-executive director',
      directorship_type: 'non_executive',
      start_year: started,
      start_month: 1,
      start_day: 1,
      is_director: true,
    });
  },
  fit_and_proper: answerQuestionnaire,
  documents_selection: selectIdentityDocuments,
  address_documents: (ctx) => ensureUploads(ctx, 'address-proof', 2),
  dbs_address: (ctx) => ensureUploads(ctx, 'address-proof', 1),
  dbs_identity: async (ctx) => {
    await ensureUploads(ctx, 'passport', 1);
    await ensureUploads(ctx, 'driving-license', 1);
  },
  afp_documents: async (ctx) => {
    await selectIdentityDocuments(ctx);
    await ensureUploads(ctx, 'passport', 1);
    await ensureUploads(ctx, 'driving-license', 1);
  },
  moj_document_upload: (ctx) => ensureUploads(ctx, 'passport', 1),
  police_vetting_documents: async (ctx) => {
    await ensureUploads(ctx, 'passport', 1);
    await ensureUploads(ctx, 'utility-bill', 1);
  },
  acic_identity_documents: (ctx) => ensureUploads(ctx, 'birth-certificate-optional', 1, { level: 'acic_commencement' }),
  acic_primary_documents: (ctx) => ensureUploads(ctx, 'passport', 1, { level: 'acic_primary' }),
  acic_secondary_documents: (ctx) => ensureUploads(ctx, 'utility-bill', 1, { level: 'acic_secondary' }),
  // Saved as the confirmation page's PUT .../acic-documents/name-change/ would: no different name, so no certificate.
  acic_documents_confirmation: async (ctx) => {
    await saveNameChange(ctx.db, ctx.responseId, ctx.now, { has_different_name_in_acic_documents: false });
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
