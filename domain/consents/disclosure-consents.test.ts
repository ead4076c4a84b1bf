import { describe, expect, it } from 'vitest';
import { requiredSections } from '../requirements';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import {
  DBS_CONSENTS,
  SCOTTISH_CONSENTS,
  consentIdsOf,
  dbsConsentGroups,
  scottishConsentGroups,
  usesScottishConsent,
} from './disclosure-consents';

const request = (checks: CheckSpec[], country = 'GB') => buildResponse({ country, checks }).reference_request;
const levelsOf = (groups: readonly { level: string }[]) => groups.map((group) => group.level);
const criminal = (level: string[], region: string | null = null, country?: string): CheckSpec => ({
  slug: 'criminal_record',
  level,
  region,
  ...(country ? { country } : {}),
});

describe('dbsConsentGroups (the UK page 2)', () => {
  it.each([
    ['enhanced', [criminal(['enhanced'])], ['enhanced']],
    ['standard', [criminal(['standard'])], ['standard']],
    ['basic', [criminal(['basic'])], ['basic']],
    ['no level: a basic check', [criminal([])], ['basic']],
    [
      'several levels, in the page order',
      [criminal(['basic', 'enhanced', 'standard'])],
      ['enhanced', 'standard', 'basic'],
    ],
    [
      'two checks, each level once',
      [criminal(['standard']), criminal(['standard', 'enhanced'])],
      ['enhanced', 'standard'],
    ],
    ['scotland at enhanced: basic never offered', [criminal(['enhanced'], 'scotland')], ['enhanced']],
    ['scotland without a level: nothing to tick', [criminal([], 'scotland')], []],
    ['scotland at basic: the Scottish page instead', [criminal(['basic'], 'scotland')], []],
    ['a search abroad is not a UK check', [criminal(['extra_jurisdiction'], null, 'IN')], []],
    ['an extra-jurisdiction level in GB is not a UK check', [criminal(['extra_jurisdiction'])], []],
    ['an Australian check', [criminal(['acic_check'], null, 'AU')], []],
    ['no criminal record check', [{ slug: 'employment' } as CheckSpec], []],
  ])('%s', (_case, checks, levels) => {
    expect(levelsOf(dbsConsentGroups(request(checks)))).toStrictEqual(levels);
  });

  it('asks every consent of each level shown', () => {
    const groups = dbsConsentGroups(request([criminal(['enhanced', 'basic'])]));
    expect(consentIdsOf(groups)).toStrictEqual([...DBS_CONSENTS.enhanced, ...DBS_CONSENTS.basic]);
  });
});

describe('scottishConsentGroups (the Disclosure Scotland page)', () => {
  it.each([
    ['basic: 3 consents', [criminal(['basic'], 'scotland')], ['basic'], 3],
    ['standard: 6 consents', [criminal(['standard'], 'scotland')], ['standard'], 6],
    ['both', [criminal(['standard', 'basic'], 'scotland')], ['basic', 'standard'], 9],
    ['enhanced in scotland uses the DBS page', [criminal(['enhanced'], 'scotland')], [], 0],
    ['basic outside scotland uses the DBS page', [criminal(['basic'])], [], 0],
  ])('%s', (_case, checks, levels, count) => {
    const groups = scottishConsentGroups(request(checks));
    expect(levelsOf(groups)).toStrictEqual(levels);
    expect(consentIdsOf(groups)).toHaveLength(count);
  });

  it('has the sizes the specification gives', () => {
    expect(SCOTTISH_CONSENTS.basic).toHaveLength(3);
    expect(SCOTTISH_CONSENTS.standard).toHaveLength(6);
  });
});

describe('consent ids', () => {
  it('are unique across every page and level', () => {
    const ids = [...Object.values(DBS_CONSENTS).flat(), ...Object.values(SCOTTISH_CONSENTS).flat()];
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the consent pages agree with the sections the request needs', () => {
  it.each([
    [criminal(['basic'], 'scotland')],
    [criminal(['standard'], 'scotland')],
    [criminal(['enhanced'], 'scotland')],
    [criminal([], 'scotland')],
    [criminal(['enhanced'])],
    [criminal(['basic'])],
    [criminal(['extra_jurisdiction'])],
  ])('%o', (check) => {
    const response = buildResponse({ checks: [check] });
    const sections = requiredSections(response, '2025-06-01').map(({ section }) => section);
    const built = response.reference_request.checks[0]!;
    expect(sections.includes('ds_declaration_consent')).toBe(usesScottishConsent(built));
    expect(sections.includes('dbs_declaration_consent')).toBe(
      !usesScottishConsent(built) && !check.level?.includes('extra_jurisdiction'),
    );
  });
});
