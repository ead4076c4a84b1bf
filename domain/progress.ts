/**
 * Step completion and section status (spec 000 §4 and spec 001 §4 "States and transitions"), as pure functions
 * over the reference response and what the providers report. The hub shows them; the API's completion check
 * refuses to complete while any is missing.
 */
import { birthFields } from './details/birth-fields';
import { type PointsType, selectionPoints } from './documents/points';
import { employmentStatus } from './employers/completion';
import { referenceQuestionnaires } from './referees/options';
import {
  CREDIT_KNOWN_STATUSES,
  HOOYU_DONE_STATUSES,
  INSTANT_EMPLOYMENT_DONE_STATUSES,
  type ProviderStatuses,
  type SignedDocumentType,
} from './provider-status';
import { IDENTITY_POINTS_TARGET } from './limits';
import type { ReferenceResponse, UploadedDocument } from './reference-response';
import { requiredSections } from './requirements';
import {
  NOT_EDITABLE_SECTIONS,
  SIGNED_FORM_SECTIONS,
  SUPPORTING_DOCUMENTS_SECTION,
  type SectionSlug,
  type StepSlug,
} from './sections';
import { NAME_CHANGE_DOCUMENT_TYPES } from './documents/name-change';
import { isBorrowingStep, stepSeen } from './documents/upload-origin';
import { dbsIdentityRouteMet } from './documents/dbs-identity';
import { PASSPORT_DOCUMENT, requiredSupportingDocumentTypes } from './supporting-documents';

export interface ProgressInput {
  response: ReferenceResponse;
  providers: ProviderStatuses;
  /** The points and levels of the upload rules (domain/document-rules.ts, or GET .../document-types/); empty when not loaded. */
  documentTypes: readonly PointsType[];
  /** The candidate's date, yyyy-MM-dd. */
  today: string;
}

const SIGNED_FORM_DOCUMENT: Partial<Record<StepSlug, SignedDocumentType>> = {
  consent: 'consent_document',
  acic_consent: 'acic_document',
  disclosure_step: 'disclosure_document',
  afp_disclosure_step: 'afp_document',
  moj_disclosure_step: 'moj_document',
  nz_dl_disclosure_step: 'nz_dl_document',
};

/** The e-signing document a signed-form step waits for. */
export function signedDocumentFor(step: StepSlug): SignedDocumentType | undefined {
  return SIGNED_FORM_DOCUMENT[step];
}

/** The community (ACIC) document levels (spec 001 §3), each the level of one upload step. */
export const ACIC_COMMENCEMENT = 'acic_commencement';
export const ACIC_PRIMARY = 'acic_primary';
export const ACIC_SECONDARY = 'acic_secondary';

const uploadsOf = (uploads: readonly UploadedDocument[], types: readonly string[]) =>
  uploads.filter((upload) => types.includes(upload.type));
const hasUpload = (uploads: readonly UploadedDocument[], types: readonly string[]) =>
  uploadsOf(uploads, types).length > 0;
const allCompleted = (records: readonly { is_completed: boolean }[]) =>
  records.length > 0 && records.every((record) => record.is_completed);

/** What the points upload (afp_documents) has gathered: the selected types uploaded, each counted once. */
export function identityPointsUploaded(
  response: Pick<ReferenceResponse, 'selected_documents' | 'documents'>,
  documentTypes: readonly PointsType[],
): { primaryUploaded: boolean; points: number } {
  const selected = response.selected_documents;
  if (!selected) return { primaryUploaded: false, points: 0 };
  const uploadedTypes = new Set(response.documents.uploaded.map((upload) => upload.type));
  const chosen = [...selected.primary, ...selected.secondary].filter((type) => uploadedTypes.has(type));
  return {
    primaryUploaded: selected.primary.some((type) => uploadedTypes.has(type)),
    points: selectionPoints(documentTypes, chosen),
  };
}

/** afp_documents: a primary document, and 100 points or more among the selected types uploaded (spec 001 §4). */
function pointsUploadComplete(input: ProgressInput): boolean {
  if (!input.response.selected_documents) return false;
  const { primaryUploaded, points } = identityPointsUploaded(input.response, input.documentTypes);
  return primaryUploaded && points >= IDENTITY_POINTS_TARGET;
}

/**
 * acic_primary_documents: an upload at the primary level; otherwise the commencement uploads stand in for it
 * (spec 001 §4): one is enough when it is of a type that serves only as a commencement document, else more than
 * one is needed.
 */
