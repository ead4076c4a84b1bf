import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTypesFor } from '../document-types';
import { stepRuleMet } from '../progress';
import { unknownProviderStatuses } from '../provider-status';
import type { DocumentType, ReferenceResponse, UploadedDocument } from '../reference-response';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import {
  EXCLUDED_SUPPORTING_LEVELS,
  EXCLUDED_SUPPORTING_SLUGS,
  optionalSupportingTypes,
  requiredSupportingTypes,
  SUPPORTING_DOCUMENTS_MESSAGE,
  supportingDocumentsMessage,
} from './supporting';
import { uploadedDocument as upload } from '../testing/uploaded-document';


const documentType = (slug: string, document_level: string[] = [], required_on_document = false): DocumentType => ({
  slug,
  title: slug,
  description: '',
  points: 0,
  document_level,
  required_on_document,
  expiry_date_required: false,
});

const IDENTITY_AND_LICENCE: CheckSpec[] = [{ slug: 'document' }, { slug: 'driving_license' }];
const slugs = (types: readonly DocumentType[]) => types.map((type) => type.slug);

describe('the excluded slugs', () => {
  it('are the specification’s list, as docs/documents.md gives it', () => {
    const page = readFileSync(new URL('../../docs/documents.md', import.meta.url), 'utf8');
    const listed = page.split('<!-- excluded-slugs:start -->')[1]?.split('<!-- excluded-slugs:end -->')[0] ?? '';
    expect([...listed.matchAll(/`([^`]+)`/g)].map((match) => match[1])).toEqual([...EXCLUDED_SUPPORTING_SLUGS]);
  });

  it('hold the spec’s 29 slugs once each', () => {
    expect(new Set(EXCLUDED_SUPPORTING_SLUGS).size).toBe(29);
  });
});

describe('the required and optional types', () => {
  it('asks the types the request requires, and offers the rest of the catalogue less the excluded ones', () => {
    const catalogue = documentTypesFor(buildResponse({ checks: IDENTITY_AND_LICENCE }).reference_request);
    expect(slugs(requiredSupportingTypes(catalogue))).toEqual(['passport', 'driving-license-front', 'driving-license-back']);
    expect(slugs(optionalSupportingTypes(catalogue))).toEqual([
      'birth-certificate-optional',
      'driving-license',
      'firearms-license',
      'utility-bill',
      'address-proof',
      'covid-19-vaccination-proof',
      'biometric-residence-permit',
      'marriage-certificate',
      'hm-forces-id-card',
    ]);
  });

  it('offers a type the request does not require, the passport included', () => {
    const catalogue = documentTypesFor(buildResponse({ checks: [{ slug: 'driving_license' }] }).reference_request);
    expect(slugs(optionalSupportingTypes(catalogue))).toContain('passport');
    expect(slugs(requiredSupportingTypes(catalogue))).not.toContain('passport');
  });

  it('never offers an excluded slug, nor a type with an excluded level among its levels', () => {
    const types = [
      documentType('utility-bill', ['secondary']),
      documentType('driving_licence', ['secondary']),
      documentType('signed-consent', ['primary', 'consent']),
      documentType('payslip', ['employment']),
      documentType('passport', ['primary'], true),
    ];
    expect(slugs(optionalSupportingTypes(types))).toEqual(['utility-bill']);
  });

  it('excludes no level the catalogue uses today: the identity and community levels stay offered', () => {
    const levels = documentTypesFor(buildResponse({ checks: [] }).reference_request).flatMap((type) => type.document_level);
    expect(levels.filter((level) => (EXCLUDED_SUPPORTING_LEVELS as readonly string[]).includes(level))).toEqual([]);
  });
});

describe('the message while incomplete', () => {
  const response = (uploads: UploadedDocument[], checks = IDENTITY_AND_LICENCE): ReferenceResponse => ({
    ...buildResponse({ checks }),
    documents: { uploaded: uploads },
  });
  const front = upload('driving-license-front');
  const back = upload('driving-license-back');
  const passport = upload('passport', { expiry_date: '2031-01-01' });

  it.each<[string, ReferenceResponse]>([
    ['nothing uploaded', response([])],
    ['a side of the licence missing', response([front, passport])],
    ['a passport without its expiry date', response([front, back, upload('passport')])],
    ['a passport with its date beside one without', response([front, back, passport, upload('passport')])],
    ['only optional documents', response([upload('utility-bill')], [{ slug: 'document' }])],
    ['every required document', response([front, back, passport])],
    ['a passport alone, for a document check', response([passport], [{ slug: 'document' }])],
    ['nothing, for a New Zealand licence check that requires nothing', response([], [{ slug: 'driving_license', country: 'NZ' }])],
  ])('%s: shown exactly when the rule of progress.ts is unmet', (_, each) => {
    const complete = stepRuleMet('document_upload', {
      response: each,
      providers: unknownProviderStatuses(),
      documentTypes: documentTypesFor(each.reference_request),
      today: '2026-11-24',
    });
    expect(supportingDocumentsMessage(each)).toBe(complete ? null : SUPPORTING_DOCUMENTS_MESSAGE);
  });

  it('is the specification’s words', () => {
    expect(supportingDocumentsMessage(response([]))).toBe('Please upload required documents');
  });
});
