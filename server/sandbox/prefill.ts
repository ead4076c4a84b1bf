/**
 * Sandbox states that put a new request part-way through (docs/decisions/0002): `in_progress` saves the name and
 * birth steps; `ready_to_submit` saves every step the request needs, so Finish is enabled and the completion call
 * succeeds. Which steps to fill comes from the hub's own rules (requiredSections, isStepComplete): each step has
 * one filler, and filling repeats until nothing required is missing, because some answers change what is
 * required (a current UK passport moves a DBS check to digital identity validation).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { phoneFields } from '../../domain/details/phone-fields';
import { birthFields } from '../../domain/details/birth-fields';
import { type IdGroup, idFields, RIGHT_TO_WORK_WITHOUT_SHARE_CODE } from '../../domain/details/id-groups';
import { AU_STATE_CODES, SOCIAL_SECURITY_ID_TYPE } from '../../domain/details/id-lists';
import { fullName, nameFields } from '../../domain/details/name-fields';
import { minimumAddressYears, minimumEducationRecords, minimumQualificationRecords } from '../../domain/minimums';
import { isStepComplete, signedDocumentFor } from '../../domain/progress';
import type { ReferenceRequest, ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import type { StepSlug } from '../../domain/sections';
import { requiredSupportingDocumentTypes } from '../../domain/supporting-documents';
import type { Database } from '../db/client';
import {
  candidateAddresses,
  candidateDetails,
  candidateDirectorshipDetails,
  candidateEducation,
  candidateIdDocumentDetails,
  candidateQualifications,
  countries,
  directorships,
  employers,
  nationalities,
  referees,
  referenceResponses,
  socialMedia,
  uploadedDocuments,
} from '../db/schema';
import { signedDocumentKind, writeProviderState } from '../providers/states';
import { loadResponseProgress, serverToday } from '../requests/progress';
import {
  SAMPLE_DIRECTORSHIP,
  SAMPLE_EMPLOYERS,
  SAMPLE_INSTITUTIONS,
  sampleGender,
  samplePlace,
  type SamplePlace,
} from './sample-data';

export const PREFILL_STATES = ['in_progress', 'ready_to_submit'] as const;
export type PrefillState = (typeof PREFILL_STATES)[number];

export const isPrefillState = (state: string | undefined): state is PrefillState =>
  (PREFILL_STATES as readonly string[]).includes(state ?? '');

/** The steps an `in_progress` request has saved: the details section is then pending. */
export const IN_PROGRESS_STEPS: readonly StepSlug[] = ['name', 'birth'];

/** Rounds of filling before giving up: one, plus one per answer that can add a section. */
const MAX_ROUNDS = 4;
const DATE_OF_BIRTH = '1990-04-12';

