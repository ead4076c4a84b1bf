import { describe, expect, it } from 'vitest';
import { SECTION_NAMES } from '../../domain/section-names';
import { SECTION_SLUGS } from '../../domain/sections';
import { SECTION_TITLES } from './section-titles';

describe('SECTION_TITLES', () => {
  it('translates each section by its English name, the one the API gives', () => {
    expect(Object.keys(SECTION_TITLES).sort()).toStrictEqual([...SECTION_SLUGS].sort());
    for (const slug of SECTION_SLUGS) expect(SECTION_TITLES[slug].message).toBe(SECTION_NAMES[slug]);
  });
});
