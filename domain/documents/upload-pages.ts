/**
 * The document upload pages (spec 001 §2 "Proof and document pages", §4 "Upload completion rules", §5 "Uploads"):
 * which uploaders each page shows, and the messages a page shows while its step is incomplete. The completion rules
 * themselves are domain/progress.ts's; the messages here say which part of the same rule is missing, so a page shows
 * none exactly when its step is complete.
 */
import type { ReferenceResponse, UploadedDocument } from '../reference-response';

export const UPLOAD_STEPS = [
  'employment_proof',
  'education_proof',
  'address_documents',
  'dbs_address',
  'dbs_identity',
  'moj_document_upload',
  'police_vetting_documents',
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
}

/** Spec 001 §5, word for word where it gives one; police vetting's two are ours (the specification names none). */
export const UPLOAD_PAGE_MESSAGES = {
  employmentProof: 'Please upload at least one document for each employer.',
  educationProof: 'Please upload at least one document for each qualification.',
  dbsAddress: 'Please upload at least one address document',
  dbsPassport: 'Please upload Passport or Primary ID document.',
  dbsDrivingLicence: 'Please upload Driving License or Trusted Document.',
  addressDocuments: 'Please upload at least 2 documents for address proof',
  atLeastOne: 'Please upload at least one document.',
  vettingIdentity: 'Please upload your passport, or both sides of your driving licence.',
  vettingSupporting: 'Please upload your birth certificate or a utility bill.',
} as const;
export type UploadPageMessage = (typeof UPLOAD_PAGE_MESSAGES)[keyof typeof UPLOAD_PAGE_MESSAGES];

/** Spec 001 §9: two address proofs, two uploads for the police check's identity. */
export const ADDRESS_PROOFS_NEEDED = 2;
export const DBS_IDENTITY_UPLOADS_NEEDED = 2;

const slot = (type: string): UploadSlot => ({ key: type, type, target: null, recordName: null });

/** The uploaders of a page, in the page's order. */
export function uploadSlots(step: UploadStep, response: ReferenceResponse): UploadSlot[] {
  switch (step) {
    case 'employment_proof':
      return response.employers
        .filter((line) => line.proof_of_employment === true)
        .map((line) => ({
          key: `employment-proof-${line.id}`,
          type: 'employment-proof',
          target: { employment_response: line.id },
          recordName: line.organization_name,
        }));
    case 'education_proof':
      return response.candidate_education_details
        .filter((record) => record.is_certificate_copy === true)
        .map((record) => ({
          key: `education-proof-${record.id}`,
          type: 'education-proof',
          target: { education_response: record.id },
          recordName: record.institution_name,
        }));
    case 'address_documents':
      return [slot('address-proof')];
    case 'dbs_address':
      return [slot('address-proof'), slot('driving_licence')];
    case 'dbs_identity':
      return [slot('passport'), slot('driving-license')];
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
  }
}

/** The uploads an uploader holds: of its type, and proving its record when it has one. */
export function slotUploads(slotOf: UploadSlot, uploads: readonly UploadedDocument[]): UploadedDocument[] {
  return uploads.filter((upload) => {
    if (upload.type !== slotOf.type) return false;
    if (!slotOf.target) return true;
    if ('employment_response' in slotOf.target) return upload.employment_response === slotOf.target.employment_response;
    return upload.education_response === slotOf.target.education_response;
  });
}

const count = (uploads: readonly UploadedDocument[], types: readonly string[]) =>
  uploads.filter((upload) => types.includes(upload.type)).length;

/** What the page still asks for; empty exactly when progress.ts counts the step complete. */
export function missingUploads(step: UploadStep, response: ReferenceResponse): UploadPageMessage[] {
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
      // Two uploads of either kind complete the step (spec 001 §4); short of that, each kind not yet given is named.
      if (count(uploads, ['passport', 'driving-license']) >= DBS_IDENTITY_UPLOADS_NEEDED) return [];
      const messages: UploadPageMessage[] = [];
      if (count(uploads, ['passport']) === 0) messages.push(UPLOAD_PAGE_MESSAGES.dbsPassport);
      if (count(uploads, ['driving-license']) === 0) messages.push(UPLOAD_PAGE_MESSAGES.dbsDrivingLicence);
      return messages;
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
  }
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
