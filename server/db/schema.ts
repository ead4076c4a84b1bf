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
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CheckSlug } from '../../domain/checks';
import type {
  CandidateDetails,
  EmploymentCountType,
  PreviousName,
  ReferenceCheckConfig,
  RequestStatus,
  ResponseStatus,
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
  createdAt: createdAt(),
});

export const referenceRequests = pgTable(
  'reference_requests',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reference_requests_company_id_idx').on(t.companyId)],
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
  },
  (t) => [index('checks_request_id_idx').on(t.requestId)],
);

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
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

// Relations let the candidate's whole response load as one relational query (one round trip, which matters
// on PGlite's single connection).
export const companiesRelations = relations(companies, ({ many }) => ({ requests: many(referenceRequests) }));

export const referenceRequestsRelations = relations(referenceRequests, ({ one, many }) => ({
  company: one(companies, { fields: [referenceRequests.companyId], references: [companies.id] }),
  checks: many(checks),
  response: one(referenceResponses),
}));

export const checksRelations = relations(checks, ({ one }) => ({
  request: one(referenceRequests, { fields: [checks.requestId], references: [referenceRequests.id] }),
}));

export const referenceResponsesRelations = relations(referenceResponses, ({ one, many }) => ({
  request: one(referenceRequests, { fields: [referenceResponses.requestId], references: [referenceRequests.id] }),
  candidateDetails: one(candidateDetails),
  previousNames: many(previousNames),
  socialMedia: many(socialMedia),
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
