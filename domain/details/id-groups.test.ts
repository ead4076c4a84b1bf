import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CandidateDetails, Country, Nationality } from '../reference-response';
import { buildResponse, type ResponseSpec } from '../testing/build-response';
import {
  ANY,
  asksRightToWork,
  candidateNationalityCodes,
  type CountryMatch,
  ID_GROUP_ROWS,
  type IdGroup,
  idFields,
  requestIdGroups,
} from './id-groups';

const request = (spec: ResponseSpec) => buildResponse(spec).reference_request;

describe('the groups a request asks', () => {
  it.each<[string, ResponseSpec, IdGroup[]]>([
    ['a passport for any check that needs the step', { country: 'GB', checks: [{ slug: 'document' }] }, ['passport']],
    [
      'a national ID number outside the UK, Australia, New Zealand and the US',
      { country: 'BR', checks: [{ slug: 'id_check' }] },
      ['passport', 'national_id'],
    ],
    [
      'the National Insurance number and a conviction question for a UK criminal record check',
      { country: 'GB', checks: [{ slug: 'criminal_record', level: ['basic'] }] },
      ['passport', 'national_id', 'conviction'],
    ],
    [
      'the National Insurance number, SRA and FCA numbers for UK financial regulation',
      { country: 'GB', checks: [{ slug: 'financial_regulatory', level: ['cifas'] }] },
      ['passport', 'national_id', 'sra', 'fca'],
    ],
    [
      'the SRA and FCA numbers for a UK fitness and propriety check',
      { country: 'GB', checks: [{ slug: 'fitness_and_proprietary' }] },
      ['passport', 'sra', 'fca'],
    ],
    ['the SSN in the United States', { country: 'US', checks: [{ slug: 'id_check' }] }, ['passport', 'social_security']],
    [
      'a driving licence for a driving licence check',
      { country: 'GB', checks: [{ slug: 'driving_license' }] },
      ['passport', 'driving_license'],
    ],
    [
      'a driving licence and a firearms licence for the Australian 100-point check',
      { country: 'AU', checks: [{ slug: 'id_check', level: ['100_point_check'] }] },
      ['passport', 'driving_license', 'firearms_license'],
    ],
    [
      'a driving licence, citizenship and convictions for an ACIC check',
      { country: 'AU', checks: [{ slug: 'criminal_record', level: ['acic_check'] }] },
      ['passport', 'driving_license', 'citizenship', 'conviction'],
    ],
    [
      'citizenship for an Australian right to work check',
      { country: 'AU', checks: [{ slug: 'right_to_work' }] },
      ['passport', 'citizenship'],
    ],
    [
      'citizenship and convictions for a New Zealand criminal record check',
      { country: 'NZ', checks: [{ slug: 'criminal_record', level: ['police_vetting'] }] },
      ['passport', 'citizenship', 'conviction'],
    ],
    [
      'a national ID number and convictions for a criminality check',
      { country: 'BR', checks: [{ slug: 'criminality' }] },
      ['passport', 'national_id', 'conviction'],
    ],
    ['right to work for a UK right to work check', { country: 'GB', checks: [{ slug: 'right_to_work' }] }, ['passport', 'right_to_work']],
    // Rows that do not apply.
    ['no licence for an Australian ID check without the 100 points', { country: 'AU', checks: [{ slug: 'id_check' }] }, ['passport']],
    ['no National Insurance number for a UK credit check', { country: 'GB', checks: [{ slug: 'credit' }] }, ['passport']],
    [
      'the searched country’s number for a search abroad',
      { country: 'GB', checks: [{ slug: 'criminal_record', country: 'IN', level: ['extra_jurisdiction'] }] },
      ['passport', 'national_id', 'conviction'],
    ],
    [
      'the SSN in place of a national ID number when both apply',
      { country: 'US', checks: [{ slug: 'criminal_record' }, { slug: 'criminality', country: 'BR' }] },
      ['passport', 'social_security', 'conviction'],
    ],
  ])('%s', (_, spec, groups) => {
    expect(requestIdGroups(request(spec))).toEqual(groups);
  });

  it.each<[ResponseSpec, boolean]>([
    [{ country: 'AU', checks: [{ slug: 'criminal_record', level: ['acic_check', 'afp_check'] }] }, true],
    [{ country: 'AU', checks: [{ slug: 'criminal_record', level: ['afp_check'] }] }, false],
    [{ country: 'GB', checks: [{ slug: 'criminal_record', level: ['enhanced'] }] }, false],
  ])('marks the intelligence-commission questions for %j: %s', (spec, acic) => {
    expect(idFields(request(spec), []).acic).toBe(acic);
  });
});

