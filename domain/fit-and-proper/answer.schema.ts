/**
 * One answer of the fitness-and-propriety questionnaire (spec 001 §5, §7): the form judges it as the candidate saves,
 * and POST .../fit_and_proper_answer/fit_and_proper_answer/ judges the body again, JSON or multipart alike.
 *
 * - radio: `value` is one option id of the question; checkbox: a list of its option ids, at least one; range: a whole
 *   number from 1 to 10; acknowledge: its option id, and a PNG `signature` ("Please acknowledge by signing").
 * - `description` is the candidate's own words, optional on every question.
 * - The question must be asked now: a main question, or the follow-up the parent's saved answer opens.
 */
import * as v from 'valibot';
import { maxItems, optionalText, recordId } from '../forms/fields';
import { MAX_ANSWER_OPTIONS } from '../limits';
import { MESSAGES } from '../messages';
import { allAnswered, type AnswerValue, type FitnessAnswer, type FitnessQuestion, isAsked, RANGE_MAX, RANGE_MIN } from './questionnaire';

export const DESCRIPTION_MAX = 2000;
/** A drawn or typed signature is a few kilobytes; this leaves room for a large screen's canvas. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const isPng = (bytes: Uint8Array) => PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);

const signature = v.pipe(
  v.nullish(v.instance(Uint8Array, MESSAGES.signatureNotPng), null),
  v.check((bytes) => bytes === null || isPng(bytes), MESSAGES.signatureNotPng),
  v.check((bytes) => bytes === null || bytes.length <= SIGNATURE_MAX_BYTES, MESSAGES.signatureTooLarge),
);

const value = v.nullish(
  v.union(
    [
      v.number(MESSAGES.selectFromList),
      v.pipe(v.array(v.number(MESSAGES.selectFromList), MESSAGES.selectFromList), maxItems(MAX_ANSWER_OPTIONS)),
    ],
    MESSAGES.selectFromList,
  ),
  null,
);

const isEmpty = (answer: number | number[] | null) => answer === null || (Array.isArray(answer) && answer.length === 0);

/** Whether a given value fits the question's type and options (an empty one is judged as unanswered instead). */
function fits(question: FitnessQuestion, answer: number | number[]): boolean {
  const optionIds = new Set(question.options.map((option) => option.id));
  switch (question.options_type) {
    case 'range':
      return true;
    case 'checkbox':
      return Array.isArray(answer) && new Set(answer).size === answer.length && answer.every((id) => optionIds.has(id));
    default:
      return typeof answer === 'number' && optionIds.has(answer);
  }
}

const inRange = (answer: number | number[]) =>
  typeof answer === 'number' && Number.isInteger(answer) && answer >= RANGE_MIN && answer <= RANGE_MAX;

/** The schema over the questionnaire and the answers saved so far (which decide the follow-ups asked). */
export function fitAndProperAnswerSchema(questions: readonly FitnessQuestion[], answers: readonly FitnessAnswer[]) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const questionOf = (id: number) => byId.get(id);
  return v.pipe(
    v.object({
      id: recordId(),
      question: v.pipe(
        v.number(MESSAGES.selectFromList),
        v.check((id) => byId.has(id), MESSAGES.selectFromList),
        v.check((id) => !byId.has(id) || isAsked(id, questions, answers), MESSAGES.followUpNotAsked),
      ),
      answer: v.object({ value, description: optionalText(DESCRIPTION_MAX) }),
      signature,
    }),
    v.forward(
      v.partialCheck(
        [['question'], ['answer', 'value']],
        (input) => !isEmpty(input.answer.value) || !questionOf(input.question),
        MESSAGES.selectAnswer,
      ),
      ['answer', 'value'],
    ),
    v.forward(
      v.partialCheck(
        [['question'], ['answer', 'value']],
        (input) => {
          const question = questionOf(input.question);
          const answer = input.answer.value;
          return !question || answer === null || isEmpty(answer) || question.options_type !== 'range' || inRange(answer);
        },
        MESSAGES.rangeOutOfScale,
      ),
      ['answer', 'value'],
    ),
    v.forward(
      v.partialCheck(
        [['question'], ['answer', 'value']],
        (input) => {
          const question = questionOf(input.question);
          const answer = input.answer.value;
          return !question || answer === null || isEmpty(answer) || fits(question, answer);
        },
        MESSAGES.selectFromList,
      ),
      ['answer', 'value'],
    ),
    v.forward(
      v.partialCheck(
        [['question'], ['signature']],
        (input) => questionOf(input.question)?.options_type !== 'acknowledge' || input.signature !== null,
        MESSAGES.acknowledgeBySigning,
      ),
      ['signature'],
    ),
    // The checks above leave no empty value through.
    v.transform((input) => ({ ...input, answer: { ...input.answer, value: input.answer.value as AnswerValue } })),
  );
}

export type FitAndProperAnswerInput = v.InferInput<ReturnType<typeof fitAndProperAnswerSchema>>;
export type FitAndProperAnswerValues = v.InferOutput<ReturnType<typeof fitAndProperAnswerSchema>>;

/** The form's starting values for a question: its saved answer, or nothing chosen. */
export function answerDefaults(question: FitnessQuestion, saved: FitnessAnswer | undefined): FitAndProperAnswerInput {
  return {
    id: saved?.id ?? null,
    question: question.id,
    answer: {
      value: saved?.answer.value ?? (question.options_type === 'checkbox' ? [] : null),
      description: saved?.answer.description ?? '',
    },
    // A saved signature stays on the server; saving again asks for a new one.
    signature: null,
  };
}

/**
 * The submission that completes the section (spec 001 §4 "Completion: has_submitted"): PUT on the answer path with
 * `{ "has_submitted": true }`, accepted only once every asked question is answered.
 */
export function fitAndProperSubmitSchema(questions: readonly FitnessQuestion[], answers: readonly FitnessAnswer[]) {
  return v.pipe(
    v.object({ has_submitted: v.literal(true, MESSAGES.required) }),
    v.check(() => allAnswered(questions, answers), MESSAGES.questionsUnanswered),
  );
}
