/**
 * The database schema (PostgreSQL dialect; the same on PGlite and PostgreSQL). Migrations are generated from
 * this file with `npm run db:generate` and committed under server/db/migrations.
 *
 * Shape rules that keep later sections additive:
 * - every record the candidate saves hangs off reference_responses with ON DELETE CASCADE, so a new section is
 *   a new child table and "replace records" is a delete-then-insert by response_id;
 * - statuses are text columns typed in TypeScript (not PostgreSQL enums), so a new status needs no migration;
 * - reference data (countries, nationalities) is keyed by ISO code and seeded idempotently at start.
 */
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CheckSlug } from '../../domain/checks';
import type { CheckStatus } from '../../domain/check-status';
import type { EmailKind, EmailStatus } from '../../domain/email';
import type { HandoffStep } from '../../domain/handoff/handoff';
import type { Language } from '../../domain/locales';
import type { ESigningStatus } from '../../domain/consents/e-signing.schema';
import type { AnswerValue, OptionType, QuestionTexts, TranslatedLanguage } from '../../domain/fit-and-proper/questionnaire';
import type { SignedDocumentType } from '../../domain/provider-status';
import type { WebhookEventType } from '../../domain/org-webhook.schema';
import type { SectionSlug } from '../../domain/sections';
import type {
  CandidateDetails,
  DirectorshipType,
  EducationRecord,
  EmploymentCountType,
  EmploymentGap,
  EmploymentType,
  IdDocumentDetails,
  PreviousName,
  ReasonForLeaving,
  ReferenceCheckConfig,
  RequestStatus,
  ResponseStatus,
  SelectedDocuments,
} from '../../domain/reference-response';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  guid: uuid('guid').notNull().unique().defaultRandom(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-2, upper case. */
  shortName: text('short_name').notNull().unique(),
  /** Calling code without '+'; empty where none is assigned (e.g. AQ). */
  phoneCode: text('phone_code').notNull().default(''),
});

export const nationalities = pgTable('nationalities', {
  id: serial('id').primaryKey(),
  guid: uuid('guid').notNull().unique().defaultRandom(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().unique(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  /** Organisations are found by name when they request checks, so the name is their natural key. */
  name: text('name').notNull().unique(),
  logoUrl: text('logo_url'),
  /** The organisation's own code for New Zealand drug-test bookings (GET /accounts/nz_company_code/). */
  nzCompanyCode: text('nz_company_code'),
  /** Where candidates ask the organisation their questions (the home page names them). */
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  createdAt: createdAt(),
});

/**
 * The tenants of the organisation API: each sees only the requests it created (docs/organisation-api.md). The
 * default organisation holds the requests made with ORG_API_KEY and every request older than tenancy.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    name: text('name').notNull().unique(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organisations_one_default').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/** An organisation's API keys: several may be active at once; a revoked key stays listed with its revocation time. */
export const organisationApiKeys = pgTable(
  'organisation_api_keys',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The key's first characters, shown in listings so a key can be recognised without being stored. */
    prefix: text('prefix').notNull(),
    /** sha256 (hex) of the whole key; the key itself is shown once, when it is created. */
    keyHash: text('key_hash').notNull().unique(),
    label: text('label'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('organisation_api_keys_organisation_id_idx').on(t.organisationId)],
);

export const referenceRequests = pgTable(
  'reference_requests',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    /** The organisation that created the request, the only one its API shows it to. */
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** sha256 (hex) of the candidate's user token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** As stored; the API reports "expired" once expire_date has passed, whatever this says. */
    status: text('status').$type<RequestStatus>().notNull().default('requested'),
    expireDate: timestamp('expire_date', { withTimezone: true, mode: 'date' }).notNull(),
    hasSoftDeleted: boolean('has_soft_deleted').notNull().default(false),
    consentFormLink: text('consent_form_link'),
    disclosureFormLink: text('disclosure_form_link'),
    candidateFirstName: text('candidate_first_name').notNull(),
    candidateLastName: text('candidate_last_name').notNull(),
    candidateEmail: text('candidate_email').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    isRescreening: boolean('is_rescreening').notNull().default(false),
    useDigitalIdForRescreening: boolean('use_digital_id_for_rescreening').notNull().default(false),
    minimumCriteriaCountType: text('minimum_criteria_count_type').$type<EmploymentCountType>().notNull().default('year'),
    criteriaCount: integer('criteria_count').notNull().default(5),
    allowPersonalEmailAddress: boolean('allow_personal_email_address').notNull().default(false),
    /** The language of the candidate's e-mails. */
    language: text('language').$type<Language>().notNull().default('en'),
    // The lifecycle the organisation API reports (docs/organisation-api.md "Status"); submission is the response's
    // completed_at, expiry is expire_date passing.
    /** The candidate's first opening of the link (their first GET of the request). */
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true, mode: 'date' }),
    /** The candidate's first save. */
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    /** The candidate's latest opening or save. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** Moves with every change an organisation can see: creation, opening, saves, submission, withdrawal. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reference_requests_company_id_idx').on(t.companyId),
    index('reference_requests_organisation_id_idx').on(t.organisationId, t.id),
  ],
);

export const checks = pgTable(
  'checks',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => referenceRequests.id, { onDelete: 'cascade' }),
    slug: text('slug').$type<CheckSlug>().notNull(),
    title: text('title').notNull(),
    level: text('level')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    region: text('region'),
    requireDigitalIdVerification: boolean('require_digital_id_verification').notNull().default(false),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    minimumCriteriaCount: integer('minimum_criteria_count'),
    referenceCheckConfig: jsonb('reference_check_config')
      .$type<ReferenceCheckConfig[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The questionnaire a fitness_and_proprietary check asks (docs/fit-and-proper.md); null for other checks. */
    questionnaireId: integer('questionnaire_id').references((): AnyPgColumn => fitAndProperQuestionnaires.id),
  },
  (t) => [index('checks_request_id_idx').on(t.requestId)],
);