describe('right to work', () => {
  const NATIONALITIES: Nationality[] = [
    { id: 20, guid: 'n20', name: 'British', short_name: 'GB' },
    { id: 21, guid: 'n21', name: 'Irish', short_name: 'IE' },
    { id: 22, guid: 'n22', name: 'Indian', short_name: 'IN' },
    { id: 23, guid: 'n23', name: 'French', short_name: 'FR' },
  ];
  const details = (changes: Partial<CandidateDetails>) =>
    ({
      nationality_at_birth: 22,
      is_nationality_changed_since_birth: false,
      holds_dual_nationality: false,
      ...changes,
    }) as CandidateDetails;

  it.each<[string, Partial<CandidateDetails>, string[]]>([
    ['the nationality at birth', {}, ['IN']],
    ['the new nationality once it changed', { is_nationality_changed_since_birth: true, new_nationality: 20 }, ['GB']],
    ['not a new nationality after a no', { new_nationality: 20 }, ['IN']],
    ['the second nationality of a dual national', { holds_dual_nationality: true, second_nationality: 21 }, ['IN', 'IE']],
    ['not a second nationality after a no', { second_nationality: 21 }, ['IN']],
    ['nothing unknown', { nationality_at_birth: 999 }, []],
  ])('counts %s', (_, changes, codes) => {
    expect(candidateNationalityCodes(details(changes), NATIONALITIES)).toEqual(codes);
  });

  const ukRightToWork = request({ country: 'GB', checks: [{ slug: 'right_to_work' }] });
  it.each<[string[], boolean]>([
    [['IN'], true],
    [['GB'], false],
    [['IE'], false],
    [['FR', 'IE'], false],
    [[], true],
  ])('asks a candidate of the nationalities %j: %s', (codes, asked) => {
    expect(idFields(ukRightToWork, codes).groups.includes('right_to_work')).toBe(asked);
  });

  const COUNTRIES = [
    { id: 1, short_name: 'GB' },
    { id: 2, short_name: 'IE' },
    { id: 3, short_name: 'FR' },
  ] as Country[];
  it.each<[boolean | null, number | null, boolean]>([
    [false, null, true],
    [true, 3, true],
    [true, 1, false],
    [true, 2, false],
    [true, null, false],
    [null, null, false],
  ])('with a current passport %j issued in country %j: %s', (current, country, asked) => {
    const fields = idFields(ukRightToWork, ['IN']);
    expect(asksRightToWork(fields, { is_current_passport: current, passport_issue_country: country }, COUNTRIES)).toBe(asked);
  });

  it('never asks a request without a UK right to work check', () => {
    const fields = idFields(request({ country: 'AU', checks: [{ slug: 'right_to_work' }] }), ['IN']);
    expect(asksRightToWork(fields, { is_current_passport: false, passport_issue_country: null }, COUNTRIES)).toBe(false);
  });
});

describe('docs/check-requirements.md "Identity document groups"', () => {
  const cell = {
    checks: (checks: readonly string[] | typeof ANY) => (checks === ANY ? ANY : checks.join(', ')),
    countries: (match: CountryMatch) =>
      match === ANY ? ANY : 'only' in match ? match.only.join(', ') : `not ${match.except.join(', ')}`,
  };

  it('is the table of the code, row by row', () => {
    const page = readFileSync(new URL('../../docs/check-requirements.md', import.meta.url), 'utf8');
    const table = page.split('<!-- id-groups:start -->')[1]?.split('<!-- id-groups:end -->')[0] ?? '';
    const documented = table
      .split('\n')
      .slice(3)
      .map((line) => line.split('|').map((text) => text.trim()))
      .filter((cells) => cells.length > 5)
      .map((cells) => cells.slice(1, 5).map((text) => text.replace(/`/g, '')));
    expect(documented).toEqual(
      ID_GROUP_ROWS.map((row) => [row.group, cell.checks(row.checks), cell.countries(row.countries), row.level ?? '']),
    );
  });
});
