import { describe, expect, it } from 'vitest';
import { documentTypesFor } from '../document-types';
import { stepRuleMet } from '../progress';
import { unknownProviderStatuses } from '../provider-status';
import type { ReferenceResponse, UploadedDocument } from '../reference-response';
import { buildResponse } from '../testing/build-response';
import { savedBristolEducation } from '../testing/bristol-education';
import { employerLine } from '../testing/employer-line';
import type { DocumentType, SelectedDocuments } from '../reference-response';
import {
  isAcceptedUploadType,
  missingNameChangeDocument,
  missingUploads,
  NAME_CHANGE_SLOTS,
  pointsGathered,
  slotUploads,
  UPLOAD_PAGE_MESSAGES as M,
  type UploadStep,
  uploadSlots,
  UPLOAD_STEPS,
} from './upload-pages';
import { uploadedDocument as upload } from '../testing/uploaded-document';


/** Passport and birth certificate primary (70 each), driving licence and utility bill secondary (40, 25). */
const SELECTION: SelectedDocuments = {
  primary: ['passport', 'birth-certificate-optional'],
  secondary: ['driving-license', 'utility-bill'],
  is_completed: true,
};

function responseWith(uploads: UploadedDocument[], selected: SelectedDocuments | null = SELECTION): ReferenceResponse {
  const response = buildResponse({ checks: [{ slug: 'employment' }] });
  return {
    ...response,
    selected_documents: selected,
    employers: [
      employerLine({ id: 7, organization_name: 'Acme', proof_of_employment: true }),
      employerLine({ id: 8, organization_name: 'Globex', proof_of_employment: false }),
    ],
    candidate_education_details: [savedBristolEducation({ id: 3, is_certificate_copy: true })],
    documents: { uploaded: uploads },
  };
}

const complete = (step: UploadStep | 'acic_documents_confirmation', response: ReferenceResponse, documentTypes = documentTypesFor(response.reference_request)) =>
  stepRuleMet(step, { response, providers: unknownProviderStatuses(), documentTypes, today: '2026-11-24' });

const commencement = (type: string) => upload(type, { selected_level: 'acic_commencement' });
const acicPrimary = (type: string) => upload(type, { selected_level: 'acic_primary' });

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
  ['dbs_identity', [upload('driving-license')], [M.dbsDrivingLicence]],
  ['dbs_identity', [upload('driving-license'), upload('marriage-certificate')], []],
  ['dbs_identity', [upload('birth-certificate-optional')], [M.dbsPrimaryOrTrusted]],
  ['dbs_identity', [upload('birth-certificate-optional'), upload('hm-forces-id-card')], []],
  ['dbs_identity', [upload('biometric-residence-permit'), upload('firearms-license')], []],
  ['dbs_identity', [upload('passport'), upload('passport')], []],
  ['dbs_identity', [upload('passport'), upload('driving-license')], []],
  ['moj_document_upload', [upload('utility-bill')], [M.atLeastOne]],
  ['moj_document_upload', [upload('firearms-license')], []],
  ['police_vetting_documents', [], [M.vettingIdentity, M.vettingSupporting]],
  ['police_vetting_documents', [upload('driving-license-front'), upload('utility-bill')], [M.vettingIdentity]],
  ['police_vetting_documents', [upload('driving-license-front'), upload('driving-license-back')], [M.vettingSupporting]],
  ['police_vetting_documents', [upload('passport'), upload('birth-certificate-optional')], []],
  ['afp_documents', [], [M.pointsPrimary, M.pointsTotal]],
  // 40 + 25 points, no primary document.
  ['afp_documents', [upload('driving-license'), upload('utility-bill')], [M.pointsPrimary, M.pointsTotal]],
  // A primary document of 70 points, short of 100.
  ['afp_documents', [upload('passport')], [M.pointsTotal]],
  // The same type twice counts once.
  ['afp_documents', [upload('passport'), upload('passport')], [M.pointsTotal]],
  // 110 points, but only from secondary types: no primary.
  ['afp_documents', [upload('driving-license'), upload('utility-bill'), upload('firearms-license'), upload('address-proof')], [M.pointsPrimary, M.pointsTotal]],
  // A type uploaded but not selected (firearms licence) adds nothing.
  ['afp_documents', [upload('passport'), upload('firearms-license')], [M.pointsTotal]],
  ['afp_documents', [upload('passport'), upload('utility-bill')], [M.pointsTotal]],
  ['afp_documents', [upload('passport'), upload('driving-license')], []],
  ['afp_documents', [upload('passport'), upload('birth-certificate-optional')], []],
  ['acic_identity_documents', [], [M.acicCommencement]],
  // Counted by the level sent, not the type: a passport uploaded for another page does not count.
  ['acic_identity_documents', [upload('passport'), acicPrimary('passport')], [M.acicCommencement]],
  ['acic_identity_documents', [commencement('birth-certificate-optional')], []],
  ['acic_primary_documents', [], [M.acicPrimary]],
  ['acic_primary_documents', [upload('driving-license')], [M.acicPrimary]],
  ['acic_primary_documents', [acicPrimary('driving-license')], []],
  // One commencement document that is not only a commencement one: a second would stand in for the primary.
  ['acic_primary_documents', [commencement('passport')], [M.acicPrimaryOrCommencement]],
  ['acic_primary_documents', [commencement('passport'), commencement('birth-certificate-optional')], []],
  ['acic_secondary_documents', [], [M.acicSecondary]],
  ['acic_secondary_documents', [upload('utility-bill'), commencement('passport')], [M.acicSecondary]],
  ['acic_secondary_documents', [upload('utility-bill', { selected_level: 'acic_secondary' })], []],
];

