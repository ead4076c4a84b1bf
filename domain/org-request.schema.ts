/**
 * Body of POST /api/org/requests: an organisation asks for checks on a candidate. The organisation's side is
 * outside the specification; this is our own contract (docs/api.md).
 */
import * as v from 'valibot';
import { CHECK_SLUGS } from './checks';
import type { TranslatedLanguage } from './fit-and-proper/questionnaire';
import { freeText, maxItems } from './forms/fields';
import { MAX_CHECK_LEVELS, MAX_CHECKS, MAX_REFERENCE_CONFIGS, MAX_RELATIONSHIPS } from './limits';
import { DEFAULT_REMINDERS, reminderScheduleSchema } from './email';
import { DEFAULT_LANGUAGE, LANGUAGES } from './locales';

const isoCountry = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 code, e.g. GB.'));
const text = (max: number) => v.pipe(freeText(), v.trim(), v.minLength(1, 'This field may not be blank.'), v.maxLength(max));
const email = v.pipe(freeText(), v.trim(), v.email('Enter a valid email address.'), v.maxLength(254));
/** A number a person dials: digits, at most one leading +, and the spaces, dots, hyphens and brackets that group them. */
const phone = v.pipe(
  freeText(),
  v.trim(),
  v.regex(/^\+?[0-9][0-9 ().-]{4,28}[0-9]$/, 'Enter a phone number of digits, with spaces, brackets or hyphens.'),
);

const list = <S extends v.GenericSchema>(item: S, max: number) => v.pipe(v.array(item), maxItems(max));

/**
 * A text the candidate reads, in one language or in several (docs/decisions/0027): a string, which every language
 * shows, or `{"en": …, "fr": …, "es": …, "pt-BR": …}`, English required as the text a language without its own
 * falls back to. A key of another language is refused, so a misspelt one is not silently never shown.
 */
export type LocalisedText = string | ({ en: string } & Partial<Record<TranslatedLanguage, string>>);

export function localised<S extends v.GenericSchema<string, string>>(single: S) {
  const perLanguage = v.strictObject(
    { en: single, fr: v.optional(single), es: v.optional(single), 'pt-BR': v.optional(single) },
    'Give the text as a string, or as an object of languages (en, fr, es, pt-BR) with en required.',
  );
  return v.lazy((input) => (typeof input === 'object' && input !== null ? perLanguage : single));
}

const referenceCheckConfigSchema = v.object({
  questionnaire: text(100),
  name_displayed: localised(text(255)),
  minimum_criteria_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 1),
  note_to_candidate: v.optional(v.nullable(localised(v.pipe(freeText(), v.maxLength(2000)))), null),
  relationship: v.optional(list(v.pipe(freeText(), v.maxLength(60)), MAX_RELATIONSHIPS), []),
});

const orgCheckSchema = v.object({
  type: v.picklist(CHECK_SLUGS, 'Unknown check type.'),
  level: v.optional(list(text(60), MAX_CHECK_LEVELS), []),
  region: v.optional(v.nullable(text(60)), null),
  require_digital_id_verification: v.optional(v.boolean(), false),
  /** Country the check runs in; the request's country when absent. */
  country: v.optional(isoCountry),
  minimum_criteria_count: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))), null),
  reference_check_config: v.optional(list(referenceCheckConfigSchema, MAX_REFERENCE_CONFIGS), []),
  /** The slug of the questionnaire a fitness_and_proprietary check asks; the shipped one when absent. */
  questionnaire: v.optional(v.nullable(text(100)), null),
});

export interface OrgRequestSchemaOptions {
  /** Accept http: links beside https: ones: development and testing only, never in production. */
  allowHttpLinks: boolean;
}

/** Parsed as a URL (valibot parses with the platform's URL, which domain/ does not name). */
const parsesAsUrl = (text: string) => v.is(v.pipe(v.string(), v.url()), text);

