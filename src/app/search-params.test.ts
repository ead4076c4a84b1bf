import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RETAINED_SEARCH_KEYS, candidateSearchSchema, parseSearch, rootSearchSchema, stringifySearch } from './search-params';

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

describe('search schemas', () => {
  it('accept any combination of the link parameters at the root', () => {
    expect(v.parse(rootSearchSchema, {})).toEqual({});
    expect(v.parse(rootSearchSchema, { guid: 'g', user_token: 't', questionnaire: 'q' })).toEqual({
      guid: 'g',
      user_token: 't',
      questionnaire: 'q',
    });
  });

  it('require a guid in the candidate area', () => {
    expect(v.parse(candidateSearchSchema, { guid: 'g' })).toEqual({ guid: 'g' });
    expect(v.safeParse(candidateSearchSchema, {}).success).toBe(false);
    expect(v.safeParse(candidateSearchSchema, { guid: '' }).success).toBe(false);
  });
});

describe('RETAINED_SEARCH_KEYS', () => {
  // The middleware itself is exercised through the real router in router.test.tsx.
  it('are the link parameters every navigation keeps', () => {
    expect(RETAINED_SEARCH_KEYS).toEqual(['guid', 'user_token', 'questionnaire']);
  });
});