interface FillContext {
  db: Database;
  now: Date;
  today: string;
  responseId: number;
  response: ReferenceResponse;
  request: ReferenceRequest;
  country: { id: number; name: string };
  nationality: { id: number; name: string } | null;
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

async function saveDetails(ctx: FillContext, values: Partial<typeof candidateDetails.$inferInsert>) {
  await ctx.db
    .insert(candidateDetails)
    .values({ ...values, responseId: ctx.responseId })
    .onConflictDoUpdate({ target: candidateDetails.responseId, set: { ...values, updatedAt: ctx.now } });
}

async function saveIdDetails(ctx: FillContext, values: Partial<typeof candidateIdDocumentDetails.$inferInsert>) {
  await ctx.db
    .insert(candidateIdDocumentDetails)
    .values({ ...values, responseId: ctx.responseId })
    .onConflictDoUpdate({ target: candidateIdDocumentDetails.responseId, set: { ...values, updatedAt: ctx.now } });
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

async function signDocument(ctx: FillContext, step: StepSlug) {
  const type = signedDocumentFor(step);
  if (type) await writeProviderState(ctx.db, ctx.responseId, signedDocumentKind(type), { signed_and_sealed: true }, ctx.now);
}

type Filler = (ctx: FillContext) => Promise<void>;

const FILLERS: Record<StepSlug, Filler> = {
  name: async (ctx) => {
    const { first_name, last_name } = ctx.request.candidate;
    const parents = ctx.place.parents;
    // Only what the step asks, as the step's own save would store it.
    const asked = nameFields(ctx.request);
    await saveDetails(ctx, {
      salutation: 'dr',
      firstName: first_name,
      middleName: null,
      lastName: last_name,
      fullName: fullName({ first_name, middle_name: null, last_name }),
      gender: sampleGender(first_name),
      fathersFullName: asked.fathers_full_name && parents ? `${parents.father} ${last_name}` : null,
      mothersFullName: asked.mothers_full_name && parents?.mother ? `${parents.mother} ${last_name}` : null,
      mothersMaidenName: asked.mothers_maiden_name ? 'Campbell' : null,
      isCompleted: true,
    });
  },
  birth: async (ctx) => {
    // Only what the step asks, as the step's own save would store it.
    const asked = birthFields(ctx.request);
    const nationality = asked.nationalities ? ctx.nationality : null;
    await saveDetails(ctx, {
      dateOfBirth: DATE_OF_BIRTH,
      countryOfBirth: asked.country_of_birth ? ctx.country.id : null,
      countryOfBirthName: asked.country_of_birth ? ctx.country.name : null,
      townOfBirth: asked.town_of_birth ? ctx.place.city : null,
      stateOfBirth: asked.state_of_birth ? ctx.place.state : null,
      nationalityAtBirth: nationality?.id ?? null,
      nationalityAtBirthName: nationality?.name ?? null,
      isNationalityChangedSinceBirth: asked.nationalities ? false : null,
      holdsDualNationality: asked.nationalities ? false : null,
      isCompleted: true,
    });
  },
  previous_name: (ctx) => saveDetails(ctx, { isAnyOtherNames: false }),
  social_media: async (ctx) => {
    await saveDetails(ctx, { dontHaveSocialMedia: false });
    await ctx.db.delete(socialMedia).where(eq(socialMedia.responseId, ctx.responseId));
    const { first_name, last_name } = ctx.request.candidate;
    await ctx.db.insert(socialMedia).values({
      responseId: ctx.responseId,
      position: 0,
      socialMediaPlatform: 'linkedin',
      socialMediaAccount: `https://www.linkedin.com/in/${slugify(`${first_name} ${last_name}`)}`,
    });
  },
  phone: (ctx) =>
    saveDetails(ctx, {
      phoneCode: ctx.place.phoneCode,
      phoneNumber: ctx.place.phoneNumber,
      // As the phone step stores it: a type only where the request asks one.
      phoneNumberType: phoneFields(ctx.request).phone_number_type ? 'mobile' : null,
      isCompleted: true,
    }),
  id: (ctx) => {
    const request = ctx.request;
    // Only the groups the step asks, as the step's own save would store them (domain/details/id.schema.ts); the
    // birth filler gives the candidate the request country's nationality.
    const nationalityCodes = birthFields(request).nationalities && ctx.nationality ? [request.country_code] : [];
    const fields = idFields(request, nationalityCodes);
    const asks = (group: IdGroup) => fields.groups.includes(group);
    const code = request.country_code;
    const sample = ctx.place.nationalId;
    // The social security group takes only an SSN.
    const ssn = sample?.type === SOCIAL_SECURITY_ID_TYPE ? sample : null;
    const nationalId = asks('social_security') ? ssn : asks('national_id') ? sample : null;
    // The passport is the request country's, so only a request outside the UK and Ireland is asked for a share code.
    const rightToWork = asks('right_to_work') && !RIGHT_TO_WORK_WITHOUT_SHARE_CODE.includes(code);
    const driving = asks('driving_license');
    const licenceState =
      code === 'AU'
        ? AU_STATE_CODES.find((state) => state === ctx.place.state) ?? 'NSW'
        : code === 'GB'
          ? 'GB-ENG'
          : ctx.place.state;
    return saveIdDetails(ctx, {
      isCompleted: true,
      isCurrentPassport: true,
      passportNumber: '548213967',
      passportIssueCountry: ctx.country.id,
      passportIssueCountryName: ctx.country.name,
      passportIssueDate: shiftYears(ctx.today, -3),
      passportExpiryDate: shiftYears(ctx.today, 7),
      passportType: fields.acic ? 'ordinary' : null,
      hasRightToWorkShareCode: rightToWork ? true : null,
      rightToWorkShareCode: rightToWork ? 'W7K2M9P4Q' : null,
      reasonMissingSharecode: null,
      hasNationalIdNumber: asks('national_id') || asks('social_security') ? nationalId !== null : null,
      idType: nationalId?.type ?? null,
      nationalIdNumber: nationalId?.number ?? null,
      idTypeDetails: null,
      isCurrentDrivingLicense: driving ? true : null,
      drivingLicenseIssueCountry: driving ? ctx.country.id : null,
      drivingLicenseIssueCountryName: driving ? ctx.country.name : null,
      drivingLicenseIssueState: driving ? licenceState : null,
      drivingLicenseValidFrom: driving ? shiftYears(ctx.today, -8) : null,
      drivingLicenseExpiryDate: driving ? shiftYears(ctx.today, 2) : null,
      drivingLicenseNumber: driving ? '82039457' : null,
      drivingLicenseAgency: driving && fields.acic && code === 'AU' ? 'road_authority' : null,
      isCurrentFirearmsLicense: asks('firearms_license') ? false : null,
      firearmLicenseIssueCountry: null,
      firearmLicenseIssueState: null,
      firearmLicenseValidFrom: null,
      firearmLicenseExpiryDate: null,
      firearmLicenseNumber: null,
      firearmLicenseAgency: null,
      citizenship: asks('citizenship') && (code === 'AU' || code === 'NZ') ? code : null,
      hasSraNumber: asks('sra') ? false : null,
      sraNumber: null,
      hasFcaReferenceNumber: asks('fca') ? false : null,
      fcaReferenceNumber: null,
      isConviction: asks('conviction') ? false : null,
      hasDifferentNameInAcicDocuments: fields.acic ? false : null,
    });
  },
  address: async (ctx) => {
    await ctx.db.delete(candidateAddresses).where(eq(candidateAddresses.responseId, ctx.responseId));
    // One current address, lived at for a year more than the history the request asks for.
    await ctx.db.insert(candidateAddresses).values({
      responseId: ctx.responseId,
      position: 0,
      periodResidenceFrom: shiftYears(ctx.today, -(minimumAddressYears(ctx.request) + 1)),
      periodResidenceTo: null,
      isCurrentResidence: true,
      country: ctx.country.id,
      countryName: ctx.country.name,
      streetAddress: ctx.place.streetAddress,
      city: ctx.place.city,
      state: ctx.place.state,
      postalCode: ctx.place.postalCode,
      isCompleted: true,
    });
  },
  education: async (ctx) => {
    await ctx.db.delete(candidateEducation).where(eq(candidateEducation.responseId, ctx.responseId));
    const count = minimumEducationRecords(ctx.request);
    await ctx.db.insert(candidateEducation).values(
      Array.from({ length: count }, (_, index) => {
        const graduated = shiftYears(ctx.today, -(12 - 3 * index));
        return {
          responseId: ctx.responseId,
          position: index,
          institutionName: SAMPLE_INSTITUTIONS[index % SAMPLE_INSTITUTIONS.length],
          institutionEmail: `registry${index + 1}@university.example`,
          institutionAddress: `${index + 10} College Road, ${ctx.place.city}`,
          institutionCountry: ctx.country.id,
          institutionPhoneCode: ctx.place.phoneCode,
          institutionPhoneNumber: ctx.place.phoneNumber,
          modeOfStudy: 'FULL_TIME' as const,
          faculty: index === 0 ? 'Business and Law' : 'Social Sciences',
          studentIdNumber: `S${204518 + index}`,
          startDateAttended: shiftYears(graduated, -3),
          endDateAttended: graduated,
          didGraduate: true,
          dateOfQualification: graduated,
          gradeObtained: index === 0 ? 'Bachelor of Commerce' : 'Master of Social Policy',
          isCertificateCopy: false,
          noHigherEducation: false,
          isCompleted: true,
        };
      }),
    );
  },
  qualification: async (ctx) => {
    await ctx.db.delete(candidateQualifications).where(eq(candidateQualifications.responseId, ctx.responseId));
    const count = minimumQualificationRecords(ctx.request);
    await ctx.db.insert(candidateQualifications).values(
      Array.from({ length: count }, (_, index) => ({
        responseId: ctx.responseId,
        position: index,
        holdsQualification: true,
        professionalOrganizationName: 'Institute of Professional Practice',
        professionalQualificationAttained: index === 0 ? 'Associate Member' : 'Chartered Member',
        professionalMembershipNumber: `IPP-${318204 + index}`,
        membershipDate: shiftYears(ctx.today, -(4 - index)),
        membershipAttainedCountry: ctx.country.id,
        membershipStatus: 'Active',
        isMembershipAwardedInDifferentName: false,
        isCompleted: true,
      })),
    );
  },
  directorship: (ctx) =>
    ctx.db
      .insert(candidateDirectorshipDetails)
      .values({ responseId: ctx.responseId, pastDirectorships: false, isCompleted: true })
      .onConflictDoUpdate({
        target: candidateDirectorshipDetails.responseId,
        set: { pastDirectorships: false, isCompleted: true, updatedAt: ctx.now },
      })
      .then(() => undefined),
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
    // Employment counted by roles names that many employers; counted by years, one job covers the span.
    const request = ctx.request;
    const count = request.minimum_criteria_count_type === 'role' ? Math.max(1, request.criteria_count) : 1;
    await ctx.db.insert(employers).values(
      Array.from({ length: count }, (_, index) => ({
        responseId: ctx.responseId,
        position: index,
        organizationName: SAMPLE_EMPLOYERS[index % SAMPLE_EMPLOYERS.length] as string,
        proofOfEmployment: false,
        isCompleted: true,
      })),
    );
  },
  reference: async (ctx) => {
    await ctx.db.delete(referees).where(eq(referees.responseId, ctx.responseId));
    const configs = ctx.request.checks
      .filter((check) => check.criteria_check.slug === 'reference')
      .flatMap((check) => check.reference_check_config);
    const lines = configs.length
      ? configs.flatMap((config) => Array.from({ length: config.minimum_criteria_count }, () => config.questionnaire))
      : ['reference'];
    await ctx.db.insert(referees).values(lines.map((questionnaire) => ({ responseId: ctx.responseId, questionnaire })));
  },
  directorships: async (ctx) => {
    await ctx.db.delete(directorships).where(eq(directorships.responseId, ctx.responseId));
    await ctx.db
      .insert(directorships)
      .values({ responseId: ctx.responseId, position: 0, organisationName: SAMPLE_DIRECTORSHIP, isCompleted: true });
  },
  fit_and_proper: (ctx) => saveResponse(ctx, { fitAndProperSubmitted: true }),
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
  acic_documents_confirmation: (ctx) => saveIdDetails(ctx, { hasDifferentNameInAcicDocuments: false }),
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
  response: ReferenceResponse,
  responseId: number,
  now: Date,
): Promise<FillContext> {
  const request = response.reference_request;
  const [country] = await db
    .select({ id: countries.id, name: countries.name, phoneCode: countries.phoneCode })
    .from(countries)
    .where(eq(countries.id, request.country));
  if (!country) throw new Error(`Country ${request.country} is missing.`);
  const [nationality] = await db
    .select({ id: nationalities.id, name: nationalities.name })
    .from(nationalities)
    .where(eq(nationalities.shortName, request.country_code));
  return {
    db,
    now,
    today: serverToday(now),
    responseId,
    response,
    request,
    country,
    nationality: nationality ?? null,
    place: samplePlace(request.country_code, country.phoneCode),
    uploads: response.documents.uploaded.map((upload) => ({ ...upload })),
  };
}

/** Fills the request's response to the given state; the caller runs it in the transaction that created it. */
export async function prefillResponse(db: Database, requestId: number, state: PrefillState, now: Date): Promise<void> {
  if (state === 'in_progress') {
    const { response, responseId } = await loadResponseProgress(db, requestId, now);
    const ctx = await fillContext(db, response, responseId, now);
    for (const step of IN_PROGRESS_STEPS) await FILLERS[step](ctx);
    return;
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { response, responseId, input, progress } = await loadResponseProgress(db, requestId, now);
    if (progress.canFinish) return;
    const missing = new Set(
      requiredSections(response, input.today)
        .flatMap((section) => section.steps)
        .filter((step) => !isStepComplete(step, input)),
    );
    const ctx = await fillContext(db, response, responseId, now);
    for (const step of missing) await FILLERS[step](ctx);
  }
  throw new Error(`The sandbox could not make request ${requestId} ready to submit.`);
}
