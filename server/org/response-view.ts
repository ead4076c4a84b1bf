/**
 * GET /api/org/requests/{guid}/response (docs/organisation-api.md "The submitted answers"): everything the candidate
 * gave, once submitted: the answers as the reference response holds them, each upload with its download link, the
 * questionnaire with its signature images' links, the signed forms, the consents with their signing times, and
 * what the outside services reported.
 */
import { asc, eq } from 'drizzle-orm';
import type { OrgConsent, OrgDocument, OrgResponse, OrgSignedForm } from '../../domain/org-api';
import type { Database } from '../db/client';
import { loadRequestTreeById } from '../db/repositories/reference-requests';
import { sectionCompletionTimes } from '../db/repositories/org-requests';
import { disclosureConsents, eSigningDocuments, uploadedDocuments } from '../db/schema';
import { contentForExtension } from '../documents/content-type';
import { loadProviderStates } from '../providers/states';
import { serializeReferenceResponse } from '../serializers/reference-response';
import { requestDetail } from './request-view';

/** The links the answer gives, under the organisation API's own paths. */
export function orgLinks(publicUrl: string, requestGuid: string) {
  const base = `${publicUrl}/api/org/requests/${requestGuid}`;
  return {
    document: (id: number) => `${base}/documents/${id}`,
    signedForm: (type: string) => `${base}/documents/${type}.pdf`,
    signature: (answerId: number) => `${base}/signatures/${answerId}`,
  };
}

async function documentsOf(db: Database, responseId: number, link: (id: number) => string): Promise<OrgDocument[]> {
  const rows = await db.select().from(uploadedDocuments).where(eq(uploadedDocuments.responseId, responseId)).orderBy(asc(uploadedDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    content_type: contentForExtension(row.path.slice(row.path.lastIndexOf('.') + 1))?.mime ?? 'application/octet-stream',
    expiry_date: row.expiryDate,
    selected_level: row.selectedLevel,
    employment_response: row.employmentResponse,
    education_response: row.educationResponse,
    uploaded_at: row.createdAt.toISOString(),
    download_url: link(row.id),
  }));
}

async function signedFormsOf(db: Database, responseId: number, link: (type: string) => string): Promise<OrgSignedForm[]> {
  const rows = await db.select().from(eSigningDocuments).where(eq(eSigningDocuments.responseId, responseId)).orderBy(asc(eSigningDocuments.id));
  return rows.map((row) => ({
    type: row.type,
    status: row.status,
    signer_name: row.signerName,
    signed_at: row.signedAt?.toISOString() ?? null,
    download_url: row.fileKey && row.sealedAt ? link(row.type) : null,
  }));
}

async function consentsOf(db: Database, responseId: number, agreeToFup: boolean | null): Promise<OrgConsent[]> {
  const consents: OrgConsent[] = [];
  const [disclosure] = await db.select().from(disclosureConsents).where(eq(disclosureConsents.responseId, responseId));
  if (disclosure) {
    consents.push({ type: disclosure.step, declaration: disclosure.declaration, consents: disclosure.consents, signed_at: disclosure.signedAt.toISOString() });
  }
  if (agreeToFup !== null) {
    // The fraud-prevention consent is one answer of its own section: it was given when that section completed.
    const completedAt = (await sectionCompletionTimes(db, responseId)).get('cifas_declaration_consent');
    consents.push({ type: 'fraud_prevention', agreed: agreeToFup, signed_at: completedAt?.toISOString() ?? null });
  }
  return consents;
}

export async function submittedResponse(db: Database, requestId: number, publicUrl: string, now: Date): Promise<OrgResponse> {
  const tree = await loadRequestTreeById(db, requestId);
  const serialized = tree && serializeReferenceResponse(tree, now);
  if (!tree?.response || !serialized) throw new Error(`Request ${requestId} has no response.`);
  const responseId = tree.response.id;
  const links = orgLinks(publicUrl, tree.guid);
  const { reference_request: _request, documents: _uploads, fit_and_proper: fitAndProper, guid: _guid, status: _status, completed_at: _completed, ...answers } =
    serialized;
  const states = await loadProviderStates(db, responseId);
  return {
    request: await requestDetail(db, requestId, now),
    answers,
    fit_and_proper: {
      ...fitAndProper,
      answers: fitAndProper.answers.map(({ signature, ...answer }) => ({ ...answer, signature_url: signature ? links.signature(answer.id) : null })),
    },
    documents: await documentsOf(db, responseId, links.document),
    signed_forms: await signedFormsOf(db, responseId, links.signedForm),
    consents: await consentsOf(db, responseId, serialized.agree_to_fup),
    providers: {
      identity: states.identity ?? null,
      document_scan: states.document_scan ?? null,
      credit: states.credit ?? null,
      employment_verification: states.instant_employment ?? null,
      screening: states.screening_registrations ? { registrations: states.screening_registrations, registered: states.registration ?? {} } : null,
    },
  };
}
