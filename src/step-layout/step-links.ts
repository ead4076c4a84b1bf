/**
 * Where each step's page is (spec 001 §2 route table), as typed router locations. Every step slug belongs to
 * exactly one section, so the step alone names its page. The query string is kept by whoever navigates
 * (`search: true`), as on every other navigation of the candidate area.
 */
import {
  ACIC_DOCUMENTS_STEPS,
  type AcicDocumentsStep,
  DBS_DOCUMENTS_STEPS,
  type DbsDocumentsStep,
  DETAILS_STEPS,
  type DetailsStep,
  type StepSlug,
} from '../../domain/sections';

type SingleStep = Exclude<StepSlug, DetailsStep | DbsDocumentsStep | AcicDocumentsStep>;

/** The page of each step of a one-step section. */
const SINGLE_STEP_PATHS = {
  consent: '/candidate-feedback/consent/consent',
  ds_consent: '/candidate-feedback/ds_declaration_consent/ds_consent',
  dbs_consent: '/candidate-feedback/dbs_declaration_consent/dbs_consent',
  cifas_consent: '/candidate-feedback/cifas_declaration_consent/cifas_consent',
  acic_consent: '/candidate-feedback/acic_consent/acic_consent',
  disclosure_step: '/candidate-feedback/disclosure/disclosure_step',
  afp_disclosure_step: '/candidate-feedback/afp_disclosure_section/afp_disclosure_step',
  moj_disclosure_step: '/candidate-feedback/moj_disclosure_section/moj_disclosure_step',
  nz_dl_disclosure_step: '/candidate-feedback/nz_dl_disclosure_section/nz_dl_disclosure_step',
  identity_validation_step: '/candidate-feedback/identity_validation/identity_validation_step',
  instant_employment_verification: '/candidate-feedback/instant_employment_verification/instant_employment_verification',
  adverse_financial_history: '/candidate-feedback/adverse_financial_history/adverse_financial_history',
  drug_screening: '/candidate-feedback/drug_screening_services_check/drug_screening',
  occupational_health: '/candidate-feedback/occupational_health_services_check/occupational_health',
  reference: '/candidate-feedback/reference/reference',
  fit_and_proper: '/candidate-feedback/fit_and_proper/fit_and_proper',
  education_proof: '/candidate-feedback/education_proof/education_proof',
  employment_proof: '/candidate-feedback/employment_proof/employment_proof',
  address_documents: '/candidate-feedback/address_documents/address_documents',
  documents_selection: '/candidate-feedback/documents_selection/documents_selection',
  afp_documents: '/candidate-feedback/afp_documents/afp_documents',
  moj_document_upload: '/candidate-feedback/moj_document_upload/moj_document_upload',
  police_vetting_documents: '/candidate-feedback/police_vetting_documents/police_vetting_documents',
  document_upload: '/candidate-feedback/documents/document_upload',
} as const satisfies Record<Exclude<SingleStep, 'employers' | 'directorships'>, string>;

export type StepLink =
  | { to: '/candidate-feedback/details/{-$step}'; params: { step: DetailsStep } }
  | { to: '/candidate-feedback/dbs_documents/{-$step}'; params: { step: DbsDocumentsStep } }
  | { to: '/candidate-feedback/acic_documents/{-$step}'; params: { step: AcicDocumentsStep } }
  | { to: '/candidate-feedback/employers/employers/{-$id}'; params: { id: number } }
  | { to: '/candidate-feedback/directorships/directorships/{-$id}'; params: { id: number } }
  | { to: (typeof SINGLE_STEP_PATHS)[keyof typeof SINGLE_STEP_PATHS]; params?: undefined };

function isOneOf<T extends string>(value: string, list: readonly T[]): value is T {
  return (list as readonly string[]).includes(value);
}

/** The page of a step; the numbered sections open on their first entry. */
export function stepLink(step: StepSlug): StepLink {
  if (isOneOf(step, DETAILS_STEPS)) return { to: '/candidate-feedback/details/{-$step}', params: { step } };
  if (isOneOf(step, DBS_DOCUMENTS_STEPS)) return { to: '/candidate-feedback/dbs_documents/{-$step}', params: { step } };
  if (isOneOf(step, ACIC_DOCUMENTS_STEPS)) return { to: '/candidate-feedback/acic_documents/{-$step}', params: { step } };
  if (step === 'employers') return { to: '/candidate-feedback/employers/employers/{-$id}', params: { id: 1 } };
  if (step === 'directorships') return { to: '/candidate-feedback/directorships/directorships/{-$id}', params: { id: 1 } };
  return { to: SINGLE_STEP_PATHS[step] };
}

/** The home page: where the last step's save, and 'Save and Go back', lead. */
export const HOME_LINK = { to: '/candidate-feedback' } as const;
