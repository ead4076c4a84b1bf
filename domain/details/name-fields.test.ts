import { describe, expect, it } from 'vitest';
import { SCOTLAND_REGION } from '../checks';
import { buildResponse, type ResponseSpec } from '../testing/build-response';
import { fullName, nameFields, SALUTATIONS } from './name-fields';

const fieldsOf = (spec: ResponseSpec) => nameFields(buildResponse(spec).reference_request);
const WITHOUT_OTHER = SALUTATIONS.filter((salutation) => salutation !== 'other');

describe('nameFields (spec 000 §5)', () => {
  it.each<[string, ResponseSpec, ReturnType<typeof nameFields>]>([
    [
      'a UK criminal record check: no "other" title, no parents’ names',
      { country: 'GB', checks: [{ slug: 'criminal_record', level: ['enhanced'] }] },
      { salutations: WITHOUT_OTHER, fathers_full_name: false, mothers_full_name: false, mothers_maiden_name: false },
    ],
    [
      'a Disclosure Scotland check: the mother’s maiden name too',
      { country: 'GB', checks: [{ slug: 'criminal_record', level: ['basic'], region: SCOTLAND_REGION }] },
      { salutations: WITHOUT_OTHER, fathers_full_name: false, mothers_full_name: false, mothers_maiden_name: true },
    ],
    [
      'a UK request without a criminal record check keeps "other"',
      { country: 'GB', checks: [{ slug: 'employment' }, { slug: 'credit' }] },
      { salutations: SALUTATIONS, fathers_full_name: false, mothers_full_name: false, mothers_maiden_name: false },
    ],
    [
      'a search abroad is not a UK criminal record check',
      { country: 'GB', checks: [{ slug: 'criminal_record', level: ['extra_jurisdiction'], country: 'IN' }] },
      { salutations: SALUTATIONS, fathers_full_name: false, mothers_full_name: false, mothers_maiden_name: false },
    ],
    [
      'a region of scotland on another check asks no maiden name',
      { country: 'GB', checks: [{ slug: 'employment', region: SCOTLAND_REGION }] },
      { salutations: SALUTATIONS, fathers_full_name: false, mothers_full_name: false, mothers_maiden_name: false },
    ],
    [
      'India: the father’s full name',
      { country: 'IN', checks: [{ slug: 'criminal_record' }] },
      { salutations: SALUTATIONS, fathers_full_name: true, mothers_full_name: false, mothers_maiden_name: false },
    ],
    [
      'Brazil: both parents’ full names',
      { country: 'BR', checks: [{ slug: 'criminality' }] },
      { salutations: SALUTATIONS, fathers_full_name: true, mothers_full_name: true, mothers_maiden_name: false },
    ],
    [
      'the United States: no parents’ names',
      { country: 'US', checks: [{ slug: 'criminal_record' }] },
      { salutations: SALUTATIONS, fathers_full_name: false, mothers_full_name: false, mothers_maiden_name: false },
    ],
    [
      'Australia: no parents’ names',
      { country: 'AU', checks: [{ slug: 'criminal_record', level: ['acic_check'] }] },
      { salutations: SALUTATIONS, fathers_full_name: false, mothers_full_name: false, mothers_maiden_name: false },
    ],
  ])('%s', (_name, spec, expected) => {
    expect(fieldsOf(spec)).toStrictEqual(expected);
  });
});

describe('fullName', () => {
  it.each([
    [{ first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' }, 'Ada King Lovelace'],
    [{ first_name: 'Ada', middle_name: null, last_name: 'Lovelace' }, 'Ada Lovelace'],
    [{ first_name: 'Ada', middle_name: '', last_name: 'Lovelace' }, 'Ada Lovelace'],
  ])('%o → %s', (parts, expected) => {
    expect(fullName(parts)).toBe(expected);
  });
});
