import { describe, expect, it } from 'vitest';
import type { CheckSlug } from '../../../domain/checks';
import { CHECK_NAMES, checkNames } from './check-names';

const english = (descriptor: { message?: string | undefined; id?: string }) => descriptor.message ?? descriptor.id ?? '';

function check(slug: string, title = 'From the API') {
  return { criteria_check: { slug: slug as CheckSlug, title } };
}

describe('checkNames', () => {
  it('names each known check type from the catalogue, in request order', () => {
    expect(checkNames([check('criminal_record'), check('employment')], english)).toEqual([
      'Criminal record',
      'Employment history',
    ]);
  });

  it('lists a type asked for twice only once', () => {
    expect(checkNames([check('criminal_record'), check('reference'), check('criminal_record')], english)).toEqual([
      'Criminal record',
      'References',
    ]);
  });

  it('names a US request’s licence check as Americans do', () => {
    expect(checkNames([check('driving_license')], english, true)).toEqual(['Driver’s license']);
    expect(checkNames([check('driving_license')], english)).toEqual(['Driving licence']);
  });

  it("shows the API's title for a type it does not know", () => {
    expect(checkNames([check('psychometric', 'Psychometric test')], english)).toEqual(['Psychometric test']);
  });

  it('passes every name through the translator', () => {
    expect(checkNames([check('credit')], () => 'traduit')).toEqual(['traduit']);
    expect(Object.keys(CHECK_NAMES)).toHaveLength(24);
  });
});
