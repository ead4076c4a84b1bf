import { describe, expect, it } from 'vitest';
import { progress } from '../../../domain/progress';
import { unknownProviderStatuses } from '../../../domain/provider-status';
import { buildResponse } from '../../../domain/testing/build-response';
import { uploadedDocument } from '../../../domain/testing/uploaded-document';
import type { PackContent } from './pack-content';
import { coverOf, formatValue, packSections, recordRows, REPORT_LEFT_OUT, type Block } from './pack-sections';

const COUNTRIES = [{ id: 77, guid: 'gb', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' }];

function contentWith(uploadTypes: string[]): PackContent {
  const uploads = uploadTypes.map((type) => uploadedDocument(type));
  const response = buildResponse({ checks: [{ slug: 'criminal_record', level: ['enhanced'] }] });
  response.documents.uploaded = uploads;
  response.status = 'done';
  response.completed_at = '2031-05-04T10:20:30.000Z';
  return {
    response,
    progress: progress({ response, providers: unknownProviderStatuses(), documentTypes: [], today: '2031-05-04' }),
    providerStates: {},
    uploads: uploads.map((upload) => ({ upload, uploadedAt: new Date('2031-05-01T08:00:00Z'), file: null })),
    signatures: new Map(),
    signedForms: new Map(),
    disclosureConsent: null,
    sectionCompletedAt: new Map([['details', new Date('2031-05-02T11:00:00Z')]]),
    countries: COUNTRIES,
    generatedAt: new Date('2031-05-05T09:00:00Z'),
  };
}

const documentIds = (blocks: readonly Block[]) => blocks.flatMap((block) => (block.kind === 'document' ? [block.upload.upload.id] : []));

describe('recordRows', () => {
  it('leaves out what was not asked or not given, and our own ids and flags', () => {
    expect(recordRows({ id: 4, guid: 'x', is_completed: true, city: 'Bristol', state: null, street_address_cont: '' }, { countries: COUNTRIES })).toStrictEqual([
      ['City', 'Bristol'],
    ]);
  });

  it('names a country held by id, and labels a name field after the field it names', () => {
    expect(recordRows({ organization_country: 77, country_of_birth: 77, country_of_birth_name: 'United Kingdom' }, { countries: COUNTRIES })).toStrictEqual([
      ['Organization country', 'United Kingdom'],
      ['Country of birth', 'United Kingdom'],
    ]);
  });

  it('flattens a nested record under its own label', () => {
    expect(recordRows({ manager: { first_name: 'Jordan', email: 'j@example.com' } }, { countries: COUNTRIES })).toStrictEqual([
      ['Manager: first name', 'Jordan'],
      ['Manager: email', 'j@example.com'],
    ]);
  });
});

describe('formatValue', () => {
  it('says yes and no, joins lists, and gives instants in UTC', () => {
    expect([true, false, ['a', 'b'], [], '2031-05-04T10:20:30.000Z', '2031-05-04', 7].map(formatValue)).toStrictEqual([
      'Yes',
      'No',
      'a, b',
      '—',
      '2031-05-04 10:20 UTC',
      '2031-05-04',
      '7',
    ]);
  });
});

describe('packSections', () => {
  it('follows the hub’s sections in order', () => {
    const content = contentWith([]);
    expect(packSections(content).map((section) => section.slug)).toStrictEqual(content.progress.sections.map((section) => section.section));
  });

  it('gives a complete section the time it was completed', () => {
    const content = contentWith([]);
    content.progress.sections[0]!.status = 'success';
    expect(content.progress.sections[0]!.section).toBe('details');
    expect(packSections(content)[0]!.status).toBe('Complete, completed at 2031-05-02 11:00 UTC');
    expect(packSections(content)[1]!.status).toBe('Not started');
  });

  it('shows every upload exactly once: in the first section asking for it, the rest at the end', () => {
    // An enhanced DBS check on documents asks for a passport and proof of address; a COVID-19 proof nobody asked for.
    const content = contentWith(['passport', 'address-proof', 'covid-19-vaccination-proof', 'passport']);
    const sections = packSections(content);
    const shown = sections.flatMap((section) => documentIds(section.blocks));
    expect([...shown].sort()).toStrictEqual(content.uploads.map((item) => item.upload.id).sort());
    const dbs = sections.find((section) => section.slug === 'dbs_documents')!;
    expect(documentIds(dbs.blocks)).toHaveLength(3);
    expect(sections.at(-1)!.slug).toBe('other_documents');
    expect(documentIds(sections.at(-1)!.blocks)).toStrictEqual([content.uploads[2]!.upload.id]);
  });
});

describe('coverOf', () => {
  it('names the organisation, the candidate, the checks, the reference and the submission time', () => {
    const cover = coverOf(contentWith([]));
    expect(cover.rows).toStrictEqual(
      expect.arrayContaining([
        ['Organisation', 'Acme'],
        ['Candidate', 'Ada Lovelace'],
        ['Submitted at', '2031-05-04 10:20 UTC'],
      ]),
    );
    expect(cover.checks).toStrictEqual(['criminal_record (enhanced · GB)']);
  });
});

describe('the candidate’s copy', () => {
  it('keeps what the candidate gave and leaves out what a service reported to the organisation', () => {
    const content = contentWith([]);
    const response = buildResponse({ checks: [{ slug: 'credit', level: [] }] });
    response.status = 'done';
    const withCredit: PackContent = {
      ...content,
      response,
      progress: progress({ response, providers: unknownProviderStatuses(), documentTypes: [], today: '2031-05-04' }),
      providerStates: { credit: { score: 'report the organisation reads' } } as unknown as PackContent['providerStates'],
    };
    const credit = (audience: 'organisation' | 'candidate') =>
      packSections(withCredit, audience).find((section) => section.slug === 'adverse_financial_history')!;
    expect(JSON.stringify(credit('organisation').blocks)).toContain('report the organisation reads');
    expect(credit('candidate').blocks).toStrictEqual([{ kind: 'note', text: REPORT_LEFT_OUT }]);
    expect(packSections(withCredit, 'candidate').find((section) => section.slug === 'details')).toStrictEqual(
      packSections(withCredit, 'organisation').find((section) => section.slug === 'details'),
    );
    expect(coverOf(withCredit, 'candidate').title).toBe('Copy of your submission');
    expect(coverOf(withCredit).title).toBe('Candidate pack');
  });
});
