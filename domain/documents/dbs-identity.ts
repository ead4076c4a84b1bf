/**
 * The identity documents of the UK criminal record check's document route (dbs_identity, spec 001 §4, §5), after the
 * DBS identity checking guidelines the check follows (docs/check-requirements.md "Identity documents without a
 * passport"). The specification's messages name the two kinds: 'Passport or Primary ID document' (the guidelines'
 * group 1) and 'Driving License or Trusted Document' (group 2a, trusted government documents). The proof of address
 * of the section's first step is the third document both routes ask for.
 *
 * - Route 1: a primary document, and a second document of either kind (two passport or driving licence uploads, the
 *   specification's rule, are this route).
 * - Route 2, without any primary document: two trusted documents.
 *
 * DBS_IDENTITY_DOCUMENTS is the table; a test holds docs/check-requirements.md to it.
 */
import type { UploadedDocument } from '../reference-response';

export type DbsDocumentKind = 'primary' | 'trusted';

export interface DbsIdentityDocument {
  /** A document type slug of the catalogue (domain/document-types.ts). */
  type: string;
  kind: DbsDocumentKind;
}

/** In the order the page offers them: the primary documents, then the trusted ones. */
export const DBS_IDENTITY_DOCUMENTS: readonly DbsIdentityDocument[] = [
  { type: 'passport', kind: 'primary' },
  { type: 'driving-license', kind: 'primary' },
  { type: 'biometric-residence-permit', kind: 'primary' },
  { type: 'birth-certificate-optional', kind: 'trusted' },
  { type: 'marriage-certificate', kind: 'trusted' },
  { type: 'firearms-license', kind: 'trusted' },
  { type: 'hm-forces-id-card', kind: 'trusted' },
];

/** Documents a route needs on the identity step: two, one of them primary, or two trusted ones. */
export const DBS_IDENTITY_DOCUMENTS_NEEDED = 2;

const typesOf = (kind: DbsDocumentKind) => DBS_IDENTITY_DOCUMENTS.filter((row) => row.kind === kind).map((row) => row.type);
export const DBS_PRIMARY_TYPES = typesOf('primary');
export const DBS_TRUSTED_TYPES = typesOf('trusted');

/** How many uploads of each kind the candidate has given. */
export function dbsIdentityCounts(uploads: readonly UploadedDocument[]): { primary: number; trusted: number } {
  return {
    primary: uploads.filter((upload) => DBS_PRIMARY_TYPES.includes(upload.type)).length,
    trusted: uploads.filter((upload) => DBS_TRUSTED_TYPES.includes(upload.type)).length,
  };
}

/** Route 1 or route 2 is met. */
export function dbsIdentityRouteMet(uploads: readonly UploadedDocument[]): boolean {
  const { primary, trusted } = dbsIdentityCounts(uploads);
  return primary > 0 ? primary + trusted >= DBS_IDENTITY_DOCUMENTS_NEEDED : trusted >= DBS_IDENTITY_DOCUMENTS_NEEDED;
}

/**
 * The types the page offers: without a current passport (the identity step's answer) the passport is not asked for,
 * and the documents that stand in for it lead.
 */
export function dbsIdentityTypes(hasCurrentPassport: boolean | null | undefined): string[] {
  return DBS_IDENTITY_DOCUMENTS.map((row) => row.type).filter((type) => hasCurrentPassport !== false || type !== 'passport');
}
