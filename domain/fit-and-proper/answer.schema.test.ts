import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { answerDefaults, fitAndProperAnswerSchema, fitAndProperSubmitSchema, SIGNATURE_MAX_BYTES } from './answer.schema';
import type { FitnessAnswer, FitnessQuestion } from './questionnaire';

const question = (id: number, type: FitnessQuestion['options_type'], options: [number, number | null][], linked = false): FitnessQuestion => ({
  id,
  guid: `q-${id}`,
  name: `Question ${id}`,
  section_name: 'Section',
  section_description: '',
  options_type: type,
  options: options.map(([optionId, linkedQuestion]) => ({ id: optionId, name: `Option ${optionId}`, linkedQuestion, translations: {} })),
  linked_question: linked,
  translations: {},
});

const QUESTIONS = [
  question(1, 'radio', [[11, 2], [12, null]]),
  question(2, 'radio', [[21, null], [22, null]], true),
  question(3, 'range', []),
  question(4, 'checkbox', [[41, null], [42, null]]),
  question(5, 'acknowledge', [[51, null]]),
];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const OPENED: FitnessAnswer[] = [{ id: 1, question: 1, answer: { value: 11, description: null }, signature: null }];

const errors = (body: unknown, answers: FitnessAnswer[] = []) => {
  const result = v.safeParse(fitAndProperAnswerSchema(QUESTIONS, answers), body);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));
};
const body = (questionId: number, value: unknown, extra: Record<string, unknown> = {}) => ({ question: questionId, answer: { value }, ...extra });

describe('fitAndProperAnswerSchema', () => {
  it('accepts an answer of each type, trimming the description', () => {
    expect(v.parse(fitAndProperAnswerSchema(QUESTIONS, []), { question: 1, answer: { value: 12, description: ' No. ' } })).toStrictEqual({
      id: null,
      question: 1,
      answer: { value: 12, description: 'No.' },
      signature: null,
    });
    expect(errors(body(3, 1))).toStrictEqual({});
    expect(errors(body(3, 10))).toStrictEqual({});
    expect(errors(body(4, [41, 42]))).toStrictEqual({});
    expect(errors(body(5, 51, { signature: PNG }))).toStrictEqual({});
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['no answer', body(1, null), { 'answer.value': MESSAGES.selectAnswer }],
    ['no box ticked', body(4, []), { 'answer.value': MESSAGES.selectAnswer }],
    ['a range below 1', body(3, 0), { 'answer.value': MESSAGES.rangeOutOfScale }],
    ['a range above 10', body(3, 11), { 'answer.value': MESSAGES.rangeOutOfScale }],
    ['a range that is not whole', body(3, 2.5), { 'answer.value': MESSAGES.rangeOutOfScale }],
    ['an option of another question', body(1, 41), { 'answer.value': MESSAGES.selectFromList }],
    ['a list for a single choice', body(1, [12]), { 'answer.value': MESSAGES.selectFromList }],
    ['a box ticked twice', body(4, [41, 41]), { 'answer.value': MESSAGES.selectFromList }],
    ['text for an answer', body(1, 'yes'), { 'answer.value': MESSAGES.selectFromList }],
    ['an unknown question', body(9, 1), { question: MESSAGES.selectFromList }],
    ['a follow-up its parent did not open', body(2, 21), { question: MESSAGES.followUpNotAsked }],
    ['an acknowledge without a signature', body(5, 51), { signature: MESSAGES.acknowledgeBySigning }],
    ['a signature that is not a PNG', body(5, 51, { signature: new Uint8Array([0xff, 0xd8, 0xff]) }), { signature: MESSAGES.signatureNotPng }],
    ['a signature that is not a file', body(5, 51, { signature: 'data:image/png;base64,' }), { signature: MESSAGES.signatureNotPng }],
    [
      'a signature too large',
      body(5, 51, { signature: new Uint8Array(SIGNATURE_MAX_BYTES + 1).map((_, i) => PNG[i] ?? 0) }),
      { signature: MESSAGES.signatureTooLarge },
    ],
  ])('refuses %s', (_, input, expected) => {
    expect(errors(input)).toStrictEqual(expected);
  });

  it('accepts the follow-up its parent’s saved answer opens', () => {
    expect(errors(body(2, 21), OPENED)).toStrictEqual({});
  });

  it('starts the form from the saved answer, without its signature', () => {
    expect(answerDefaults(QUESTIONS[3]!, undefined)).toStrictEqual({ id: null, question: 4, answer: { value: [], description: '' }, signature: null });
    expect(answerDefaults(QUESTIONS[0]!, OPENED[0])).toStrictEqual({ id: 1, question: 1, answer: { value: 11, description: '' }, signature: null });
  });
});

describe('fitAndProperSubmitSchema', () => {
  it('takes has_submitted true once every asked question is answered', () => {
    const all: FitnessAnswer[] = [1, 3, 4, 5].map((id) => ({ id, question: id, answer: { value: id === 1 ? 12 : 1, description: null }, signature: null }));
    expect(v.safeParse(fitAndProperSubmitSchema(QUESTIONS, all), { has_submitted: true }).success).toBe(true);
    expect(v.safeParse(fitAndProperSubmitSchema(QUESTIONS, all.slice(1)), { has_submitted: true }).issues?.[0]?.message).toBe(
      MESSAGES.questionsUnanswered,
    );
    expect(v.safeParse(fitAndProperSubmitSchema(QUESTIONS, all), { has_submitted: false }).success).toBe(false);
  });
});
