/**
 * The document upload pages (spec 001 §2 "Proof and document pages", §4 "Upload completion rules", §5 "Uploads"):
 * which uploaders each page shows, and the messages a page shows while its step is incomplete. The completion rules
 * themselves are domain/progress.ts's; the messages here say which part of the same rule is missing, so a page shows
 * none exactly when its step is complete.
 */
import { documentTypesFor } from '../document-types';
import {
  ACIC_COMMENCEMENT,
  ACIC_PRIMARY,
  ACIC_SECONDARY,
  acicPrimaryComplete,
  identityPointsUploaded,
} from '../progress';
import { IDENTITY_POINTS_TARGET } from '../limits';
import type { DocumentType, ReferenceResponse, UploadedDocument } from '../reference-response';
import { dbsIdentityCounts, dbsIdentityRouteMet, dbsIdentityTypes } from './dbs-identity';
import { NAME_CHANGE_DOCUMENT_TYPES } from './name-change';

export const UPLOAD_STEPS = [
  'employment_proof',
  'education_proof',
  'address_documents',
  'dbs_address',
  'dbs_identity',
  'moj_document_upload',
  'police_vetting_documents',
  'afp_documents',
  'acic_identity_documents',
  'acic_primary_documents',
  'acic_secondary_documents',
] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number];

/** The record an upload proves, sent as 0:employment_response or 0:education_response. */
export type UploadTarget = { employment_response: number } | { education_response: number };

/** One uploader: a document type, and the record its uploads prove where the page asks per record. */
export interface UploadSlot {
  /** Unique on its page: the type slug, with the record's id where there is one. */
  key: string;
  type: string;
  target: UploadTarget | null;
  /** The record's name, for the pages that ask one upload per record. */
  recordName: string | null;
  /**
   * The community level its uploads are sent with (0:selected_level) and counted at: the community steps count an
   * upload by its level, not its type, so the uploader holds only the uploads of its level.
   */
  level?: string;
}

/**
 * Spec 001 §5, word for word where it gives one. Ours where it names none: police vetting's two, and the community
 * steps' (the specification says only "one commencement, one primary and one secondary document").
 */
export const UPLOAD_PAGE_MESSAGES = {
  employmentProof: 'Please upload at least one document for each employer.',
  educationProof: 'Please upload at least one document for each qualification.',
  dbsAddress: 'Please upload at least one address document',
  dbsPassport: 'Please upload a passport or another primary identity document.',
  dbsDrivingLicence: 'Please upload a driving licence or another trusted document.',
  // Ours: without a primary document, a second trusted document completes the identity step.
  dbsPrimaryOrTrusted: 'Please upload a primary identity document, or a second trusted document.',
  addressDocuments: 'Please upload at least 2 documents for address proof',
  atLeastOne: 'Please upload at least one document.',
  vettingIdentity: 'Please upload your passport, or both sides of your driving licence.',
  vettingSupporting: 'Please upload your birth certificate or a utility bill.',
  pointsPrimary: 'You need to upload at least one primary document',
  pointsTotal: 'Please submit documents that add up to at least 100 points.',
  // Ours: the community steps, one a step.
  acicCommencement: 'Please upload at least one commencement document.',
  acicPrimary: 'Please upload at least one primary document.',
  // Ours: a single commencement document that can also be a primary one stands in for it once a second is given.
  acicPrimaryOrCommencement: 'Please upload a primary document, or a second commencement document.',
  acicSecondary: 'Please upload at least one secondary document.',
  // Spec 001 §5 "Name-change", the confirmation page's.
  nameChangeDocument: 'Please upload at least one confirmation document.',
} as const;
export type UploadPageMessage = (typeof UPLOAD_PAGE_MESSAGES)[keyof typeof UPLOAD_PAGE_MESSAGES];

/** Spec 001 §9: two address proofs (the police check's identity: dbs-identity.ts). */
export const ADDRESS_PROOFS_NEEDED = 2;

const slot = (type: string): UploadSlot => ({ key: type, type, target: null, recordName: null });

/** The uploader of one record that asked for proof: keyed and named by the record, its uploads sent against it. */
const recordSlot = (type: string, id: number, target: UploadTarget, recordName: string | null): UploadSlot => ({
  key: `${type}-${id}`,
  type,
  target,
  recordName,
});

