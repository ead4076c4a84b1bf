/**
 * POST /oneform/{guid}/{responseGuid}/complete/ (spec 000 §7): the server checks every required section with the
 * hub's own rules before it marks the response done (ARCHITECTURE.md "The API contract"), in one transaction that
 * holds the response's lock.
 */
import type { ReferenceResponse } from '../../domain/reference-response';
import type { SectionSlug } from '../../domain/sections';
import type { Database } from '../db/client';
import { markResponseDone, type CandidateRecord } from '../db/repositories/reference-requests';
import { ApiError } from '../errors';
import { lockedWrite } from './write-lock';
import { loadReferenceResponse } from './load-response';
import { loadResponseProgress } from './progress';

/** The sections' English names, as the hub shows them, for the refusal's detail. */
const SECTION_NAMES: Record<SectionSlug, string> = {
  consent: 'Consent',
  details: 'Personal details',
  ds_declaration_consent: 'Disclosure Scotland consent',
  dbs_declaration_consent: 'Criminal record check consent',
  cifas_declaration_consent: 'Fraud prevention consent',
  acic_consent: 'Australian Criminal Intelligence Commission consent',
  disclosure: 'Disclosure form',
  afp_disclosure_section: 'Australian Federal Police consent form',
  moj_disclosure_section: 'Ministry of Justice consent form',
  nz_dl_disclosure_section: 'Driver licence record consent form',
  identity_validation: 'Identity validation',
  instant_employment_verification: 'Instant employment verification',
  adverse_financial_history: 'Adverse financial history',
  drug_screening_services_check: 'Drug screening',
  occupational_health_services_check: 'Occupational health',
  reference: 'References',
  employers: 'Employment history',
  directorships: 'Directorships',
  fit_and_proper: 'Fitness and propriety questionnaire',
  education_proof: 'Proof of education',
  employment_proof: 'Proof of employment',
  address_documents: 'Proof of address',
  dbs_documents: 'Criminal record check documents',
  documents_selection: 'Identity document selection',
  afp_documents: 'Australian Federal Police check documents',
  moj_document_upload: 'Ministry of Justice check documents',
  police_vetting_documents: 'Police vetting documents',
  acic_documents: 'Australian Criminal Intelligence Commission check documents',
  documents: 'Supporting documents',
};

function incompleteSectionsError(sections: readonly SectionSlug[]): ApiError {
  const names = sections.map((section) => SECTION_NAMES[section]).join(', ');
  return new ApiError(409, {
    detail: `These sections are not complete: ${names}.`,
    missing_sections: sections,
  });
}

/**
 * Completes the candidate's response, or throws the 409 that says why it cannot be completed. The progress is
 * judged under the response's lock (`lockedWrite`), so no save or delete can change it between the check and
 * `done`, and a second completion waits and then meets the write lock.
 */
export function completeResponse(db: Database, candidate: CandidateRecord, now: Date): Promise<ReferenceResponse> {
  return lockedWrite(db, candidate, now, async (tx) => {
    const before = await loadResponseProgress(tx, candidate.requestId, now);
    if (before.progress.incomplete.length > 0) throw incompleteSectionsError(before.progress.incomplete);
    await markResponseDone(tx, candidate, now);
    return loadReferenceResponse(tx, candidate.requestId, now);
  });
}