describe('missingUploads: the page messages', () => {
  it.each(CASES)('%s with %j asks %j, and agrees with the completion rule', (step, uploads, messages) => {
    const response = responseWith(uploads);
    expect(missingUploads(step, response)).toEqual(messages);
    expect(complete(step, response)).toBe(messages.length === 0);
  });
});

describe('missingUploads: the points page and the community primary rule', () => {
  it('asks both points messages before anything is selected, as the step is incomplete', () => {
    const response = responseWith([upload('passport'), upload('birth-certificate-optional')], null);
    expect(missingUploads('afp_documents', response)).toEqual([M.pointsPrimary, M.pointsTotal]);
    expect(complete('afp_documents', response)).toBe(false);
  });

  it('lets one upload of a commencement-only type stand in for the primary document', () => {
    const onlyCommencement: DocumentType = {
      slug: 'citizenship-certificate',
      title: 'Citizenship certificate',
      description: '',
      points: 70,
      document_level: ['acic_commencement'],
      required_on_document: false,
      expiry_date_required: false,
    };
    const documentTypes = [...documentTypesFor(responseWith([]).reference_request), onlyCommencement];
    const response = responseWith([commencement('citizenship-certificate')]);
    expect(missingUploads('acic_primary_documents', response, documentTypes)).toEqual([]);
    expect(complete('acic_primary_documents', response, documentTypes)).toBe(true);
  });

  it('adds up the points of the selected types uploaded', () => {
    const documentTypes = documentTypesFor(responseWith([]).reference_request);
    expect(pointsGathered(responseWith([]), documentTypes)).toBe(0);
    expect(pointsGathered(responseWith([upload('passport'), upload('passport'), upload('utility-bill')]), documentTypes)).toBe(95);
    expect(pointsGathered(responseWith([upload('passport')], null), documentTypes)).toBe(0);
  });
});

describe('missingNameChangeDocument: the confirmation page', () => {
  const answered = (answer: boolean | null, uploads: UploadedDocument[]): ReferenceResponse => ({
    ...responseWith(uploads),
    candidate_id_document_details: { is_completed: false, has_different_name_in_acic_documents: answer } as never,
  });

  it.each([
    [true, [], [M.nameChangeDocument]],
    [true, [upload('passport')], [M.nameChangeDocument]],
    [true, [upload('change-of-name-certificate')], []],
    [true, [upload('australian-marriage-certificate')], []],
    [false, [], []],
  ] as const)('with the answer %j and %j asks %j, and agrees with the completion rule', (answer, uploads, messages) => {
    const response = answered(answer, [...uploads]);
    expect(missingNameChangeDocument(response)).toEqual(messages);
    expect(complete('acic_documents_confirmation', response)).toBe(messages.length === 0);
  });

  it('refuses nothing before an answer, which the step still needs', () => {
    const response = answered(null, []);
    expect(missingNameChangeDocument(response)).toEqual([]);
    expect(complete('acic_documents_confirmation', response)).toBe(false);
    expect(missingNameChangeDocument({ ...response, candidate_id_document_details: null })).toEqual([]);
  });

  it('offers the two name-change documents', () => {
    expect(NAME_CHANGE_SLOTS.map((each) => each.type)).toEqual(['change-of-name-certificate', 'australian-marriage-certificate']);
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

  it('offers the selected types on the points page, primary first, and none before a selection', () => {
    expect(uploadSlots('afp_documents', responseWith([])).map((each) => each.type)).toEqual([
      'passport',
      'birth-certificate-optional',
      'driving-license',
      'utility-bill',
    ]);
    expect(uploadSlots('afp_documents', responseWith([], null))).toEqual([]);
  });

  it('offers on each community step the catalogue types of its level, sent and counted at that level', () => {
    const response = responseWith([]);
    const offered = (step: UploadStep) => uploadSlots(step, response).map((each) => [each.type, each.level]);
    expect(offered('acic_identity_documents')).toEqual([
      ['passport', 'acic_commencement'],
      ['birth-certificate-optional', 'acic_commencement'],
    ]);
    expect(offered('acic_primary_documents')).toEqual([
      ['passport', 'acic_primary'],
      ['driving-license', 'acic_primary'],
    ]);
    expect(offered('acic_secondary_documents')).toEqual([['utility-bill', 'acic_secondary']]);
  });

  it('holds in a community uploader only the uploads of its level', () => {
    const [passport] = uploadSlots('acic_identity_documents', responseWith([]));
    const atCommencement = commencement('passport');
    expect(slotUploads(passport!, [upload('passport'), acicPrimary('passport'), atCommencement])).toEqual([atCommencement]);
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
