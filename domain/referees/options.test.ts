import { describe, expect, it } from 'vitest';
import { buildResponse } from '../testing/build-response';
import {
  allowedRelationships,
  DEFAULT_QUESTIONNAIRE,
  entryAfterRemoval,
  nextRefereeEntry,
  referenceQuestionnaires,
  RELATIONSHIPS,
} from './options';

describe('referenceQuestionnaires', () => {
  it("lists the reference checks' questionnaires", () => {
    const config = { questionnaire: 'a', name_displayed: 'A', minimum_criteria_count: 2, note_to_candidate: null, relationship: ['peer'] };
    const request = buildResponse({ checks: [{ slug: 'employment' }, { slug: 'reference', referenceConfig: [config] }] }).reference_request;
    expect(referenceQuestionnaires(request)).toStrictEqual([config]);
  });

  it('gives a check without a config one questionnaire of its own count, any relationship', () => {
    const request = buildResponse({ checks: [{ slug: 'reference', minimum: 3 }] }).reference_request;
    expect(referenceQuestionnaires(request)).toMatchObject([
      { questionnaire: DEFAULT_QUESTIONNAIRE, minimum_criteria_count: 3, relationship: [...RELATIONSHIPS] },
    ]);
  });
});

describe('allowedRelationships', () => {
  it("keeps the specification's order, and allows every one for an empty list", () => {
    expect(allowedRelationships({ relationship: ['colleague', 'manager'] })).toStrictEqual(['manager', 'colleague']);
    expect(allowedRelationships({ relationship: [] })).toStrictEqual([...RELATIONSHIPS]);
  });
});

describe('the referee form\'s way on', () => {
  it('opens the next referee while under the minimum, then the summary', () => {
    expect(nextRefereeEntry(1, 2)).toBe(2);
    expect(nextRefereeEntry(2, 2)).toBeNull();
    expect(nextRefereeEntry(3, 2)).toBeNull();
  });

  it('opens the referee before after a removal, or the first', () => {
    expect(entryAfterRemoval(3)).toBe(2);
    expect(entryAfterRemoval(1)).toBe(1);
  });
});
