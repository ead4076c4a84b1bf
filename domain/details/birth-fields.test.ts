import { describe, expect, it } from 'vitest';
import { CHECK_SLUGS, type CheckSlug } from '../checks';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import { BIRTH_FIELD_ROWS, type BirthFields, birthFields } from './birth-fields';

const fieldsOf = (country: string, checks: CheckSpec[]) => birthFields(buildResponse({ country, checks }).reference_request);

/** [country of birth, town, state, nationalities]; the date of birth is always asked. */
type Asked = [boolean, boolean, boolean, boolean];
const asked = (fields: BirthFields): Asked => [
  fields.country_of_birth,
  fields.town_of_birth,
  fields.state_of_birth,
  fields.nationalities,
];

describe('birthFields', () => {
  it.each<[string, string, CheckSpec[], Asked]>([
    ['employment only', 'GB', [{ slug: 'employment' }], [true, false, false, false]],
    ['no checks', 'GB', [], [true, false, false, false]],
    ['a UK criminal record check', 'GB', [{ slug: 'criminal_record', level: ['enhanced'] }], [true, true, false, true]],
    ['a criminality search', 'BR', [{ slug: 'criminality' }], [true, true, false, true]],
    ['an id check', 'NZ', [{ slug: 'id_check' }], [true, true, false, true]],
    ['a financial regulatory check', 'GB', [{ slug: 'financial_regulatory', level: ['cifas'] }], [true, true, false, true]],
    ['right to work: nationalities without the town', 'GB', [{ slug: 'right_to_work' }], [true, false, false, true]],
    [
      'right to work with an id check',
      'GB',
      [{ slug: 'right_to_work' }, { slug: 'id_check' }],
      [true, true, false, true],
    ],
    ['an ACIC check adds the state', 'AU', [{ slug: 'criminal_record', level: ['acic_check', 'afp_check'] }], [true, true, true, true]],
    ['an AFP check alone has no state', 'AU', [{ slug: 'criminal_record', level: ['afp_check'] }], [true, true, false, true]],
    ['acic_check on another check type is not the ACIC check', 'AU', [{ slug: 'id_check', level: ['acic_check'] }], [true, true, false, true]],
    ['sanctions and media: date and country only', 'GB', [{ slug: 'global_sanctions' }, { slug: 'adverse_media' }], [true, false, false, false]],
    [
      'the United States asks only the date of birth',
      'US',
      [{ slug: 'criminal_record' }, { slug: 'id_check' }, { slug: 'right_to_work' }],
      [false, false, false, false],
    ],
    ['even with an ACIC level', 'US', [{ slug: 'criminal_record', level: ['acic_check'] }], [false, false, false, false]],
    ['a search in the US on a British request', 'GB', [{ slug: 'criminal_record', country: 'US' }], [true, true, false, true]],
  ])('%s (%s)', (_, country, checks, expected) => {
    const fields = fieldsOf(country, checks);
    expect(fields.date_of_birth).toBe(true);
    expect(asked(fields)).toEqual(expected);
  });

  it('names only check types that exist', () => {
    for (const slug of Object.keys(BIRTH_FIELD_ROWS)) expect(CHECK_SLUGS).toContain(slug as CheckSlug);
  });
});
