import { describe, expect, it } from 'vitest';
import { type LicenceKind, type LicenceRules, licenceRules } from './id-lists';

describe('the rules a licence takes from its issuing country', () => {
  it.each<[string, LicenceKind, string | null, boolean, LicenceRules]>([
    ['an Australian driving licence: a state, no agency', 'driving', 'AU', false, { issueStates: 'au_states', agency: null }],
    ['an Australian driving licence on an ACIC check: its agency too', 'driving', 'AU', true, { issueStates: 'au_states', agency: 'list' }],
    ['a UK driving licence: a UK region', 'driving', 'GB', true, { issueStates: 'uk_regions', agency: null }],
    ['a driving licence from elsewhere: typed', 'driving', 'FR', true, { issueStates: null, agency: null }],
    ['a driving licence before its country is picked', 'driving', null, true, { issueStates: null, agency: null }],
    ['an Australian firearms licence: a state and an agency', 'firearms', 'AU', false, { issueStates: 'au_states', agency: 'list' }],
    ['a UK firearms licence: both typed', 'firearms', 'GB', false, { issueStates: null, agency: 'text' }],
    ['a firearms licence from elsewhere: both typed', 'firearms', 'NZ', true, { issueStates: null, agency: 'text' }],
  ])('%s', (_, kind, country, acic, rules) => {
    expect(licenceRules(kind, country, acic)).toStrictEqual(rules);
  });
});
