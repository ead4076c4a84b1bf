import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTypesFor } from '../document-types';
import { buildResponse } from '../testing/build-response';
import { uploadedDocument as upload } from '../testing/uploaded-document';
import { DBS_IDENTITY_DOCUMENTS, dbsIdentityRouteMet, dbsIdentityTypes } from './dbs-identity';
import { uploadSlots } from './upload-pages';

describe('the identity routes of the UK criminal record check', () => {
  it.each<[string, string[], boolean]>([
    ['the specification’s passport and driving licence', ['passport', 'driving-license'], true],
    ['two passports, as the specification counts them', ['passport', 'passport'], true],
    ['a primary document alone', ['driving-license'], false],
    ['a driving licence and a birth certificate, without a passport', ['driving-license', 'birth-certificate-optional'], true],
    ['a residence permit and a firearms licence', ['biometric-residence-permit', 'firearms-license'], true],
    ['two trusted documents, without a primary one', ['birth-certificate-optional', 'marriage-certificate'], true],
    ['one trusted document', ['hm-forces-id-card'], false],
    ['proofs of address, which belong to the other step', ['address-proof', 'utility-bill'], false],
  ])('%s: %s', (_, types, met) => {
    expect(dbsIdentityRouteMet(types.map((type) => upload(type)))).toBe(met);
  });

  it('offers every document of the table, without the passport once the candidate says they have none', () => {
    expect(dbsIdentityTypes(true)).toContain('passport');
    expect(dbsIdentityTypes(null)).toContain('passport');
    expect(dbsIdentityTypes(false)).toEqual(DBS_IDENTITY_DOCUMENTS.map((row) => row.type).filter((type) => type !== 'passport'));
    const response = buildResponse({ checks: [{ slug: 'criminal_record', level: ['basic'], region: 'scotland' }] });
    response.candidate_id_document_details = { is_current_passport: false } as never;
    expect(uploadSlots('dbs_identity', response).map((slot) => slot.type)).toEqual(dbsIdentityTypes(false));
  });

  it('names only types of a UK request’s catalogue', () => {
    const catalogue = documentTypesFor(buildResponse({ checks: [{ slug: 'criminal_record', level: ['basic'] }] }).reference_request);
    for (const { type } of DBS_IDENTITY_DOCUMENTS) expect(catalogue.map((entry) => entry.slug)).toContain(type);
  });
});

describe('docs/check-requirements.md "Identity documents without a passport"', () => {
  it('is the table of the code, row by row', () => {
    const page = readFileSync(new URL('../../docs/check-requirements.md', import.meta.url), 'utf8');
    const table = page.split('<!-- dbs-identity:start -->')[1]?.split('<!-- dbs-identity:end -->')[0] ?? '';
    const documented = table
      .split('\n')
      .slice(3)
      .map((line) => line.split('|').map((text) => text.trim().replace(/`/g, '')))
      .filter((cells) => cells.length > 3)
      .map((cells) => [cells[1], cells[2]]);
    expect(documented).toEqual(DBS_IDENTITY_DOCUMENTS.map((row) => [row.type, row.kind]));
  });
});