/**
 * A link the organisation gives, or null: a URL whose text begins with https:// (or http:// when allowed), judged
 * on the text as given, so `javascript:` cannot slip through in any spelling or behind leading spaces. A logo may
 * also be a `data:image/…` URL: the page only shows it in an <img>, which runs no script, and the
 * Content-Security-Policy allows data: images.
 */
function link({ allowHttpLinks }: OrgRequestSchemaOptions, { dataImage = false } = {}) {
  const schemes = allowHttpLinks ? ['https:', 'http:'] : ['https:'];
  const starts = [...schemes.map((scheme) => `${scheme}//`), ...(dataImage ? ['data:image/'] : [])];
  const message = `Enter a URL starting with ${starts.join(' or ')}.`;
  const accepted = (text: string) => starts.some((start) => text.toLowerCase().startsWith(start)) && parsesAsUrl(text);
  return v.optional(v.nullable(v.pipe(freeText(), v.check(accepted, message))), null);
}

/**
 * States a sandbox can put a new request in, so testers reach the companion pages and the hub's later states
 * without filling every form: `in_progress` has the name and birth steps saved; `ready_to_submit` has every
 * required section complete, so Finish is enabled (docs/decisions/0002).
 */
export const SANDBOX_STATES = ['expired', 'profile_removed', 'completed', 'in_progress', 'ready_to_submit'] as const;
export type SandboxState = (typeof SANDBOX_STATES)[number];

/** The body's schema: production refuses http: links (orgRequestSchema); a development server may take them. */
export const orgRequestSchemaFor = (options: OrgRequestSchemaOptions) =>
  v.object({
    company: v.object({
      name: text(255),
      logo_url: link(options, { dataImage: true }),
      /** The company's code for New Zealand drug-test bookings; a code given replaces the stored one. */
      nz_company_code: v.optional(v.nullable(text(60)), null),
      /** Where candidates send their questions, shown on the home page; one given replaces the stored one. */
      contact_email: v.optional(v.nullable(email), null),
      contact_phone: v.optional(v.nullable(phone), null),
    }),
    candidate: v.object({
      first_name: text(180),
      last_name: text(180),
      email,
    }),
    country: isoCountry,
    checks: v.pipe(list(orgCheckSchema, MAX_CHECKS), v.minLength(1, 'Request at least one check.')),
    /** ISO 8601 instant; 30 days from now when absent. */
    expire_date: v.optional(v.pipe(v.string(), v.isoTimestamp('Use an ISO 8601 timestamp.'))),
    is_rescreening: v.optional(v.boolean(), false),
    use_digital_id_for_rescreening: v.optional(v.boolean(), false),
    consent_form_link: link(options),
    disclosure_form_link: link(options),
    employment: v.optional(
      v.object({
        minimum_criteria_count_type: v.picklist(['role', 'year']),
        criteria_count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50)),
        allow_personal_email_address: v.optional(v.boolean(), false),
      }),
      { minimum_criteria_count_type: 'year', criteria_count: 5, allow_personal_email_address: false },
    ),
    /** The language of the candidate's e-mails (docs/email.md). */
    language: v.optional(v.picklist(LANGUAGES, 'Unknown language.'), DEFAULT_LANGUAGE),
    /** Whether the candidate is sent the invitation and its reminders; false when the organisation sends the link. */
    send_invitation: v.optional(v.boolean(), true),
    /** When reminders fall; false for none. */
    reminders: v.optional(reminderScheduleSchema, () => ({ ...DEFAULT_REMINDERS })),
    /** Honoured only by a server running with sandbox states enabled (never in production). */
    sandbox_state: v.optional(v.picklist(SANDBOX_STATES)),
  });

/** The strict schema, https: links only, as production runs it. */
export const orgRequestSchema = orgRequestSchemaFor({ allowHttpLinks: false });

export type OrgRequestInput = v.InferInput<typeof orgRequestSchema>;
export type OrgRequest = v.InferOutput<typeof orgRequestSchema>;

/** Answer of POST /api/org/requests. */
export interface CreatedRequest {
  guid: string;
  user_token: string;
  url: string;
}