export function acicPrimaryComplete(uploads: readonly UploadedDocument[], documentTypes: readonly PointsType[]): boolean {
  if (uploads.some((upload) => upload.selected_level === ACIC_PRIMARY)) return true;
  const commencement = uploads.filter((upload) => upload.selected_level === ACIC_COMMENCEMENT);
  const commencementOnly = commencement.some((upload) => {
    const levels = documentTypes.find((documentType) => documentType.slug === upload.type)?.document_level;
    return levels !== undefined && levels.length === 1 && levels[0] === ACIC_COMMENCEMENT;
  });
  return commencementOnly ? commencement.length >= 1 : commencement.length > 1;
}

/** Each record flagged for proof has at least one upload pointing at it (spec 001 §4). */
function proofsComplete(
  records: readonly { id: number }[],
  uploads: readonly UploadedDocument[],
  key: 'employment_response' | 'education_response',
): boolean {
  return records.every((record) => uploads.some((upload) => upload[key] === record.id));
}

function identityValidationComplete(providers: ProviderStatuses): boolean {
  const identity = providers.identity;
  if (identity.isDigitalId === null) return false;
  if (identity.isDigitalId) return identity.digitalIdSuccess === true;
  const status = identity.firstProviderStatus?.toLowerCase();
  return (
    identity.firstProviderAbandoned === true ||
    (status !== undefined && (HOOYU_DONE_STATUSES as readonly string[]).includes(status))
  );
}

/**
 * Whether one step is complete (spec 000 §4 "Step completion rules", spec 001 §4). A step that counts uploads made on
 * other pages is complete only once the candidate has seen it (domain/documents/upload-origin.ts), so no section is
 * In progress or Completed before it was opened.
 */
export function isStepComplete(step: StepSlug, input: ProgressInput): boolean {
  return stepRuleMet(step, input) && (!isBorrowingStep(step) || stepSeen(step, input.response));
}

/** The specification's completion rule of one step, by what the response holds wherever it was given. */
export function stepRuleMet(step: StepSlug, input: ProgressInput): boolean {
  const { response, providers } = input;
  const details = response.candidate_details[0];
  const uploads = response.documents.uploaded;
  const signed = signedDocumentFor(step);
  if (signed) return providers.signedDocuments[signed] === true;

  switch (step) {
    case 'name':
      return Boolean(details?.first_name) && details?.is_completed === true;
    case 'birth': {
      // A request whose step does not ask the country of birth (the United States) completes without it.
      const countryAnswered =
        details?.country_of_birth != null || !birthFields(response.reference_request).country_of_birth;
      return Boolean(details?.date_of_birth) && countryAnswered && details?.is_completed === true;
    }
    case 'previous_name':
      return details?.is_any_other_names != null;
    case 'social_media':
      return details?.dont_have_social_media != null;
    case 'id':
      return response.candidate_id_document_details?.is_completed === true;
    case 'address':
      return allCompleted(response.candidate_address_details);
    case 'education':
      return allCompleted(response.candidate_education_details);
    case 'qualification':
      return allCompleted(response.candidate_qualification_details);
    case 'phone':
      return Boolean(details?.phone_number) && details?.is_completed === true;
    case 'directorship':
      return response.candidate_directorship_details?.is_completed === true;
    case 'ds_consent':
    case 'dbs_consent':
      return response.disclosure_signed_at !== null;
    case 'cifas_consent':
      return response.agree_to_fup === true;
    case 'identity_validation_step':
      return identityValidationComplete(providers);
    case 'instant_employment_verification':
      return (providers.instantEmploymentOrderStatuses ?? []).some((status) =>
        (INSTANT_EMPLOYMENT_DONE_STATUSES as readonly string[]).includes(status),
      );
    case 'adverse_financial_history': {
      const credit = providers.creditStatus?.toLowerCase();
      return credit !== undefined && (CREDIT_KNOWN_STATUSES as readonly string[]).includes(credit);
    }
    case 'drug_screening':
      return providers.registrations?.drug_screening === true;
    case 'occupational_health':
      return providers.registrations?.occupational_health === true;
    case 'employers':
      return employmentStatus(response, input.today).complete;
    case 'reference': {
      const configs = referenceQuestionnaires(response.reference_request);
      return configs.every(
        (config) =>
          response.references.filter((line) => line.questionnaire === config.questionnaire).length >=
          config.minimum_criteria_count,
      );
    }
    case 'directorships':
      return allCompleted(response.directorships);
    case 'fit_and_proper':
      return response.fit_and_proper.has_submitted;
    case 'documents_selection':
      return response.selected_documents?.is_completed === true;
    case 'address_documents':
      return uploadsOf(uploads, ['address-proof']).length >= 2;
    case 'dbs_address':
      return hasUpload(uploads, ['address-proof', 'driving_licence']);
    case 'dbs_identity':
      return dbsIdentityRouteMet(uploads);
    case 'afp_documents':
      return pointsUploadComplete(input);
    case 'moj_document_upload':
      return hasUpload(uploads, ['driving-license', 'firearms-license', 'passport']);
    case 'police_vetting_documents':
      return (
        (hasUpload(uploads, ['passport']) ||
          (hasUpload(uploads, ['driving-license-front']) && hasUpload(uploads, ['driving-license-back']))) &&
        hasUpload(uploads, ['birth-certificate-optional', 'utility-bill'])
      );
    case 'acic_identity_documents':
      return uploads.some((upload) => upload.selected_level === ACIC_COMMENCEMENT);
    case 'acic_primary_documents':
      return acicPrimaryComplete(uploads, input.documentTypes);
    case 'acic_secondary_documents':
      return uploads.some((upload) => upload.selected_level === ACIC_SECONDARY);
    case 'acic_documents_confirmation': {
      const differentName = response.candidate_id_document_details?.has_different_name_in_acic_documents;
      if (differentName === false) return true;
      return differentName === true && hasUpload(uploads, NAME_CHANGE_DOCUMENT_TYPES);
    }
    case 'education_proof':
      return proofsComplete(
        response.candidate_education_details.filter((record) => record.is_certificate_copy === true),
        uploads,
        'education_response',
      );
    case 'employment_proof':
      return proofsComplete(
        response.employers.filter((line) => line.proof_of_employment === true),
        uploads,
        'employment_response',
      );
    case 'document_upload':
      return (
        requiredSupportingDocumentTypes(response.reference_request).every((type) => hasUpload(uploads, [type])) &&
        uploadsOf(uploads, [PASSPORT_DOCUMENT]).every((upload) => Boolean(upload.expiry_date))
      );
    default:
      return false;
  }
}