/** A community step's uploaders: every catalogue type of its level, in the catalogue's order. */
const levelSlots = (level: string, documentTypes: readonly DocumentType[]): UploadSlot[] =>
  documentTypes
    .filter((type) => type.document_level.includes(level))
    .map((type) => ({ ...slot(type.slug), level }));

/** The types chosen on documents_selection, primary first, each once; none until the selection is saved. */
export function selectedTypes(response: ReferenceResponse): string[] {
  const selected = response.selected_documents;
  return selected ? [...new Set([...selected.primary, ...selected.secondary])] : [];
}

/**
 * The uploaders of a page, in the page's order. The catalogue (GET .../document-types/) gives the community steps'
 * types; the shared one of domain/document-types.ts stands in until it is loaded.
 */
export function uploadSlots(
  step: UploadStep,
  response: ReferenceResponse,
  documentTypes: readonly DocumentType[] = documentTypesFor(response.reference_request),
): UploadSlot[] {
  switch (step) {
    case 'employment_proof':
      return response.employers
        .filter((line) => line.proof_of_employment === true)
        .map((line) => recordSlot('employment-proof', line.id, { employment_response: line.id }, line.organization_name));
    case 'education_proof':
      return response.candidate_education_details
        .filter((record) => record.is_certificate_copy === true)
        .map((record) => recordSlot('education-proof', record.id, { education_response: record.id }, record.institution_name));
    case 'address_documents':
      return [slot('address-proof')];
    case 'dbs_address':
      return [slot('address-proof'), slot('driving_licence')];
    case 'dbs_identity':
      return dbsIdentityTypes(response.candidate_id_document_details?.is_current_passport).map(slot);
    case 'moj_document_upload':
      return [slot('passport'), slot('driving-license'), slot('firearms-license')];
    case 'police_vetting_documents':
      return [
        slot('passport'),
        slot('driving-license-front'),
        slot('driving-license-back'),
        slot('birth-certificate-optional'),
        slot('utility-bill'),
      ];
    case 'afp_documents':
      return selectedTypes(response).map(slot);
    case 'acic_identity_documents':
      return levelSlots(ACIC_COMMENCEMENT, documentTypes);
    case 'acic_primary_documents':
      return levelSlots(ACIC_PRIMARY, documentTypes);
    case 'acic_secondary_documents':
      return levelSlots(ACIC_SECONDARY, documentTypes);
  }
}

/** The uploads an uploader holds: of its type, and proving its record when it has one. */
export function slotUploads(slotOf: UploadSlot, uploads: readonly UploadedDocument[]): UploadedDocument[] {
  return uploads.filter((upload) => {
    if (upload.type !== slotOf.type) return false;
    if (slotOf.level !== undefined && upload.selected_level !== slotOf.level) return false;
    if (!slotOf.target) return true;
    if ('employment_response' in slotOf.target) return upload.employment_response === slotOf.target.employment_response;
    return upload.education_response === slotOf.target.education_response;
  });
}

const count = (uploads: readonly UploadedDocument[], types: readonly string[]) =>
  uploads.filter((upload) => types.includes(upload.type)).length;
const atLevel = (uploads: readonly UploadedDocument[], level: string) =>
  uploads.filter((upload) => upload.selected_level === level).length;

/**
 * What the page still asks for; empty exactly when progress.ts counts the step complete, judged with the same
 * catalogue (points and levels) as the page's uploaders.
 */
