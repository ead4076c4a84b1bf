import { describe, expect, it } from 'vitest';
import { documentTypesFor } from '../document-types';
import { isStepComplete } from '../progress';
import { unknownProviderStatuses } from '../provider-status';
import type { ReferenceResponse, UploadedDocument } from '../reference-response';
import { buildResponse } from '../testing/build-response';
import { savedBristolEducation } from '../testing/bristol-education';
import { employerLine } from '../testing/employer-line';
import { isAcceptedUploadType, missingUploads, UPLOAD_PAGE_MESSAGES as M, type UploadStep, uploadSlots, UPLOAD_STEPS } from './upload-pages';

let nextId = 1;
const upload = (type: string, extra: Partial<UploadedDocument> = {}): UploadedDocument => ({
  id: nextId,
  guid: `doc-${nextId++}`,
  path: `documents/${type}.pdf`,
  type,
  expiry_date: null,
  selected_level: null,
  employment_response: null,
  education_response: null,
  ...extra,
});

function responseWith(uploads: UploadedDocument[]): ReferenceResponse {
  const response = buildResponse({ checks: [{ slug: 'employment' }] });
  return {
    ...response,
    employers: [
      employerLine({ id: 7, organization_name: 'Acme', proof_of_employment: true }),
      employerLine({ id: 8, organization_name: 'Globex', proof_of_employment: false }),
    ],
    candidate_education_details: [savedBristolEducation({ id: 3, is_certificate_copy: true })],
    documents: { uploaded: uploads },
  };
}

const complete = (step: UploadStep, response: ReferenceResponse) =>
  isStepComplete(step, {
    response,
    providers: unknownProviderStatuses(),
    documentTypes: documentTypesFor(response.reference_request),
    today: '2026-11-24',
  });

const CASES: [UploadStep, UploadedDocument[], string[]][] = [
  ['employment_proof', [], [M.employmentProof]],
  ['employment_proof', [upload('employment-proof', { employment_response: 8 })], [M.employmentProof]],
  ['employment_proof', [upload('employment-proof', { employment_response: 7 })], []],
  ['education_proof', [], [M.educationProof]],
  ['education_proof', [upload('education-proof', { education_response: 3 })], []],
  ['address_documents', [upload('address-proof')], [M.addressDocuments]],
  ['address_documents', [upload('address-proof'), upload('address-proof')], []],
  ['dbs_address', [], [M.dbsAddress]],
  ['dbs_address', [upload('driving_licence')], []],
  ['dbs_identity', [], [M.dbsPassport, M.dbsDrivingLicence]],
  ['dbs_identity', [upload('passport')], [M.dbsDrivingLicence]],
  ['dbs_identity', [upload('driving-license')], [M.dbsPassport]],
  ['dbs_identity', [upload('passport'), upload('passport')], []],
  ['dbs_identity', [upload('passport'), upload('driving-license')], []],
  ['moj_document_upload', [upload('utility-bill')], [M.atLeastOne]],
  ['moj_document_upload', [upload('firearms-license')], []],
  ['police_vetting_documents', [], [M.vettingIdentity, M.vettingSupporting]],
  ['police_vetting_documents', [upload('driving-license-front'), upload('utility-bill')], [M.vettingIdentity]],
  ['police_vetting_documents', [upload('driving-license-front'), upload('driving-license-back')], [M.vettingSupporting]],
  ['police_vetting_documents', [upload('passport'), upload('birth-certificate-optional')], []],
];

describe('missingUploads: the page messages', () => {
  it.each(CASES)('%s with %j asks %j, and agrees with the completion rule', (step, uploads, messages) => {
    const response = responseWith(uploads);
    expect(missingUploads(step, response)).toEqual(messages);
    expect(complete(step, response)).toBe(messages.length === 0);
  });
});

describe('uploadSlots', () => {
  it('asks one upload per flagged employer and per certificate copy, naming the record', () => {
    const response = responseWith([]);
    expect(uploadSlots('employment_proof', response)).toEqual([
      { key: 'employment-proof-7', type: 'employment-proof', target: { employment_response: 7 }, recordName: 'Acme' },
    ]);
    expect(uploadSlots('education_proof', response)[0]).toMatchObject({ target: { education_response: 3 } });
  });

  it('gives every page at least one uploader of a type the catalogue knows', () => {
    const response = responseWith([]);
    const known = new Set(documentTypesFor(response.reference_request).map((type) => type.slug));
    for (const step of UPLOAD_STEPS) {
      const slots = uploadSlots(step, response);
      expect(slots.length).toBeGreaterThan(0);
      for (const each of slots) expect(known.has(each.type)).toBe(true);
    }
  });
});

describe('isAcceptedUploadType', () => {
  it('takes JPEG, PNG, PDF and Word, leaves an unreported type to the server, and refuses the rest', () => {
    for (const type of ['image/jpeg', 'image/png', 'application/pdf', 'application/msword', '']) {
      expect(isAcceptedUploadType(type)).toBe(true);
    }
    for (const type of ['text/plain', 'image/gif', 'application/zip']) expect(isAcceptedUploadType(type)).toBe(false);
  });
});