export type SectionStatus = 'todo' | 'pending' | 'success';

export interface StepProgress {
  step: StepSlug;
  complete: boolean;
}

export interface SectionProgress {
  section: SectionSlug;
  steps: StepProgress[];
  status: SectionStatus;
}

export interface Progress {
  /** The request's sections in the hub's order, supporting documents last. */
  sections: SectionProgress[];
  /** The one section to start: the first todo, and only while no section is pending. */
  next: SectionSlug | null;
  /** Every listed section is success: the candidate may finish. */
  canFinish: boolean;
  /** The sections that are not yet success, in order: what completion would be refused for. */
  incomplete: SectionSlug[];
}

/** todo when no step is complete, success when every one is, pending in between (spec 000 §4). */
export function sectionStatus(steps: readonly StepProgress[]): SectionStatus {
  const done = steps.filter((step) => step.complete).length;
  if (done === 0) return 'todo';
  return done === steps.length ? 'success' : 'pending';
}

export function progress(input: ProgressInput): Progress {
  const sections = requiredSections(input.response, input.today).map(({ section, steps }) => {
    const stepProgress = steps.map((step) => ({ step, complete: isStepComplete(step, input) }));
    return { section, steps: stepProgress, status: sectionStatus(stepProgress) };
  });

  // Supporting documents count as complete only once nothing else is left (spec 000 §4).
  const others = sections.filter((s) => s.section !== SUPPORTING_DOCUMENTS_SECTION);
  const othersDone = others.every((s) => s.status === 'success');
  const settled = sections.map((s) =>
    s.section === SUPPORTING_DOCUMENTS_SECTION && !othersDone ? { ...s, status: 'todo' as const } : s,
  );

  const anyPending = settled.some((s) => s.status === 'pending');
  const next = anyPending ? null : (settled.find((s) => s.status === 'todo')?.section ?? null);
  const incomplete = settled.filter((s) => s.status !== 'success').map((s) => s.section);
  return { sections: settled, next, canFinish: incomplete.length === 0, incomplete };
}

/** How the hub lists a section (spec 000 §2 "Home page"). */
export type HubGroup = 'completed' | 'incomplete' | 'next' | 'not_ready';
/** The link of its row. */
export type HubAction = 'edit' | 'show' | 'continue' | 'start' | 'sign';

export function hubGroup(section: SectionProgress, next: SectionSlug | null): HubGroup {
  if (section.status === 'success') return 'completed';
  if (section.status === 'pending') return 'incomplete';
  return section.section === next ? 'next' : 'not_ready';
}

/** The row's one action; null for a section that cannot start yet, whose row shows only its status (GOV.UK task list). */
export function hubAction(section: SectionProgress, next: SectionSlug | null): HubAction | null {
  switch (hubGroup(section, next)) {
    case 'completed':
      return NOT_EDITABLE_SECTIONS.includes(section.section) ? 'show' : 'edit';
    case 'incomplete':
      return 'continue';
    case 'next':
      return (SIGNED_FORM_SECTIONS as readonly SectionSlug[]).includes(section.section) ? 'sign' : 'start';
    case 'not_ready':
      return null;
  }
}