export function missingUploads(
  step: UploadStep,
  response: ReferenceResponse,
  documentTypes: readonly DocumentType[] = documentTypesFor(response.reference_request),
): UploadPageMessage[] {
  const uploads = response.documents.uploaded;
  const unproved = (message: UploadPageMessage) =>
    uploadSlots(step, response).some((each) => slotUploads(each, uploads).length === 0) ? [message] : [];
  switch (step) {
    case 'employment_proof':
      return unproved(UPLOAD_PAGE_MESSAGES.employmentProof);
    case 'education_proof':
      return unproved(UPLOAD_PAGE_MESSAGES.educationProof);
    case 'address_documents':
      return count(uploads, ['address-proof']) >= ADDRESS_PROOFS_NEEDED ? [] : [UPLOAD_PAGE_MESSAGES.addressDocuments];
    case 'dbs_address':
      return count(uploads, ['address-proof', 'driving_licence']) > 0 ? [] : [UPLOAD_PAGE_MESSAGES.dbsAddress];
    case 'dbs_identity': {
      // A primary document and a second of either kind, or two trusted documents (dbs-identity.ts); short of that,
      // what is missing is named by the specification's two messages, or by ours once one trusted document is in.
      if (dbsIdentityRouteMet(uploads)) return [];
      const { primary, trusted } = dbsIdentityCounts(uploads);
      if (primary > 0) return [UPLOAD_PAGE_MESSAGES.dbsDrivingLicence];
      if (trusted > 0) return [UPLOAD_PAGE_MESSAGES.dbsPrimaryOrTrusted];
      return [UPLOAD_PAGE_MESSAGES.dbsPassport, UPLOAD_PAGE_MESSAGES.dbsDrivingLicence];
    }
    case 'moj_document_upload':
      return count(uploads, ['passport', 'driving-license', 'firearms-license']) > 0 ? [] : [UPLOAD_PAGE_MESSAGES.atLeastOne];
    case 'police_vetting_documents': {
      const messages: UploadPageMessage[] = [];
      const bothSides = count(uploads, ['driving-license-front']) > 0 && count(uploads, ['driving-license-back']) > 0;
      if (count(uploads, ['passport']) === 0 && !bothSides) messages.push(UPLOAD_PAGE_MESSAGES.vettingIdentity);
      if (count(uploads, ['birth-certificate-optional', 'utility-bill']) === 0) {
        messages.push(UPLOAD_PAGE_MESSAGES.vettingSupporting);
      }
      return messages;
    }
    case 'afp_documents': {
      const { primaryUploaded, points } = identityPointsUploaded(response, documentTypes);
      const messages: UploadPageMessage[] = [];
      if (!primaryUploaded) messages.push(UPLOAD_PAGE_MESSAGES.pointsPrimary);
      if (points < IDENTITY_POINTS_TARGET) messages.push(UPLOAD_PAGE_MESSAGES.pointsTotal);
      return messages;
    }
    case 'acic_identity_documents':
      return atLevel(uploads, ACIC_COMMENCEMENT) > 0 ? [] : [UPLOAD_PAGE_MESSAGES.acicCommencement];
    case 'acic_primary_documents':
      if (acicPrimaryComplete(uploads, documentTypes)) return [];
      // Short of a primary upload, commencement uploads can stand in (progress.ts acicPrimaryComplete): once one is
      // given, a second completes the step too.
      return atLevel(uploads, ACIC_COMMENCEMENT) > 0
        ? [UPLOAD_PAGE_MESSAGES.acicPrimaryOrCommencement]
        : [UPLOAD_PAGE_MESSAGES.acicPrimary];
    case 'acic_secondary_documents':
      return atLevel(uploads, ACIC_SECONDARY) > 0 ? [] : [UPLOAD_PAGE_MESSAGES.acicSecondary];
  }
}

/** The confirmation page's uploaders, shown once the candidate answers Yes. */
export const NAME_CHANGE_SLOTS: readonly UploadSlot[] = NAME_CHANGE_DOCUMENT_TYPES.map(slot);

/**
 * What the confirmation page refuses Continue with: a Yes without a name-change document. Unanswered, Continue is not
 * offered at all; otherwise empty exactly when progress.ts counts acic_documents_confirmation complete.
 */
export function missingNameChangeDocument(response: ReferenceResponse): UploadPageMessage[] {
  const answer = response.candidate_id_document_details?.has_different_name_in_acic_documents;
  if (answer !== true) return [];
  return count(response.documents.uploaded, NAME_CHANGE_DOCUMENT_TYPES) > 0 ? [] : [UPLOAD_PAGE_MESSAGES.nameChangeDocument];
}

/** The points the candidate's uploads of the selected types add up to, for the points page's "N of 100 points". */
export function pointsGathered(response: ReferenceResponse, documentTypes: readonly DocumentType[]): number {
  return identityPointsUploaded(response, documentTypes).points;
}

/** The file types an upload may be (spec 001 §5): JPEG, PNG, PDF and Word. */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf', 'application/msword'] as const;

/**
 * Whether a chosen file may be sent, by the type the device reports. A device that reports none (some phones'
 * file pickers) leaves the judgement to the server, which reads the file's content.
 */
export function isAcceptedUploadType(mimeType: string): boolean {
  return mimeType === '' || (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(mimeType);
}

/** A photo is scaled so its longer side is at most this many pixels before it is sent. */
export const SCALED_PHOTO_LONGEST_SIDE = 2500;