/**
 * What the organisation last reported about one check of a submitted request (docs/decisions/0040): one row per
 * check, replaced by each PUT; `reported_at` moves only when the report changes, so a repeated PUT keeps its date.
 */
export const checkStatuses = pgTable('check_statuses', {
  id: serial('id').primaryKey(),
  checkId: integer('check_id')
    .notNull()
    .unique()
    .references(() => checks.id, { onDelete: 'cascade' }),
  status: text('status').$type<CheckStatus>().notNull(),
  /** In English, or the one text given for every language; the other languages beside it (docs/decisions/0027). */
  messageToCandidate: text('message_to_candidate'),
  messageTranslations: jsonb('message_translations')
    .$type<Partial<Record<TranslatedLanguage, string>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  expectedBy: date('expected_by', { mode: 'string' }),
  reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const referenceResponses = pgTable('reference_responses', {
  id: serial('id').primaryKey(),
  guid: uuid('guid').notNull().unique().defaultRandom(),
  /** One response per request: the candidate's answers. */
  requestId: integer('request_id')
    .notNull()
    .unique()
    .references(() => referenceRequests.id, { onDelete: 'cascade' }),
  status: text('status').$type<ResponseStatus>().notNull().default('in_progress'),
  disclosureSignedAt: timestamp('disclosure_signed_at', { withTimezone: true, mode: 'date' }),
  agreeToFup: boolean('agree_to_fup'),
  /** The candidate chose to skip the employers section (spec 001 §3 "Skip fields"). */
  employmentCheckSkipReason: text('employment_check_skip_reason'),
  employmentCheckSkipNotes: text('employment_check_skip_notes'),
  /** The fitness-and-propriety questionnaire was submitted (fit_and_proper.has_submitted). */
  fitAndProperSubmitted: boolean('fit_and_proper_submitted').notNull().default(false),
  /** The 100-point identity selection; null until the candidate makes one. */
  selectedDocuments: jsonb('selected_documents').$type<SelectedDocuments>(),
  /** The document steps the candidate confirmed with uploads made elsewhere (domain/documents/upload-origin.ts). */
  seenSteps: text('seen_steps')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** When each of a response's sections last became complete; a section that falls back to incomplete loses its row. */
export const sectionCompletions = pgTable(
  'section_completions',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => referenceResponses.id, { onDelete: 'cascade' }),
    section: text('section').$type<SectionSlug>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [unique('section_completions_response_section_unique').on(t.responseId, t.section)],
);

type DetailsField<K extends keyof CandidateDetails> = CandidateDetails[K];

/** candidate_details[0] of the reference response, without its lists (previous_names, social_media). */
export const candidateDetails = pgTable('candidate_details', {
  id: serial('id').primaryKey(),
  responseId: integer('response_id')
    .notNull()
    .unique()
    .references(() => referenceResponses.id, { onDelete: 'cascade' }),
  salutation: text('salutation'),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  fullName: text('full_name'),
  asianName: text('asian_name'),
  gender: text('gender').$type<DetailsField<'gender'>>(),
  fathersFullName: text('fathers_full_name'),
  mothersFullName: text('mothers_full_name'),
  mothersMaidenName: text('mothers_maiden_name'),
  /** yyyy-MM-dd, as the API carries it. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  countryOfBirth: integer('country_of_birth').references(() => countries.id),
  countryOfBirthName: text('country_of_birth_name'),
  townOfBirth: text('town_of_birth'),
  stateOfBirth: text('state_of_birth'),
  nationalityAtBirth: integer('nationality_at_birth').references(() => nationalities.id),
  nationalityAtBirthName: text('nationality_at_birth_name'),
  isNationalityChangedSinceBirth: boolean('is_nationality_changed_since_birth'),
  newNationality: integer('new_nationality').references(() => nationalities.id),
  newNationalityName: text('new_nationality_name'),
  holdsDualNationality: boolean('holds_dual_nationality'),
  secondNationality: integer('second_nationality').references(() => nationalities.id),
  secondNationalityName: text('second_nationality_name'),
  phoneCode: text('phone_code'),
  phoneNumber: text('phone_number'),
  phoneNumberType: text('phone_number_type').$type<DetailsField<'phone_number_type'>>(),
  isCompleted: boolean('is_completed').notNull().default(false),
  isAnyOtherNames: boolean('is_any_other_names'),
  dontHaveSocialMedia: boolean('dont_have_social_media'),
  updatedAt: updatedAt(),
});

/** candidate_details[0].previous_names, in the order the candidate gave them. */
export const previousNames = pgTable(
  'previous_names',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => referenceResponses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    type: text('type').$type<PreviousName['type']>().notNull(),
    usedFrom: date('used_from', { mode: 'string' }).notNull(),
    usedTo: date('used_to', { mode: 'string' }).notNull(),
  },
  (t) => [index('previous_names_response_id_idx').on(t.responseId, t.position)],
);

/** candidate_details[0].social_media, in the order the candidate gave them. */
export const socialMedia = pgTable(
  'social_media',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => referenceResponses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    socialMediaPlatform: text('social_media_platform').notNull(),
    socialMediaAccount: text('social_media_account').notNull(),
  },
  (t) => [index('social_media_response_id_idx').on(t.responseId, t.position)],
);

const responseId = () =>
  integer('response_id')
    .notNull()
    .references(() => referenceResponses.id, { onDelete: 'cascade' });
const countryRef = (name: string) => integer(name).references(() => countries.id);
const day = (name: string) => date(name, { mode: 'string' });

/** candidate_id_document_details: one record per response, every document group optional (spec 000 §3). */
export const candidateIdDocumentDetails = pgTable('candidate_id_document_details', {
  id: serial('id').primaryKey(),
  responseId: responseId().unique(),
  isCompleted: boolean('is_completed').notNull().default(false),
  isCurrentPassport: boolean('is_current_passport'),
  passportNumber: text('passport_number'),
  passportIssueCountry: countryRef('passport_issue_country'),
  passportIssueCountryName: text('passport_issue_country_name'),
  passportIssueDate: day('passport_issue_date'),
  passportExpiryDate: day('passport_expiry_date'),
  passportType: text('passport_type'),
  isCurrentDrivingLicense: boolean('is_current_driving_license'),
  drivingLicenseIssueCountry: countryRef('driving_license_issue_country'),
  drivingLicenseIssueCountryName: text('driving_license_issue_country_name'),
  drivingLicenseIssueState: text('driving_license_issue_state'),
  drivingLicenseValidFrom: day('driving_license_valid_from'),
  drivingLicenseExpiryDate: day('driving_license_expiry_date'),
  drivingLicenseNumber: text('driving_license_number'),
  drivingLicenseAgency: text('driving_license_agency'),
  isCurrentFirearmsLicense: boolean('is_current_firearms_license'),
  firearmLicenseIssueCountry: countryRef('firearm_license_issue_country'),
  firearmLicenseIssueState: text('firearm_license_issue_state'),
  firearmLicenseValidFrom: day('firearm_license_valid_from'),
  firearmLicenseExpiryDate: day('firearm_license_expiry_date'),
  firearmLicenseNumber: text('firearm_license_number'),
  firearmLicenseAgency: text('firearm_license_agency'),
  hasNationalIdNumber: boolean('has_national_id_number'),
  idType: text('id_type'),
  nationalIdNumber: text('national_id_number'),
  idTypeDetails: text('id_type_details'),
  hasRightToWorkShareCode: boolean('has_right_to_work_share_code'),
  rightToWorkShareCode: text('right_to_work_share_code'),
  reasonMissingSharecode: text('reason_missing_sharecode'),
  hasSraNumber: boolean('has_sra_number'),
  sraNumber: text('sra_number'),
  isConviction: boolean('is_conviction'),
  citizenship: text('citizenship').$type<IdDocumentDetails['citizenship']>(),
  hasFcaReferenceNumber: boolean('has_fca_reference_number'),
  fcaReferenceNumber: text('fca_reference_number'),
  hasDifferentNameInAcicDocuments: boolean('has_different_name_in_acic_documents'),
  updatedAt: updatedAt(),
});

/** candidate_address_details, current address first (spec 000 §3 "Address record"). */
export const candidateAddresses = pgTable(
  'candidate_addresses',
  {
    id: serial('id').primaryKey(),
    responseId: responseId(),
    position: integer('position').notNull(),
    periodResidenceFrom: day('period_residence_from').notNull(),
    /** Null for the current address. */
    periodResidenceTo: day('period_residence_to'),
    isCurrentResidence: boolean('is_current_residence').notNull().default(false),
    country: integer('country')
      .notNull()
      .references(() => countries.id),
    countryName: text('country_name').notNull(),
    streetAddress: text('street_address').notNull(),
    streetAddressCont: text('street_address_cont'),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
  },
  (t) => [index('candidate_addresses_response_id_idx').on(t.responseId, t.position)],
);

/** candidate_education_details (spec 000 §3 "Education record"). */
export const candidateEducation = pgTable(
  'candidate_education',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    responseId: responseId(),
    position: integer('position').notNull(),
    institutionName: text('institution_name'),
    institutionEmail: text('institution_email'),
    institutionAddress: text('institution_address'),
    /** Answered as both institution_country and institution_country_id. */
    institutionCountry: countryRef('institution_country'),
    institutionPhoneCode: text('institution_phone_code'),
    institutionPhoneNumber: text('institution_phone_number'),
    modeOfStudy: text('mode_of_study').$type<EducationRecord['mode_of_study']>(),
    faculty: text('faculty'),
    studentIdNumber: text('student_id_number'),
    startDateAttended: day('start_date_attended'),
    endDateAttended: day('end_date_attended'),
    didGraduate: boolean('did_graduate'),
    dateOfQualification: day('date_of_qualification'),
    gradeObtained: text('grade_obtained'),
    isCertificateCopy: boolean('is_certificate_copy'),
    noHigherEducation: boolean('no_higher_education').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
  },
  (t) => [index('candidate_education_response_id_idx').on(t.responseId, t.position)],
);

/** candidate_qualification_details (spec 000 §3 "Professional qualification record"). */
export const candidateQualifications = pgTable(
  'candidate_qualifications',
  {
    id: serial('id').primaryKey(),
    responseId: responseId(),
    position: integer('position').notNull(),
    holdsQualification: boolean('holds_qualification').notNull(),
    professionalOrganizationName: text('professional_organization_name'),
    professionalQualificationAttained: text('professional_qualification_attained'),
    professionalMembershipNumber: text('professional_membership_number'),
    membershipDate: day('membership_date'),
    membershipAttainedCountry: countryRef('membership_attained_country'),
    membershipStatus: text('membership_status'),
    isMembershipAwardedInDifferentName: boolean('is_membership_awarded_in_different_name'),
    membershipAwardedName: text('membership_awarded_name'),
    isCompleted: boolean('is_completed').notNull().default(false),
  },
  (t) => [index('candidate_qualifications_response_id_idx').on(t.responseId, t.position)],
);

/** candidate_directorship_details: the single past-directorships answer. */
export const candidateDirectorshipDetails = pgTable('candidate_directorship_details', {
  id: serial('id').primaryKey(),
  responseId: responseId().unique(),
  pastDirectorships: boolean('past_directorships').notNull(),
  isCompleted: boolean('is_completed').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Employer lines (spec 001 §3), with the HR contact (`manager`) in its own columns. Written only through the employer
 * save (server/employers/), so a field its answers do not ask is null.
 */
export const employers = pgTable(
  'employers',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    responseId: responseId(),
    position: integer('position').notNull(),
    organizationName: text('organization_name').notNull(),
    organisationAddress: text('organisation_address'),
    organisationAddressCont: text('organisation_address_cont'),
    organizationCountry: countryRef('organization_country'),
    /** yyyy-MM-dd; the leaving date is null for a present employer. */
    employmentPeriodFrom: day('employment_period_from'),
    employmentPeriodTo: day('employment_period_to'),
    isPresent: boolean('is_present'),
    candidateJobTitle: text('candidate_job_title'),
    titleReportedInto: text('title_reported_into'),
    typeOfEmployment: text('type_of_employment').$type<EmploymentType>(),
    reasonForLeaving: text('reason_for_leaving').$type<ReasonForLeaving>(),
    hasEmployeeIdNumber: boolean('has_employee_id_number'),
    employeeIdNumber: text('employee_id_number'),
    isAgency: boolean('is_agency'),
    agencyName: text('agency_name'),
    agencyConsultantName: text('agency_consultant_name'),
    agencyEmail: text('agency_email'),
    proofOfEmployment: boolean('proof_of_employment'),
    haveHrEmail: boolean('have_hr_email'),
    contactVerifier: boolean('contact_verifier'),
    contactVerifierDate: day('contact_verifier_date'),
    managerEmail: text('manager_email'),
    managerFirstName: text('manager_first_name'),
    managerLastName: text('manager_last_name'),
    managerFullName: text('manager_full_name'),
    isCompleted: boolean('is_completed').notNull().default(false),
  },
  (t) => [index('employers_response_id_idx').on(t.responseId, t.position)],
);

/** Employment gaps (spec 001 §3). A gap without a guid is one the candidate has not resolved yet. */
export const employmentGaps = pgTable(
  'employment_gaps',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').unique(),
    responseId: responseId(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    gapReason: text('gap_reason').$type<EmploymentGap['gap_reason']>().notNull(),
    additionalNotes: text('additional_notes'),
  },
  (t) => [index('employment_gaps_response_id_idx').on(t.responseId, t.startDate)],
);

/**
 * Referee lines (spec 001 §3), one per referee of a questionnaire, with the referee (`manager`) in its own columns.
 * Written only through the referee save (server/referees/), so a field its answers do not ask is null.
 */
export const referees = pgTable(
  'referees',
  {
    id: serial('id').primaryKey(),
    responseId: responseId(),
    questionnaire: text('questionnaire').notNull(),
    relationship: jsonb('relationship').$type<string[]>().notNull().default([]),
    organizationName: text('organization_name').notNull().default(''),
    togetherWorkExperience: integer('together_work_experience'),
    haveEmail: boolean('have_email').notNull().default(true),
    informationUndertaking: boolean('information_undertaking').notNull().default(false),
    managerFirstName: text('manager_first_name').notNull().default(''),
    managerLastName: text('manager_last_name').notNull().default(''),
    managerEmail: text('manager_email'),
    managerCountryCode: text('manager_country_code'),
    managerContactNumber: text('manager_contact_number'),
    managerPhoneCountry: countryRef('manager_phone_country'),
  },
  (t) => [index('referees_response_id_idx').on(t.responseId)],
);

/**
 * Directorship lines (spec 001 §3, docs/directorships.md), one per directorship in the candidate's order; the dates
 * are kept in parts as the form asks them (the end null while still a director, the end day optional).
 */
export const directorships = pgTable(
  'directorships',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    responseId: responseId(),
    position: integer('position').notNull(),
    organisationName: text('organisation_name').notNull(),
    organisationRegistrationNumber: text('organisation_registration_number'),
    organisationAddress1: text('organisation_address_1'),
    organisationAddress2: text('organisation_address_2'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: countryRef('country'),
    startYear: integer('start_year'),
    startMonth: integer('start_month'),
    startDay: integer('start_day'),
    endYear: integer('end_year'),
    endMonth: integer('end_month'),
    endDay: integer('end_day'),
    isDirector: boolean('is_director'),
    directorshipTitle: text('directorship_title'),
    directorshipType: text('directorship_type').$type<DirectorshipType>(),
    notes: text('notes'),
    isCompleted: boolean('is_completed').notNull().default(false),
  },
  (t) => [index('directorships_response_id_idx').on(t.responseId, t.position)],
);

/**
 * Uploaded documents (spec 001 §3). An upload that proves an employer line or education record points at it;
 * replacing that record keeps the file and drops the link, so the proof is asked for again.
 */
export const uploadedDocuments = pgTable(
  'uploaded_documents',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    responseId: responseId(),
    /** The key the stored file is kept under. */
    path: text('path').notNull(),
    /** The name the candidate's file had, to show it by (shownFileName); null for files kept before it was. */
    fileName: text('file_name'),
    /** A document type slug. */
    type: text('type').notNull(),
    expiryDate: day('expiry_date'),
    selectedLevel: text('selected_level'),
    employmentResponse: integer('employment_response').references(() => employers.id, { onDelete: 'set null' }),
    educationResponse: integer('education_response').references(() => candidateEducation.id, { onDelete: 'set null' }),
    /** The step page it was made on (domain/documents/upload-origin.ts); null when the uploader named none. */
    step: text('step'),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_documents_response_id_idx').on(t.responseId)],
);

/**
 * The writes a response has taken under an `Idempotency-Key` (server/requests/idempotency.ts): a request sent again
 * with the same key (a double press, a retry after a lost answer) is answered from here instead of writing twice.
 * Each row is written in the transaction of the write it records.
 */
export const writeAttempts = pgTable(
  'write_attempts',
  {
    id: serial('id').primaryKey(),
    responseId: responseId(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** `METHOD /path` the key was first used for; the same key on another write is refused. */
    request: text('request').notNull(),
    /** The record the write created or changed, when it names one. */
    recordId: integer('record_id'),
    /** The answer, for a write that does not answer with the whole reference response (an upload). */
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [unique('write_attempts_response_key_unique').on(t.responseId, t.idempotencyKey)],
);

/**
 * What the outside services report for a response, one row per kind (server/providers/states.ts types each
 * kind's data): what the status endpoints answer and the completion check reads.
 */
export const providerStates = pgTable(
  'provider_states',
  {
    id: serial('id').primaryKey(),
    responseId: responseId(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('provider_states_response_id_kind_unique').on(t.responseId, t.kind)],
);

/**
 * The criminal record disclosure consent the candidate gave (spec 000 §2: the DBS or the Disclosure Scotland page),
 * kept as evidence of what was agreed and when; reference_responses.disclosure_signed_at carries the same time.
 */
export const disclosureConsents = pgTable('disclosure_consents', {
  id: serial('id').primaryKey(),
  responseId: responseId().unique(),
  step: text('step').$type<'dbs_consent' | 'ds_consent'>().notNull(),
  /** Page 1's declaration (the DBS page; the Scottish page has none). */
  declaration: boolean('declaration').notNull().default(false),
  /** The consent ids ticked (domain/consents/disclosure-consents.ts), in the page's order. */
  consents: text('consents')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Documents sent to the e-signing service (server/providers/e-signing/), one per response and document type. The
 * guid names the document in signing links; a declined or failed document is replaced by a new one under a new
 * guid, so an old link leads nowhere.
 */
export const eSigningDocuments = pgTable(
  'e_signing_documents',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    responseId: responseId(),
    type: text('type').$type<SignedDocumentType>().notNull(),
    /** Which adapter holds it: 'sandbox' or 'remote'. */
    provider: text('provider').notNull(),
    /** The document's id at the service (the sandbox uses our guid). */
    providerDocumentId: text('provider_document_id').notNull(),
    status: text('status').$type<ESigningStatus>().notNull().default('pending'),
    /** The language the document is written in (domain/locales.ts). */
    language: text('language').notNull().default('en'),
    /** The full name the candidate typed when signing. */
    signerName: text('signer_name'),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
    sealedAt: timestamp('sealed_at', { withTimezone: true, mode: 'date' }),
    /** The storage key of the signed PDF, once sealed. */
    fileKey: text('file_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('e_signing_documents_response_id_type_unique').on(t.responseId, t.type)],
);

/**
 * Fitness-and-propriety questionnaires (docs/fit-and-proper.md): reference data seeded from code at start
 * (server/fit-and-proper/seed.ts), named by slug when an organisation requests the check.
 */
export const fitAndProperQuestionnaires = pgTable('fit_and_proper_questionnaires', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  createdAt: createdAt(),
});

/** A question in its questionnaire's order; `texts` holds its English texts and their translations. */
export const fitAndProperQuestions = pgTable(
  'fit_and_proper_questions',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => fitAndProperQuestionnaires.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    optionsType: text('options_type').$type<OptionType>().notNull(),
    /** A follow-up, asked only under the option that links it. */
    isLinked: boolean('is_linked').notNull().default(false),
    texts: jsonb('texts').$type<QuestionTexts & { translations: Partial<Record<TranslatedLanguage, QuestionTexts>> }>().notNull(),
  },
  (t) => [unique('fit_and_proper_questions_position_unique').on(t.questionnaireId, t.position)],
);

export const fitAndProperOptions = pgTable(
  'fit_and_proper_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => fitAndProperQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    texts: jsonb('texts').$type<{ name: string; translations: Partial<Record<TranslatedLanguage, string>> }>().notNull(),
    /** The follow-up question this option opens. */
    linkedQuestionId: integer('linked_question_id').references((): AnyPgColumn => fitAndProperQuestions.id),
  },
  (t) => [index('fit_and_proper_options_question_id_idx').on(t.questionId, t.position)],
);

/** The candidate's answer to one question; an acknowledge answer keeps its signature image in file storage. */
export const fitAndProperAnswers = pgTable(
  'fit_and_proper_answers',
  {
    id: serial('id').primaryKey(),
    responseId: responseId(),
    questionId: integer('question_id')
      .notNull()
      .references(() => fitAndProperQuestions.id),
    value: jsonb('value').$type<AnswerValue>().notNull(),
    description: text('description'),
    /** The storage key of the signature image (server/storage/file-storage.ts). */
    signatureKey: text('signature_key'),
    updatedAt: updatedAt(),
  },
  (t) => [unique('fit_and_proper_answers_response_question_unique').on(t.responseId, t.questionId)],
);

// Relations let the candidate's whole response load as one relational query (one round trip, which matters
// on PGlite's single connection).
export const companiesRelations = relations(companies, ({ many }) => ({ requests: many(referenceRequests) }));

export const organisationsRelations = relations(organisations, ({ many }) => ({
  requests: many(referenceRequests),
  apiKeys: many(organisationApiKeys),
}));

export const organisationApiKeysRelations = relations(organisationApiKeys, ({ one }) => ({
  organisation: one(organisations, { fields: [organisationApiKeys.organisationId], references: [organisations.id] }),
}));

export const referenceRequestsRelations = relations(referenceRequests, ({ one, many }) => ({
  organisation: one(organisations, { fields: [referenceRequests.organisationId], references: [organisations.id] }),
  company: one(companies, { fields: [referenceRequests.companyId], references: [companies.id] }),
  country: one(countries, { fields: [referenceRequests.countryId], references: [countries.id] }),
  checks: many(checks),
  response: one(referenceResponses),
}));

export const checksRelations = relations(checks, ({ one }) => ({
  request: one(referenceRequests, { fields: [checks.requestId], references: [referenceRequests.id] }),
  country: one(countries, { fields: [checks.countryId], references: [countries.id] }),
  questionnaire: one(fitAndProperQuestionnaires, { fields: [checks.questionnaireId], references: [fitAndProperQuestionnaires.id] }),
}));

export const referenceResponsesRelations = relations(referenceResponses, ({ one, many }) => ({
  request: one(referenceRequests, { fields: [referenceResponses.requestId], references: [referenceRequests.id] }),
  candidateDetails: one(candidateDetails),
  previousNames: many(previousNames),
  socialMedia: many(socialMedia),
  idDocumentDetails: one(candidateIdDocumentDetails),
  addresses: many(candidateAddresses),
  education: many(candidateEducation),
  qualifications: many(candidateQualifications),
  directorshipDetails: one(candidateDirectorshipDetails),
  employers: many(employers),
  employmentGaps: many(employmentGaps),
  referees: many(referees),
  directorships: many(directorships),
  uploadedDocuments: many(uploadedDocuments),
  providerStates: many(providerStates),
  sectionCompletions: many(sectionCompletions),
  fitAndProperAnswers: many(fitAndProperAnswers),
}));

export const candidateDetailsRelations = relations(candidateDetails, ({ one }) => ({
  response: one(referenceResponses, { fields: [candidateDetails.responseId], references: [referenceResponses.id] }),
}));

export const previousNamesRelations = relations(previousNames, ({ one }) => ({
  response: one(referenceResponses, { fields: [previousNames.responseId], references: [referenceResponses.id] }),
}));

export const socialMediaRelations = relations(socialMedia, ({ one }) => ({
  response: one(referenceResponses, { fields: [socialMedia.responseId], references: [referenceResponses.id] }),
}));

export const candidateIdDocumentDetailsRelations = relations(candidateIdDocumentDetails, ({ one }) => ({
  response: one(referenceResponses, { fields: [candidateIdDocumentDetails.responseId], references: [referenceResponses.id] }),
  passportCountry: one(countries, {
    fields: [candidateIdDocumentDetails.passportIssueCountry],
    references: [countries.id],
  }),
}));

export const candidateAddressesRelations = relations(candidateAddresses, ({ one }) => ({
  response: one(referenceResponses, { fields: [candidateAddresses.responseId], references: [referenceResponses.id] }),
}));

export const candidateEducationRelations = relations(candidateEducation, ({ one }) => ({
  response: one(referenceResponses, { fields: [candidateEducation.responseId], references: [referenceResponses.id] }),
}));

export const candidateQualificationsRelations = relations(candidateQualifications, ({ one }) => ({
  response: one(referenceResponses, { fields: [candidateQualifications.responseId], references: [referenceResponses.id] }),
}));

export const candidateDirectorshipDetailsRelations = relations(candidateDirectorshipDetails, ({ one }) => ({
  response: one(referenceResponses, { fields: [candidateDirectorshipDetails.responseId], references: [referenceResponses.id] }),
}));

export const employersRelations = relations(employers, ({ one }) => ({
  response: one(referenceResponses, { fields: [employers.responseId], references: [referenceResponses.id] }),
}));

export const employmentGapsRelations = relations(employmentGaps, ({ one }) => ({
  response: one(referenceResponses, { fields: [employmentGaps.responseId], references: [referenceResponses.id] }),
}));

export const refereesRelations = relations(referees, ({ one }) => ({
  response: one(referenceResponses, { fields: [referees.responseId], references: [referenceResponses.id] }),
}));

export const directorshipsRelations = relations(directorships, ({ one }) => ({
  response: one(referenceResponses, { fields: [directorships.responseId], references: [referenceResponses.id] }),
}));

export const uploadedDocumentsRelations = relations(uploadedDocuments, ({ one }) => ({
  response: one(referenceResponses, { fields: [uploadedDocuments.responseId], references: [referenceResponses.id] }),
}));

export const providerStatesRelations = relations(providerStates, ({ one }) => ({
  response: one(referenceResponses, { fields: [providerStates.responseId], references: [referenceResponses.id] }),
}));

export const sectionCompletionsRelations = relations(sectionCompletions, ({ one }) => ({
  response: one(referenceResponses, { fields: [sectionCompletions.responseId], references: [referenceResponses.id] }),
}));

export const fitAndProperQuestionnairesRelations = relations(fitAndProperQuestionnaires, ({ many }) => ({
  questions: many(fitAndProperQuestions),
}));

export const fitAndProperQuestionsRelations = relations(fitAndProperQuestions, ({ one, many }) => ({
  questionnaire: one(fitAndProperQuestionnaires, {
    fields: [fitAndProperQuestions.questionnaireId],
    references: [fitAndProperQuestionnaires.id],
  }),
  options: many(fitAndProperOptions),
}));

export const fitAndProperOptionsRelations = relations(fitAndProperOptions, ({ one }) => ({
  question: one(fitAndProperQuestions, { fields: [fitAndProperOptions.questionId], references: [fitAndProperQuestions.id] }),
}));

export const fitAndProperAnswersRelations = relations(fitAndProperAnswers, ({ one }) => ({
  response: one(referenceResponses, { fields: [fitAndProperAnswers.responseId], references: [referenceResponses.id] }),
}));

/**
 * An organisation's webhook endpoints (docs/organisation-api.md "Webhooks"). The secret signs every message as the
 * Standard Webhooks specification says, so it is kept as given out (whsec_…); a deleted endpoint keeps its rows so
 * its deliveries stay listed, and receives nothing more.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** The event types it receives; all of them when empty. */
    eventTypes: text('event_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('webhook_endpoints_organisation_id_idx').on(t.organisationId)],
);

/**
 * The outbox: one row per event, written in the transaction of the change that caused it, with its deliveries.
 * The guid is the message id receivers de-duplicate on (webhook-id), the same for every attempt and replay. A
 * request is opened, submitted, expired and withdrawn once: the unique index keeps those events single even when
 * two processes notice the same expiry.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => referenceRequests.id, { onDelete: 'cascade' }),
    type: text('type').$type<WebhookEventType>().notNull(),
    /** The whole message body as sent: {type, timestamp, data}. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_events_organisation_id_idx').on(t.organisationId),
    uniqueIndex('webhook_events_once_per_request')
      .on(t.requestId, t.type)
      .where(sql`${t.type} not in ('section.completed', 'invitation.bounced')`),
  ],
);

/**
 * One event on its way to one endpoint. The worker claims a due row with FOR UPDATE SKIP LOCKED and pushes its
 * next_attempt_at past the attempt's timeout before it sends, so no other process takes it meanwhile, and a process
 * that dies mid-attempt leaves it due again once that time has passed.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    eventId: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_id_idx').on(t.endpointId, t.id),
  ],
);

/** Every attempt of a delivery, as the organisation sees it in the delivery list. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The receiver's HTTP status; null when none came (refused address, timeout, connection error). */
    statusCode: integer('status_code'),
    /** Why the attempt failed, in our words; null on success. */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_id_idx').on(t.deliveryId)],
);

/**
 * The e-mail outbox (docs/email.md, docs/decisions/0030): one row per message to a candidate, written in the
 * transaction of the change that causes it and sent afterwards by the outbox worker, which claims due rows with
 * FOR UPDATE SKIP LOCKED as it does webhook deliveries. A reminder is written with the invitation, due on its day,
 * and cancelled when it falls due on a request that no longer waits for the candidate. The link holds the
 * candidate's token, so it is kept only while the message waits and cleared once it is settled.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    requestId: integer('request_id')
      .notNull()
      .references(() => referenceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailKind>().notNull(),
    /** Reminders only: what the day counts from, and how many days. */
    reminderAnchor: text('reminder_anchor').$type<'invitation' | 'expiry'>(),
    reminderDays: integer('reminder_days'),
    recipient: text('recipient').notNull(),
    /** The candidate's link while the message waits; null once it is settled. */
    link: text('link'),
    status: text('status').$type<EmailStatus>().notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    /** When the SMTP server accepted or refused it. */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** The SMTP server's last answer, or why no answer came. */
    smtpResponse: text('smtp_response'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('email_messages_request_id_idx').on(t.requestId, t.id),
  ],
);

/**
 * Phone links of the document steps (docs/documents.md "Continue on your phone"): each opens one step's uploader
 * for 15 minutes and a few files. Only the token's sha256 is kept, as for candidate tokens.
 */
export const handoffTokens = pgTable(
  'handoff_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    requestId: integer('request_id')
      .notNull()
      .references(() => referenceRequests.id, { onDelete: 'cascade' }),
    step: text('step').$type<HandoffStep>().notNull(),
    /** Files it may still take; at 0 it is used up. */
    uploadsLeft: integer('uploads_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('handoff_tokens_request_id_idx').on(t.requestId, t.createdAt)],
);
