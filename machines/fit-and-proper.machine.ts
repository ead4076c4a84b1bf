/**
 * The fitness-and-propriety questionnaire's screen (spec 001 §2, §4; docs/fit-and-proper.md): one main question
 * active at a time, the linked follow-up asked as a sub-question of its parent, and Continue once all are answered.
 *
 * - answering: `question.activate` with an index → that question, only if it or the previous one is answered
 *   (domain `canActivate`); `answer.save` with the form's values → saving; `questionnaire.submit` → submitting, only
 *   once every asked question is answered.
 * - saving: saveAnswer (the saved questionnaire state) → answering, keeping the answers; the same question stays
 *   active while its answer opens a follow-up still unanswered, otherwise the next one becomes active. A failure →
 *   answering with it (failed).
 * - submitting: submit → submitted (final); a failure → answering with it.
 *
 * The input is the questionnaire as loaded; the active question starts at the count of answered main questions (none
 * once all are answered).
 * The SPA provides the actors; the defaults fail loudly so a missing provide() cannot pass for a working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { FitAndProperAnswerValues } from '../domain/fit-and-proper/answer.schema';
import {
  allAnswered,
  canActivate,
  type FitnessAnswer,
  type FitnessQuestion,
  mainQuestions,
  openFollowUp,
  answerOf,
  startingIndex,
} from '../domain/fit-and-proper/questionnaire';
import { failureParams } from './actor-answers';
import { notProvided } from './not-provided';

export interface FitAndProperInput {
  questions: FitnessQuestion[];
  answers: FitnessAnswer[];
}

export interface FitAndProperContext extends FitAndProperInput {
  /** The index of the active main question; the count of main questions when none is active. */
  active: number;
  /** Why the last save or submission failed, while the page shows it. */
  error: unknown;
}

export type FitAndProperEvent =
  | { type: 'question.activate'; index: number }
  | { type: 'answer.save'; values: FitAndProperAnswerValues }
  | { type: 'questionnaire.submit' };

/** Tags the page asks about: a call in flight. Whether Continue may be pressed is `snapshot.can(submit)`. */
export const FIT_AND_PROPER_TAGS = { busy: 'busy' } as const;

/**
 * Where a save leads: the parent stays active while the follow-up its answer opens is unanswered; otherwise the next
 * question, or none after the last.
 */
function activeAfterSave(context: FitAndProperContext, answers: FitnessAnswer[]): number {
  const main = mainQuestions(context.questions);
  const current = main[context.active];
  const followUp = current && openFollowUp(current, context.questions, answers);
  if (followUp && !answerOf(answers, followUp.id)) return context.active;
  return Math.min(context.active + 1, main.length);
}

export const fitAndProperMachine = setup({
  types: {
    context: {} as FitAndProperContext,
    events: {} as FitAndProperEvent,
    input: {} as FitAndProperInput,
  },
  actors: {
    /** POST .../fit_and_proper_answer/fit_and_proper_answer/; resolves with the answers as saved. */
    saveAnswer: fromPromise<FitnessAnswer[], FitAndProperAnswerValues>(notProvided('saveAnswer')),
    /** PUT on the same path with { has_submitted: true }. */
    submit: fromPromise<unknown>(notProvided('submit')),
  },
  guards: {
    canActivate: ({ context }, params: { index: number }) => canActivate(params.index, context.questions, context.answers),
    allAnswered: ({ context }) => allAnswered(context.questions, context.answers),
  },
  actions: {
    activate: assign((_, params: { index: number }) => ({ active: params.index, error: null })),
    keepAnswers: assign(({ context }, params: { answers: FitnessAnswer[] }) => ({
      answers: params.answers,
      active: activeAfterSave(context, params.answers),
    })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    forgetError: assign({ error: null }),
  },
}).createMachine({
  id: 'fitAndProper',
  context: ({ input }) => ({ ...input, active: startingIndex(input.questions, input.answers), error: null }),
  initial: 'answering',
  states: {
    answering: {
      on: {
        'question.activate': {
          guard: { type: 'canActivate', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'activate', params: ({ event }) => ({ index: event.index }) },
        },
        'answer.save': { target: 'saving', actions: 'forgetError' },
        'questionnaire.submit': { guard: 'allAnswered', target: 'submitting', actions: 'forgetError' },
      },
    },
    saving: {
      tags: [FIT_AND_PROPER_TAGS.busy],
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ event }) => (event as Extract<FitAndProperEvent, { type: 'answer.save' }>).values,
        onDone: { target: 'answering', actions: { type: 'keepAnswers', params: ({ event }) => ({ answers: event.output }) } },
        onError: { target: 'answering', actions: { type: 'rememberError', params: failureParams } },
      },
    },
    submitting: {
      tags: [FIT_AND_PROPER_TAGS.busy],
      invoke: {
        id: 'submit',
        src: 'submit',
        onDone: { target: 'submitted' },
        onError: { target: 'answering', actions: { type: 'rememberError', params: failureParams } },
      },
    },
    submitted: { type: 'final' },
  },
});
