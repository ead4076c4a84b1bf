import { describe, expect, it } from 'vitest';
import { buildResponse } from '../testing/build-response';
import { allowedRelationships, DEFAULT_QUESTIONNAIRE, referenceQuestionnaires, RELATIONSHIPS } from './options';

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
