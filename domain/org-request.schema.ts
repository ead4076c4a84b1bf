/**
 * Body of POST /api/org/requests: an organisation asks for checks on a candidate. The organisation's side is
 * outside the specification; this is our own contract (docs/api.md).
 */
import * as v from 'valibot';
import { CHECK_SLUGS } from './checks';

const isoCountry = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 code, e.g. GB.'));
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'This field may not be blank.'), v.maxLength(max));

export const referenceCheckConfigSchema = v.object({
  questionnaire: text(100),
  name_displayed: text(255),
  minimum_criteria_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 1),
  note_to_candidate: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))), null),
  relationship: v.optional(v.array(v.string()), []),
});

export const orgCheckSchema = v.object({
  type: v.picklist(CHECK_SLUGS, 'Unknown check type.'),
  level: v.optional(v.array(text(60)), []),
  region: v.optional(v.nullable(text(60)), null),
  require_digital_id_verification: v.optional(v.boolean(), false),
  /** Country the check runs in; the request's country when absent. */
  country: v.optional(isoCountry),
  minimum_criteria_count: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))), null),
  reference_check_config: v.optional(v.array(referenceCheckConfigSchema), []),
});

/**
 * States a sandbox can put a new request in, so testers reach the companion pages and the hub's later states
 * without filling every form: `in_progress` has the name and birth steps saved; `ready_to_submit` has every
 * required section complete, so Finish is enabled (docs/decisions/0002).
 */
export const SANDBOX_STATES = ['expired', 'profile_removed', 'completed', 'in_progress', 'ready_to_submit'] as const;
export type SandboxState = (typeof SANDBOX_STATES)[number];

export const orgRequestSchema = v.object({
  company: v.object({
    name: text(255),
    logo_url: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
    /** The company's code for New Zealand drug-test bookings; a code given replaces the stored one. */
    nz_company_code: v.optional(v.nullable(text(60)), null),
  }),
  candidate: v.object({
    first_name: text(180),
    last_name: text(180),
    email: v.pipe(v.string(), v.trim(), v.email('Enter a valid email address.'), v.maxLength(254)),
  }),
  country: isoCountry,
  checks: v.pipe(v.array(orgCheckSchema), v.minLength(1, 'Request at least one check.')),
  /** ISO 8601 instant; 30 days from now when absent. */
  expire_date: v.optional(v.pipe(v.string(), v.isoTimestamp('Use an ISO 8601 timestamp.'))),
  is_rescreening: v.optional(v.boolean(), false),
  use_digital_id_for_rescreening: v.optional(v.boolean(), false),
  consent_form_link: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  disclosure_form_link: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  employment: v.optional(
    v.object({
      minimum_criteria_count_type: v.picklist(['role', 'year']),
      criteria_count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50)),
      allow_personal_email_address: v.optional(v.boolean(), false),
    }),
    { minimum_criteria_count_type: 'year', criteria_count: 5, allow_personal_email_address: false },
  ),
  /** Honoured only by a server running with sandbox states enabled (never in production). */
  sandbox_state: v.optional(v.picklist(SANDBOX_STATES)),
});

export type OrgRequestInput = v.InferInput<typeof orgRequestSchema>;
export type OrgRequest = v.InferOutput<typeof orgRequestSchema>;

/** Answer of POST /api/org/requests. */
export interface CreatedRequest {
  guid: string;
  user_token: string;
  url: string;
}
