import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildResponse, type ResponseSpec } from '../testing/build-response';
import { createSignedDocumentSchema, INVALID_INTEGER } from './e-signing.schema';
import { requiredSignedDocuments } from './signed-documents';

describe('requiredSignedDocuments', () => {
  it.each<[string, ResponseSpec, string[]]>([
    ['none for a plain UK check', { checks: [{ slug: 'criminal_record', level: ['enhanced'] }] }, []],
    [
      'the consent form when the request links one',
      { checks: [{ slug: 'employment' }], consentFormLink: 'https://forms.example/c.pdf' },
      ['consent_document'],
    ],
    [
      'the disclosure form',
      { country: 'US', checks: [{ slug: 'employment' }], disclosureFormLink: 'https://forms.example/d.pdf' },
      ['disclosure_document'],
    ],
    [
      'ACIC and AFP',
      { country: 'AU', checks: [{ slug: 'criminal_record', level: ['acic_check', 'afp_check'] }] },
      ['acic_document', 'afp_document'],
    ],
    ['MOJ', { country: 'NZ', checks: [{ slug: 'criminal_record', level: ['moj_check'] }] }, ['moj_document']],
    [
      'NZ driving licence',
      { country: 'NZ', checks: [{ slug: 'driving_license', level: ['nz_dl_check'] }] },
      ['nz_dl_document'],
    ],
  ])('%s', (_case, spec, types) => {
    expect(requiredSignedDocuments(buildResponse(spec), '2025-06-01')).toStrictEqual(types);
  });
});

describe('createSignedDocumentSchema', () => {
  it('reads the id as DRF does and defaults the language', () => {
    expect(
      v.parse(createSignedDocumentSchema, { reference_request: '12', scrive_document_type: 'acic_document' }),
    ).toStrictEqual({
      reference_request: 12,
      scrive_document_type: 'acic_document',
      language: 'en',
    });
  });

  it.each([
    [{ reference_request: 1.5, scrive_document_type: 'acic_document' }, 'reference_request', INVALID_INTEGER],
    [{ reference_request: 'twelve', scrive_document_type: 'acic_document' }, 'reference_request', INVALID_INTEGER],
    [
      { reference_request: 1, scrive_document_type: 'passport' },
      'scrive_document_type',
      '"passport" is not a valid choice.',
    ],
    [
      { reference_request: 1, scrive_document_type: 'acic_document', language: 'de' },
      'language',
      '"de" is not a valid choice.',
    ],
  ])('refuses %o', (body, field, message) => {
    const result = v.safeParse(createSignedDocumentSchema, body);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toStrictEqual([[field, message]]);
  });
});
