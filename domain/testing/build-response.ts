/** Reference responses for the domain's table-driven tests: a request with the given checks and nothing saved. */
import type { CheckSlug } from '../checks';
import type { Check, ReferenceResponse } from '../reference-response';

export interface CheckSpec {
  slug: CheckSlug;
  country?: string;
  level?: string[];
  region?: string | null;
  digitalId?: boolean;
  minimum?: number | null;
  referenceConfig?: Check['reference_check_config'];
}

export function buildCheck(spec: CheckSpec, requestCountry: string, id = 1): Check {
  return {
    id,
    criteria_check: { slug: spec.slug, title: spec.slug },
    level: spec.level ?? [],
    additional: { region: spec.region ?? null },
    require_digital_id_verification: spec.digitalId ?? false,
    country: 1,
    country_code: spec.country ?? requestCountry,
    minimum_criteria_count: spec.minimum ?? null,
    reference_check_config: spec.referenceConfig ?? [],
  };
}

export interface ResponseSpec {
  country?: string;
  checks: CheckSpec[];
  consentFormLink?: string | null;
  disclosureFormLink?: string | null;
  rescreening?: boolean;
  digitalIdForRescreening?: boolean;
}

export function buildResponse({
  country = 'GB',
  checks,
  consentFormLink = null,
  disclosureFormLink = null,
  rescreening = false,
  digitalIdForRescreening = false,
}: ResponseSpec): ReferenceResponse {
  return {
    guid: 'response-guid',
    status: 'in_progress',
    completed_at: null,
    candidate_details: [],
    candidate_id_document_details: null,
    candidate_address_details: [],
    candidate_education_details: [],
    candidate_qualification_details: [],
    candidate_directorship_details: null,
    disclosure_signed_at: null,
    agree_to_fup: null,
    employers: [],
    employment_gaps: [],
    employment_check_skip_reason: null,
    employment_check_skip_notes: null,
    references: [],
    directorships: [],
    fit_and_proper: { has_submitted: false, questionnaire: null, questions: [], answers: [] },
    documents: { uploaded: [] },
    selected_documents: null,
    reference_request: {
      id: 1,
      guid: 'request-guid',
      status: 'requested',
      expire_date: '2030-01-01T00:00:00.000Z',
      has_soft_deleted: false,
      company_name: 'Acme',
      company_id: 1,
      company_logo: null,
      company_contact_email: null,
      company_contact_phone: null,
      consent_form_link: consentFormLink,
      disclosure_form_link: disclosureFormLink,
      candidate: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      country: 1,
      country_code: country,
      is_rescreening: rescreening,
      use_digital_id_for_rescreening: digitalIdForRescreening,
      checks: checks.map((spec, index) => buildCheck(spec, country, index + 1)),
      minimum_criteria_count_type: 'year',
      criteria_count: 5,
      allow_personal_email_address: false,
    },
  };
}
