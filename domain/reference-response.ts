/**
 * The JSON the API answers on GET /api/oneform/{guid}/ (spec 000 §3, spec 001 §3): the candidate's reference
 * response with its reference request. Field names are the specification's; later sections add fields here.
 */
import type { CheckSlug } from './checks';
import type { FitAndProper } from './fit-and-proper/questionnaire';

export type RequestStatus = 'requested' | 'in_progress' | 'expired' | 'completed';
export type ResponseStatus = 'in_progress' | 'done';
export type EmploymentCountType = 'role' | 'year';

export interface ReferenceCheckConfig {
  questionnaire: string;
  /** In English, or the only language the organisation gave. */
  name_displayed: string;
  minimum_criteria_count: number;
  note_to_candidate: string | null;
  relationship: string[];
  /** The texts the organisation gave in other languages (domain/referees/config-texts.ts); absent when none. */
  translations?: Partial<Record<'fr' | 'es' | 'pt-BR', { name_displayed?: string; note_to_candidate?: string | null }>>;
}

export interface Check {
  id: number;
  criteria_check: { slug: CheckSlug; title: string };
  level: string[];
  additional: { region: string | null };
  require_digital_id_verification: boolean;
  /** Id of a row of GET /api/countries/. */
  country: number;
  /** ISO 3166-1 alpha-2 of `country`, so the requirement rules need no country list (our addition). */
  country_code: string;
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
  /** Where the candidate asks the company their questions (our addition); null when the company gave none. */
  company_contact_email: string | null;
  company_contact_phone: string | null;
  consent_form_link: string | null;
  disclosure_form_link: string | null;
  candidate: Candidate;
  /** Id of a row of GET /api/countries/: the country the checks are run for. */
  country: number;
  /** ISO 3166-1 alpha-2 of `country` (our addition). */
  country_code: string;
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
  gender: 'male' | 'female' | 'x' | null;
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

/** candidate_id_document_details (spec 000 §3 "Identity details"): one record, every group optional. */
export interface IdDocumentDetails {
  is_completed: boolean;
  is_current_passport: boolean | null;
  passport_number: string | null;
  passport_issue_country: number | null;
  passport_issue_country_name: string | null;
  /** ISO 3166-1 alpha-2 of passport_issue_country (our addition: the digital-ID rule reads it). */
  passport_issue_country_code: string | null;
  /** yyyy-MM-dd */
  passport_issue_date: string | null;
  /** yyyy-MM-dd */
  passport_expiry_date: string | null;
  passport_type: string | null;
  is_current_driving_license: boolean | null;
  driving_license_issue_country: number | null;
  driving_license_issue_country_name: string | null;
  driving_license_issue_state: string | null;
  driving_license_valid_from: string | null;
  driving_license_expiry_date: string | null;
  driving_license_number: string | null;
  driving_license_agency: string | null;
  is_current_firearms_license: boolean | null;
  firearm_license_issue_country: number | null;
  firearm_license_issue_state: string | null;
  firearm_license_valid_from: string | null;
  firearm_license_expiry_date: string | null;
  firearm_license_number: string | null;
  firearm_license_agency: string | null;
  has_national_id_number: boolean | null;
  id_type: string | null;
  national_id_number: string | null;
  id_type_details: string | null;
  has_right_to_work_share_code: boolean | null;
  right_to_work_share_code: string | null;
  reason_missing_sharecode: string | null;
  has_sra_number: boolean | null;
  sra_number: string | null;
  is_conviction: boolean | null;
  citizenship: 'AU' | 'NZ' | null;
  has_fca_reference_number: boolean | null;
  fca_reference_number: string | null;
  has_different_name_in_acic_documents: boolean | null;
}

/** One element of candidate_address_details (spec 000 §3 "Address record"). */
export interface AddressRecord {
  id: number;
  /** yyyy-MM-dd */
  period_residence_from: string;
  /** yyyy-MM-dd; null for the current address. */
  period_residence_to: string | null;
  is_current_residence: boolean;
  country: number;
  country_name: string;
  street_address: string;
  street_address_cont: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  is_completed: boolean;
}

/** One element of candidate_education_details (spec 000 §3 "Education record"). */
export interface EducationRecord {
  id: number;
  guid: string;
  institution_name: string | null;
  institution_email: string | null;
  institution_address: string | null;
  institution_country: number | null;
  institution_country_id: number | null;
  institution_phone_code: string | null;
  institution_phone_number: string | null;
  mode_of_study: 'PART_TIME' | 'FULL_TIME' | null;
  faculty: string | null;
  student_id_number: string | null;
  start_date_attended: string | null;
  end_date_attended: string | null;
  did_graduate: boolean | null;
  date_of_qualification: string | null;
  grade_obtained: string | null;
  /** The candidate will upload a copy of the certificate: the education_proof section asks for it. */
  is_certificate_copy: boolean | null;
  no_higher_education: boolean;
  is_completed: boolean;
}

/** One element of candidate_qualification_details (spec 000 §3 "Professional qualification record"). */
export interface QualificationRecord {
  id: number;
  holds_qualification: boolean;
  professional_organization_name: string | null;
  professional_qualification_attained: string | null;
  professional_membership_number: string | null;
  membership_date: string | null;
  membership_attained_country: number | null;
  membership_status: string | null;
  is_membership_awarded_in_different_name: boolean | null;
  membership_awarded_name: string | null;
  is_completed: boolean;
}

/** candidate_directorship_details: the single past-directorships answer (spec 000 §7). */
export interface DirectorshipDetails {
  past_directorships: boolean;
  is_completed: boolean;
}

export type EmploymentType =
  | 'full_time'
  | 'part_time'
  | 'permanent'
  | 'contract'
  | 'casual_temporary'
  | 'internship'
  | 'self_employed';

export type ReasonForLeaving =
  | 'redundancy'
  | 'retrenchment'
  | 'resigned'
  | 'company_acquisition'
  | 'company_merger'
  | 'another_job'
  | 'career_break'
  | 'dismissal'
  | 'education'
  | 'company_policy_prohibits_disclosure'
  | 'other';

/** The HR or line manager who confirms an employment (spec 001 §3 "HR contact", sent as `manager`). */
export interface EmployerManager {
  /** Null when the candidate does not know it (have_hr_email false). */
  email: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
}

/**
 * An employer line (spec 001 §3). Lines written before every field was asked (none in practice) read null there;
 * a line saved through POST .../employers/employers/ has every field its answers ask.
 */
export interface EmployerLine {
  id: number;
  guid: string;
  organization_name: string;
  organisation_address: string | null;
  organisation_address_cont: string | null;
  /** Id of a row of GET /api/countries/. */
  organization_country: number | null;
  /** yyyy-MM-dd */
  employment_period_from: string | null;
  /** yyyy-MM-dd, the last day worked; null for a present employer. */
  employment_period_to: string | null;
  is_present: boolean | null;
  candidate_job_title: string | null;
  title_reported_into: string | null;
  type_of_employment: EmploymentType | null;
  /** Null for a present employer. */
  reason_for_leaving: ReasonForLeaving | null;
  has_employee_id_number: boolean | null;
  employee_id_number: string | null;
  is_agency: boolean | null;
  agency_name: string | null;
  agency_consultant_name: string | null;
  agency_email: string | null;
  /** The organisation asks for proof of this employment: the employment_proof section asks for an upload. */
  proof_of_employment: boolean | null;
  /** False when the candidate ticked "I don't know the HR or line manager email". */
  have_hr_email: boolean | null;
  /** May the HR contact be contacted now; when not, contact_verifier_date says from when. */
  contact_verifier: boolean | null;
  /** yyyy-MM-dd */
  contact_verifier_date: string | null;
  manager: EmployerManager | null;
  /** The uploads that prove this employment (employment_proof section). */
  document_uploads: UploadedDocument[];
  is_completed: boolean;
}

export type GapReason = 'UNEMPLOYED_AND_LOOKING_FOR_WORK' | 'ON_VACATION' | 'OTHER';

/** An employment gap (spec 001 §3); a gap without a guid is one the candidate has not resolved. */
export interface EmploymentGap {
  id: number | null;
  guid: string | null;
  start_date: string;
  end_date: string;
  gap_reason: GapReason;
  additional_notes: string | null;
}

/** The person a referee line names, and how to reach them (spec 001 §3 "Referee line", §7). */
export interface RefereeContact {
  full_name: string;
  first_name: string;
  last_name: string;
  /** Null when the candidate does not know it (have_email false). */
  email: string | null;
  /** Calling code without '+', e.g. "44". */
  country_code: string | null;
  /** Digits only. */
  contact_number: string | null;
  /** Id of a row of GET /api/countries/: the country of the calling code. */
  phone_country: number | null;
}

/** A referee line (spec 001 §3): one referee nominated for one questionnaire of the reference check. */
export interface RefereeLine {
  id: number;
  questionnaire: string;
  manager: RefereeContact;
  /** Values of spec 001 §3 "Referee relationship options". */
  relationship: string[];
  organization_name: string;
  /** 1 to 4 (spec 001 §3 "Length of acquaintance"). */
  together_work_experience: number | null;
  /** False when "I don't know the referee email address" is ticked (ours, as the employer's have_hr_email). */
  have_email: boolean;
  /** The candidate agrees the referee may be contacted now. */
  information_undertaking: boolean;
}

/** Directorship types (spec 001 §3). */
export type DirectorshipType = 'executive' | 'non_executive';

/**
 * A directorship line (spec 001 §3). The dates are parts: a year, a month (1-12) and a day; the end's are null while
 * still a director (`is_director`), and the end day may stay null. `country` is an id of GET /api/countries/. A
 * line saved through the directorships section has every required answer (`is_completed`); the others are null
 * only on a line stored before it.
 */
export interface DirectorshipLine {
  id: number;
  guid: string;
  organisation_name: string;
  organisation_registration_number: string | null;
  organisation_address_1: string | null;
  organisation_address_2: string | null;
  city: string | null;
  postal_code: string | null;
  country: number | null;
  start_year: number | null;
  start_month: number | null;
  start_day: number | null;
  end_year: number | null;
  end_month: number | null;
  end_day: number | null;
  is_director: boolean | null;
  directorship_title: string | null;
  directorship_type: DirectorshipType | null;
  notes: string | null;
  is_completed: boolean;
}

/** An uploaded document (spec 001 §3). `type` is a document type slug. */
export interface UploadedDocument {
  id: number;
  guid: string;
  path: string;
  /** The name of the candidate's file, to tell uploads apart by (our addition); null when it was not known. */
  file_name: string | null;
  type: string;
  /** yyyy-MM-dd */
  expiry_date: string | null;
  selected_level: string | null;
  /** The employer line or education record the upload proves, when it proves one. */
  employment_response: number | null;
  education_response: number | null;
  /**
   * The step page the upload was made on (our addition, docs/documents.md "Where an upload was made"); null (or
   * absent) when the uploader named none, and such an upload counts as made on every page that counts it.
   */
  step?: string | null;
}

/** GET /oneform/{guid}/document-types/ (spec 001 §3 "Document type"). */
export interface DocumentType {
  slug: string;
  title: string;
  description: string;
  points: number;
  document_level: string[];
  required_on_document: boolean;
  expiry_date_required: boolean;
}

/** The 100-point selection (spec 001 §3 "Selected documents"): document type slugs. */
export interface SelectedDocuments {
  primary: string[];
  secondary: string[];
  is_completed: boolean;
}

export interface ReferenceResponse {
  guid: string;
  status: ResponseStatus;
  /** ISO 8601 instant the candidate submitted; null until the response is done (our addition). */
  completed_at: string | null;
  /** Empty until the candidate saves a personal-detail step; at most one element. */
  candidate_details: CandidateDetails[];
  candidate_id_document_details: IdDocumentDetails | null;
  candidate_address_details: AddressRecord[];
  candidate_education_details: EducationRecord[];
  candidate_qualification_details: QualificationRecord[];
  candidate_directorship_details: DirectorshipDetails | null;
  disclosure_signed_at: string | null;
  agree_to_fup: boolean | null;
  /** Spec 001 §3 and §4: the parts of the response the second document's steps save. */
  employers: EmployerLine[];
  employment_gaps: EmploymentGap[];
  employment_check_skip_reason: string | null;
  employment_check_skip_notes: string | null;
  references: RefereeLine[];
  directorships: DirectorshipLine[];
  /** The questionnaire, the answers and whether it was submitted (domain/fit-and-proper/questionnaire.ts). */
  fit_and_proper: FitAndProper;
  documents: {
    uploaded: UploadedDocument[];
    /**
     * The document steps the candidate has confirmed with uploads made on other pages (our addition,
     * domain/documents/upload-origin.ts); absent means none.
     */
    seen_steps?: string[];
  };
  selected_documents: SelectedDocuments | null;
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
