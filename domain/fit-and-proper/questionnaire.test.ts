import { describe, expect, it } from 'vitest';
import {
  allAnswered,
  askedQuestions,
  canActivate,
  type FitnessAnswer,
  type FitnessQuestion,
  isAsked,
  mainQuestions,
  openFollowUp,
  optionName,
  questionTexts,
  sectionsOf,
  startingIndex,
} from './questionnaire';

const question = (
  id: number,
  type: FitnessQuestion['options_type'],
  options: [number, number | null][],
  { linked = false, section = 'Honesty' } = {},
): FitnessQuestion => ({
  id,
  guid: `q-${id}`,
  name: `Question ${id}`,
  section_name: section,
  section_description: '',
  options_type: type,
  options: options.map(([optionId, linkedQuestion]) => ({ id: optionId, name: `Option ${optionId}`, linkedQuestion, translations: { fr: `Choix ${optionId}` } })),
  linked_question: linked,
  translations: { fr: { name: `Question ${id} (fr)`, section_name: `${section} (fr)`, section_description: '' } },
});

const QUESTIONS = [
  question(1, 'radio', [[11, 2], [12, null]]),
  question(2, 'checkbox', [[21, null], [22, null]], { linked: true }),
  question(3, 'range', [], { section: 'Competence' }),
  question(4, 'acknowledge', [[41, null]], { section: 'Declaration' }),
];
const [PARENT, FOLLOW_UP, RANGE] = QUESTIONS as [FitnessQuestion, FitnessQuestion, FitnessQuestion];

const answer = (questionId: number, value: number | number[]): FitnessAnswer => ({
  id: questionId,
  question: questionId,
  answer: { value, description: null },
  signature: null,
});

describe('the questions asked', () => {
  it('pages through the main questions; a follow-up is asked only under the option that opens it', () => {
    expect(mainQuestions(QUESTIONS).map((q) => q.id)).toEqual([1, 3, 4]);
    expect(askedQuestions(QUESTIONS, []).map((q) => q.id)).toEqual([1, 3, 4]);
    expect(askedQuestions(QUESTIONS, [answer(1, 11)]).map((q) => q.id)).toEqual([1, 2, 3, 4]);
    expect(askedQuestions(QUESTIONS, [answer(1, 12)]).map((q) => q.id)).toEqual([1, 3, 4]);
    expect(openFollowUp(PARENT, QUESTIONS, [answer(1, 11)])).toBe(FOLLOW_UP);
    expect(openFollowUp(RANGE, QUESTIONS, [answer(3, 11)])).toBeUndefined();
    expect(isAsked(2, QUESTIONS, [])).toBe(false);
    expect(isAsked(2, QUESTIONS, [answer(1, 11)])).toBe(true);
  });
});

describe('the starting question (spec 001 §4)', () => {
  it.each<[string, FitnessAnswer[], number]>([
    ['nothing answered', [], 0],
    ['the first answered', [answer(1, 12)], 1],
    ['a follow-up does not count', [answer(1, 11), answer(2, [21])], 1],
    ['answers out of order count as many', [answer(3, 4)], 1],
    ['all answered: none active', [answer(1, 12), answer(3, 4), answer(4, 41)], 3],
  ])('%s', (_, answers, index) => {
    expect(startingIndex(QUESTIONS, answers)).toBe(index);
  });
});

describe('activation (spec 001 §4)', () => {
  it('allows a question only if it or the previous one is answered; the first always', () => {
    expect([0, 1, 2].map((index) => canActivate(index, QUESTIONS, []))).toEqual([true, false, false]);
    expect([0, 1, 2].map((index) => canActivate(index, QUESTIONS, [answer(1, 12)]))).toEqual([true, true, false]);
    expect([0, 1, 2].map((index) => canActivate(index, QUESTIONS, [answer(3, 4)]))).toEqual([true, true, true]);
    expect(canActivate(-1, QUESTIONS, [])).toBe(false);
    expect(canActivate(3, QUESTIONS, [answer(4, 41)])).toBe(false);
  });
});

describe('completion', () => {
  it('needs every asked question answered, the opened follow-up included', () => {
    const closed = [answer(1, 12), answer(3, 4), answer(4, 41)];
    expect(allAnswered(QUESTIONS, closed)).toBe(true);
    expect(allAnswered(QUESTIONS, [answer(1, 11), answer(3, 4), answer(4, 41)])).toBe(false);
    expect(allAnswered(QUESTIONS, [answer(1, 11), answer(2, [22]), answer(3, 4), answer(4, 41)])).toBe(true);
  });
});

describe('texts', () => {
  it('shows the reader’s language when given, English otherwise', () => {
    expect(questionTexts(PARENT, 'fr').name).toBe('Question 1 (fr)');
    expect(questionTexts(PARENT, 'es').name).toBe('Question 1');
    expect(optionName(PARENT.options[0]!, 'fr')).toBe('Choix 11');
    expect(optionName(PARENT.options[0]!, 'pt-BR')).toBe('Option 11');
  });

  it('groups consecutive questions by section', () => {
    expect(sectionsOf(mainQuestions(QUESTIONS)).map((section) => [section.name, section.items.map((q) => q.id)])).toEqual([
      ['Honesty', [1]],
      ['Competence', [3]],
      ['Declaration', [4]],
    ]);
  });
});
