import { describe, expect, it } from 'vitest';
import { fill, placeholdersOf } from './placeholders';

describe('placeholders', () => {
  it('fills the known ones and leaves an unknown one as it is', () => {
    expect(fill('Signed by {name} for {company} on {date}', { name: 'Ada', company: 'Acme' })).toBe(
      'Signed by Ada for Acme on {date}',
    );
  });

  it('lists a text’s placeholders sorted, so a translation’s can be compared', () => {
    expect(placeholdersOf('{outcome}: {code} ({code})')).toStrictEqual(['code', 'code', 'outcome']);
    expect(placeholdersOf('no placeholder')).toStrictEqual([]);
  });
});
