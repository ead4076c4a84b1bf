import { describe, expect, it } from 'vitest';
import { MissingLinkError } from './missing-link';
import { RETAINED_SEARCH_KEYS, parseSearch, stringifySearch, validateCandidateSearch, validateRootSearch } from './search-params';

describe('parseSearch and stringifySearch', () => {
  it('read every value as the string the link carries', () => {
    expect(parseSearch('?guid=0123&user_token=true&questionnaire=null&n=1e3')).toEqual({
      guid: '0123',
      user_token: 'true',
      questionnaire: 'null',
      n: '1e3',
    });
  });

  it('keep the first of a repeated key', () => {
    expect(parseSearch('guid=a&guid=b')).toEqual({ guid: 'a' });
  });

  it('write the link back unchanged', () => {
    const link = '?guid=6f1c-22&user_token=0123%2Babc&questionnaire=line+managers';
    expect(stringifySearch(parseSearch(link))).toBe(link);
  });

  it('leave out undefined and null, and give an empty string for an empty query', () => {
    expect(stringifySearch({ guid: 'g', user_token: undefined, questionnaire: null })).toBe('?guid=g');
    expect(stringifySearch({})).toBe('');
  });
});

/** A query string as the router hands it to the validators. */
const link = (search: Record<string, unknown>) => search as Parameters<typeof validateRootSearch>[0];

describe('search validation', () => {
  it('accepts any combination of the link parameters at the root, and drops what is not text', () => {
    expect(validateRootSearch(link({}))).toEqual({});
    expect(validateRootSearch(link({ guid: 'g', user_token: 't', questionnaire: 'q', other: 'x' }))).toEqual({
      guid: 'g',
      user_token: 't',
      questionnaire: 'q',
    });
    expect(validateRootSearch(link({ guid: 12, user_token: ['t'] }))).toEqual({});
  });

  it('requires a guid in the candidate area', () => {
    expect(validateCandidateSearch(link({ guid: 'g', user_token: 't' }))).toEqual({ guid: 'g' });
    expect(() => validateCandidateSearch(link({}))).toThrow(MissingLinkError);
    expect(() => validateCandidateSearch(link({ guid: '' }))).toThrow(MissingLinkError);
    expect(() => validateCandidateSearch(link({ guid: 7 }))).toThrow(MissingLinkError);
  });
});

describe('RETAINED_SEARCH_KEYS', () => {
  // The middleware itself is exercised through the real router in router.test.tsx.
  it('are the link parameters every navigation keeps', () => {
    expect(RETAINED_SEARCH_KEYS).toEqual(['guid', 'user_token', 'questionnaire']);
  });
});
