import { describe, expect, it } from 'vitest';
import {
  addressYearsForCheck,
  allowsMoreThanOneRecord,
  minimumAddressDays,
  minimumAddressYears,
  minimumEducationRecords,
  minimumQualificationRecords,
} from './minimums';
import { buildResponse, type CheckSpec } from './testing/build-response';

const request = (country: string, checks: CheckSpec[]) => buildResponse({ country, checks }).reference_request;
const oneCheck = (country: string, check: CheckSpec) => request(country, [check]).checks[0]!;

describe('addressYearsForCheck (spec 000 §9, one row per number)', () => {
  it.each<[string, CheckSpec, number]>([
    ['NZ', { slug: 'criminal_record' }, 7],
    ['NZ', { slug: 'occupational_health' }, 7],
    ['NZ', { slug: 'driving_license' }, 7],
    ['NZ', { slug: 'drug_screening' }, 7],
    ['NZ', { slug: 'employment' }, 0],
    ['GB', { slug: 'criminal_record', level: ['enhanced'] }, 5],
    ['GB', { slug: 'financial_regulatory' }, 0],
    ['GB', { slug: 'financial_regulatory', level: ['cifas'] }, 6],
    ['AU', { slug: 'criminal_record' }, 0],
    ['AU', { slug: 'criminal_record', level: ['afp_check'] }, 10],
    ['AU', { slug: 'criminal_record', level: ['acic_check'] }, 5],
    ['AU', { slug: 'criminal_record', level: ['acic_check', 'afp_check'] }, 10],
    ['AU', { slug: 'id_check' }, 0],
    ['AU', { slug: 'id_check', level: ['100_point_check'] }, 10],
    ['US', { slug: 'criminal_record' }, 0],
    ['GB', { slug: 'credit' }, 0],
  ])('%s %j → %i years', (country, check, years) => {
    expect(addressYearsForCheck(oneCheck(country, check))).toBe(years);
  });

  it.each<[string, CheckSpec, number]>([
    ['address document with no minimum: at least 5', { slug: 'address_document' }, 5],
    ['address document minimum 3: still 5', { slug: 'address_document', minimum: 3 }, 5],
    ['address document minimum 8', { slug: 'address_document', minimum: 8 }, 8],
    ['address document level number 9', { slug: 'address_document', level: ['9'], minimum: 6 }, 9],
    ['address document level number below the count', { slug: 'address_document', level: ['4'], minimum: 6 }, 6],
    ['extra jurisdiction with no minimum', { slug: 'criminal_record', country: 'IN', level: ['extra_jurisdiction'] }, 5],
    [
      'extra jurisdiction level number 7',
      { slug: 'criminal_record', country: 'IN', level: ['extra_jurisdiction', '7'] },
      7,
    ],
    ['address document level 7.5: a fraction is no level number, so the floor', { slug: 'address_document', level: ['7.5'] }, 5],
    ['address document levels 7.5 and 8: the whole number', { slug: 'address_document', level: ['7.5', '8'] }, 8],
    ['extra jurisdiction on a right to work check: no level rule', { slug: 'right_to_work', level: ['extra_jurisdiction', '7'] }, 0],
    ['extra jurisdiction on an employment check: no level rule', { slug: 'employment', level: ['extra_jurisdiction'] }, 0],
  ])('%s → %i', (_, check, years) => {
    expect(addressYearsForCheck(oneCheck('GB', check))).toBe(years);
  });
});

describe('minimumAddressYears (the maximum over checks, then the fallback)', () => {
  it.each<[string, string, CheckSpec[], number]>([
    ['the largest check wins', 'AU', [{ slug: 'criminal_record', level: ['acic_check'] }, { slug: 'id_check', level: ['100_point_check'] }], 10],
    ['GB criminal record and cifas: 6', 'GB', [{ slug: 'criminal_record', level: ['basic'] }, { slug: 'financial_regulatory', level: ['cifas'] }], 6],
    ['all 0 in the United States: 1', 'US', [{ slug: 'criminal_record' }, { slug: 'employment' }], 1],
    ['only right to work: 1', 'GB', [{ slug: 'right_to_work' }], 1],
    ['only sanctions and adverse media: 1', 'BR', [{ slug: 'global_sanctions' }, { slug: 'adverse_media' }], 1],
    ['right to work and employment elsewhere: 5', 'GB', [{ slug: 'right_to_work' }, { slug: 'employment' }], 5],
    ['AU criminal record with no level: 0 → 5', 'AU', [{ slug: 'criminal_record' }], 5],
    ['GB financial regulatory alone: 0 → 5', 'GB', [{ slug: 'financial_regulatory' }], 5],
    ['NZ employment and driving licence: 7', 'NZ', [{ slug: 'employment' }, { slug: 'driving_license' }], 7],
  ])('%s', (_, country, checks, years) => {
    expect(minimumAddressYears(request(country, checks))).toBe(years);
  });

  it('asks for years × 365 days', () => {
    expect(minimumAddressDays(request('NZ', [{ slug: 'criminal_record' }]))).toBe(7 * 365);
    expect(minimumAddressDays(request('US', [{ slug: 'employment' }]))).toBe(365);
  });
});

describe('education and qualification minimums (spec 000 §9)', () => {
  it.each<[string, CheckSpec[], number]>([
    ['no academic check: 1', [{ slug: 'employment' }], 1],
    ['academic check with nothing set: 1', [{ slug: 'academic_qualification' }], 1],
    ['level one', [{ slug: 'academic_qualification', level: ['one'] }], 1],
    ['level two', [{ slug: 'academic_qualification', level: ['two'] }], 2],
    ['level unlimited', [{ slug: 'academic_qualification', level: ['unlimited'] }], 2],
    ['minimum count above the level', [{ slug: 'academic_qualification', level: ['one'], minimum: 3 }], 3],
    [
      'the largest over academic checks',
      [{ slug: 'academic_qualification', level: ['one'] }, { slug: 'academic_qualification', minimum: 2 }],
      2,
    ],
  ])('education: %s', (_, checks, records) => {
    expect(minimumEducationRecords(request('GB', checks))).toBe(records);
  });

  it.each<[string, CheckSpec[], number]>([
    ['defaults to 1', [{ slug: 'professional_qualification' }], 1],
    ['takes the minimum count', [{ slug: 'professional_qualification', minimum: 3 }], 3],
    ['no qualification check: 1', [{ slug: 'employment' }], 1],
  ])('qualification %s', (_, checks, records) => {
    expect(minimumQualificationRecords(request('GB', checks))).toBe(records);
  });

  it('lets a list grow past one record only when more than one is required', () => {
    expect(allowsMoreThanOneRecord(1)).toBe(false);
    expect(allowsMoreThanOneRecord(2)).toBe(true);
  });
});
