/**
 * The JSON the API answers on GET /api/oneform/{guid}/ (spec 000 §3, spec 001 §3): the candidate's reference
 * response with its reference request. Field names are the specification's; later sections add fields here.
 */
import type { CheckSlug } from './checks';

export type RequestStatus = 'requested' | 'in_progress' | 'expired' | 'completed';
export type ResponseStatus = 'in_progress' | 'done';
export type EmploymentCountType = 'role' | 'year';

export interface ReferenceCheckConfig {
  questionnaire: string;
  name_displayed: string;
  minimum_criteria_count: number;
  note_to_candidate: string | null;
  relationship: string[];
}

export interface Check {
  id: number;
  criteria_check: { slug: CheckSlug; title: string };
  level: string[];
  additional: { region: string | null };
  require_digital_id_verification: boolean;
  /** Id of a row of GET /api/countries/. */
  country: number;
  /** The smallest number of records this check asks for (years of history, referees, qualifications). */
  minimum_criteria_count: number | null;
  reference_check_config: ReferenceCheckConfig[];
}

export interface Candidate {
  first_name: string;
  last_name: string;
  email: string;
}

export interface ReferenceRequest {
  id: number;
  guid: string;
  /** "expired" once expire_date has passed, whatever is stored. */
  status: RequestStatus;
  /** ISO 8601 instant. */
  expire_date: string;
  has_soft_deleted: boolean;
  company_name: string;
  company_id: number;
  /** Absolute or same-origin URL of the company's logo; null when it has none (the SPA shows a default). */
  company_logo: string | null;
  consent_form_link: string | null;
  disclosure_form_link: string | null;
  candidate: Candidate;
  /** Id of a row of GET /api/countries/: the country the checks are run for. */
  country: number;
  is_rescreening: boolean;
  use_digital_id_for_rescreening: boolean;
  checks: Check[];
  minimum_criteria_count_type: EmploymentCountType;
  criteria_count: number;
  allow_personal_email_address: boolean;
}

export interface PreviousName {
  first_name: string;
  middle_name: string;
  last_name: string;
  full_name: string;
  type: 'alias' | 'maiden_name' | 'other';
  used_from: string;
  used_to: string;
}

export interface SocialMediaEntry {
  social_media_platform: string;
  social_media_account: string;
}

export interface CandidateDetails {
  salutation: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  full_name: string | null;
  asian_name: string | null;
  gender: 'male' | 'female' | null;
  fathers_full_name: string | null;
  mothers_full_name: string | null;
  mothers_maiden_name: string | null;
  date_of_birth: string | null;
  country_of_birth: number | null;
  country_of_birth_name: string | null;
  town_of_birth: string | null;
  state_of_birth: string | null;
  nationality_at_birth: number | null;
  nationality_at_birth_name: string | null;
  is_nationality_changed_since_birth: boolean | null;
  new_nationality: number | null;
  new_nationality_name: string | null;
  holds_dual_nationality: boolean | null;
  second_nationality: number | null;
  second_nationality_name: string | null;
  phone_code: string | null;
  phone_number: string | null;
  phone_number_type: 'private' | 'business' | 'mobile' | null;
  is_completed: boolean;
  is_any_other_names: boolean | null;
  previous_names: PreviousName[];
  dont_have_social_media: boolean | null;
  social_media: SocialMediaEntry[];
}

export interface ReferenceResponse {
  guid: string;
  status: ResponseStatus;
  /** Empty until the candidate saves a personal-detail step; at most one element. */
  candidate_details: CandidateDetails[];
  candidate_id_document_details: Record<string, unknown> | null;
  candidate_address_details: Record<string, unknown>[];
  candidate_education_details: Record<string, unknown>[];
  candidate_qualification_details: Record<string, unknown>[];
  candidate_directorship_details: { past_directorships: boolean; is_completed: boolean } | null;
  disclosure_signed_at: string | null;
  agree_to_fup: boolean | null;
  reference_request: ReferenceRequest;
}

/** GET /api/countries/ */
export interface Country {
  id: number;
  guid: string;
  /** English short name; the SPA shows the name in the reader's language by short_name. */
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  short_name: string;
  /** International calling code without '+', e.g. "44"; empty where none is assigned. */
  countryPhoneCode: string;
}

/** GET /api/nationality/ */
export interface Nationality {
  id: number;
  guid: string;
  /** English demonym, e.g. "British". */
  name: string;
  short_name: string;
}
