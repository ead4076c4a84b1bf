/**
 * Component tests open a section by its address, and the step guard lets them in only as the hub would: when every
 * section listed before it is complete (domain/progress.ts). This completes those earlier sections with answers a
 * candidate could have saved, so a test can open the section it is about. Provider steps (signed forms, identity
 * validation and the other outside services) are left to the test's fake provider endpoints.
 */
import { documentTypesFor } from '../../domain/document-types';
import { savedBristolEducation } from '../../domain/testing/bristol-education';
import { directorshipLine } from '../../domain/testing/directorship-line';
import { refereeLine } from '../../domain/testing/referee-line';
import { uploadedDocument } from '../../domain/testing/uploaded-document';
import { isStepComplete, progress } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { CandidateDetails, IdDocumentDetails, ReferenceResponse } from '../../domain/reference-response';
import { referenceQuestionnaires } from '../../domain/referees/options';
import type { SectionSlug, StepSlug } from '../../domain/sections';
import { candidateToday } from '../../domain/today';
import { savedLondonAddress, savedNoQualification } from '../../domain/testing/saved-records';

type Filler = (response: ReferenceResponse) => void;

function upload(response: ReferenceResponse, ...types: string[]): void {
  response.documents = { uploaded: [...response.documents.uploaded, ...types.map((type) => uploadedDocument(type))] };
}

/** Fills the answers the saved details lack, keeping those the test chose. */
function details(response: ReferenceResponse, answers: Partial<CandidateDetails>): void {
  const saved = response.candidate_details[0] ?? ({ previous_names: [] } as unknown as CandidateDetails);
  const missing = Object.fromEntries(
    Object.entries(answers).filter(([field]) => saved[field as keyof CandidateDetails] == null),
  );
  response.candidate_details = [{ ...saved, ...missing, is_completed: true }];
}

const FILLERS: Partial<Record<StepSlug, Filler>> = {
  name: (r) => details(r, { first_name: 'Ada', last_name: 'Lovelace' }),
  birth: (r) => details(r, { date_of_birth: '1990-01-01', country_of_birth: 1, country_of_birth_name: 'United Kingdom' }),
  previous_name: (r) => details(r, { is_any_other_names: false }),
  social_media: (r) => details(r, { dont_have_social_media: true }),
  phone: (r) => details(r, { phone_code: '44', phone_number: '7700900123', phone_number_type: 'mobile' }),
  id: (r) => {
    r.candidate_id_document_details = { ...r.candidate_id_document_details, is_completed: true } as IdDocumentDetails;
  },
  address: (r) => {
    r.candidate_address_details = [savedLondonAddress()];
  },
  education: (r) => {
    r.candidate_education_details = [savedBristolEducation({ is_certificate_copy: false })];
  },
  qualification: (r) => {
    r.candidate_qualification_details = [savedNoQualification()];
  },
  directorship: (r) => {
    r.candidate_directorship_details = { past_directorships: false, is_completed: true };
  },
  ds_consent: (r) => {
    r.disclosure_signed_at = '2026-01-01T09:00:00Z';
  },
  dbs_consent: (r) => {
    r.disclosure_signed_at = '2026-01-01T09:00:00Z';
  },
  cifas_consent: (r) => {
    r.agree_to_fup = true;
  },
  employers: (r) => {
    r.employment_check_skip_reason = 'no_additional_employment_history';
  },
  reference: (r) => {
    r.references = referenceQuestionnaires(r.reference_request).flatMap((config) =>
      Array.from({ length: config.minimum_criteria_count }, (_, index) =>
        refereeLine({ id: r.references.length + index + 1, questionnaire: config.questionnaire }),
      ),
    );
  },
  directorships: (r) => {
    r.directorships = [directorshipLine({ is_completed: true })];
  },
  fit_and_proper: (r) => {
    r.fit_and_proper = { ...r.fit_and_proper, has_submitted: true };
  },
  dbs_address: (r) => upload(r, 'address-proof'),
  dbs_identity: (r) => upload(r, 'passport', 'driving-license'),
  address_documents: (r) => upload(r, 'address-proof', 'address-proof'),
  moj_document_upload: (r) => upload(r, 'passport'),
  police_vetting_documents: (r) => upload(r, 'passport', 'utility-bill'),
  documents_selection: (r) => {
    r.selected_documents = { primary: ['passport'], secondary: ['driving-license'], is_completed: true };
  },
};

/** Rounds of filling: an answer can make a section need another step. */
const MAX_ROUNDS = 4;

/**
 * Completes, in place, the steps of every section the hub lists before `section`, and returns the response. Throws
 * for a step it has no answer for that is not a provider's, so a test never waits on a redirect it did not expect.
 */
export function withEarlierSectionsComplete<R extends ReferenceResponse>(response: R, section: SectionSlug): R {
  const today = candidateToday();
  const input = { response, providers: unknownProviderStatuses(), documentTypes: documentTypesFor(response.reference_request), today };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const listed = progress(input).sections;
    const before = listed.slice(0, Math.max(0, listed.findIndex((candidate) => candidate.section === section)));
    const missing = before.flatMap((earlier) => earlier.steps.filter((step) => !step.complete).map((step) => step.step));
    const fillable = missing.filter((step) => FILLERS[step]);
    for (const step of missing) {
      if (!FILLERS[step] && !isProviderStep(step)) throw new Error(`No sample answer completes the ${step} step.`);
    }
    if (fillable.length === 0) return response;
    for (const step of fillable) FILLERS[step]?.(response);
    const stuck = fillable.find((step) => !isStepComplete(step, input));
    if (stuck) throw new Error(`The sample answer does not complete the ${stuck} step.`);
  }
  return response;
}

const PROVIDER_STEPS: readonly StepSlug[] = [
  'consent',
  'acic_consent',
  'disclosure_step',
  'afp_disclosure_step',
  'moj_disclosure_step',
  'nz_dl_disclosure_step',
  'identity_validation_step',
  'instant_employment_verification',
  'adverse_financial_history',
  'drug_screening',
  'occupational_health',
];

const isProviderStep = (step: StepSlug) => PROVIDER_STEPS.includes(step);
