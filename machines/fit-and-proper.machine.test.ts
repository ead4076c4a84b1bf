/**
 * Model-based test of the fitness-and-propriety machine: @xstate/graph enumerates every transition of the model
 * over a small questionnaire (a single choice with a linked follow-up, a range, a closing acknowledge), the
 * actors' answers included; each is replayed on a real actor whose actors are fakes the test settles. Forbidden
 * transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { FitAndProperAnswerValues } from '../domain/fit-and-proper/answer.schema';
import type { FitnessAnswer, FitnessQuestion } from '../domain/fit-and-proper/questionnaire';
import { FIT_AND_PROPER_TAGS, fitAndProperMachine, type FitAndProperInput } from './fit-and-proper.machine';
import { deferredActors, itFollowsTheTable, playerOf, reachWith } from './testing/model-walk';
import table from './fit-and-proper.machine.table.md?raw';

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
  question(4, 'acknowledge', [[41, null]]),
];

const answer = (questionId: number, value: number): FitnessAnswer => ({
  id: questionId * 100,
  question: questionId,
  answer: { value, description: null },
  signature: null,
});

/** What the save actor can answer: the answers as saved after each kind of save. */
const OPENED = [answer(1, 11)];
const FOLLOWED = [answer(1, 11), answer(2, 21)];
const CLOSED = [answer(1, 12)];
const ALL = [answer(1, 12), answer(3, 5), answer(4, 41)];

const VALUES: FitAndProperAnswerValues = { id: null, question: 1, answer: { value: 12, description: null }, signature: null };
const START: FitAndProperInput = { questions: QUESTIONS, answers: [] };

/** Every event the model is walked with, by the name the table gives it: the candidate's, and each way the actors
 * can answer. */
const EVENTS: Record<string, AnyEventObject> = {
  ...Object.fromEntries([0, 1, 2, 3].map((index) => [`activate ${index}`, { type: 'question.activate', index }])),
  save: { type: 'answer.save', values: VALUES },
  submit: { type: 'questionnaire.submit' },
  'saved, follow-up opened': { type: 'xstate.done.actor.saveAnswer', output: OPENED },
  'saved, follow-up answered': { type: 'xstate.done.actor.saveAnswer', output: FOLLOWED },
  'saved, no follow-up': { type: 'xstate.done.actor.saveAnswer', output: CLOSED },
  'saved, all answered': { type: 'xstate.done.actor.saveAnswer', output: ALL },
  'save failed': { type: 'xstate.error.actor.saveAnswer', error: new Error('400') },
  submitted: { type: 'xstate.done.actor.submit', output: {} },
  'submit failed': { type: 'xstate.error.actor.submit', error: new Error('409') },
};

function harness(input: FitAndProperInput = START) {
  const actors = deferredActors();
  const saved: unknown[] = [];
  let submitted = 0;
  const actor = createActor(
    fitAndProperMachine.provide({
      actors: {
        saveAnswer: fromPromise(({ input: values }) => {
          saved.push(values);
          return actors.defer<FitnessAnswer[]>('saveAnswer');
        }),
        submit: fromPromise(() => {
          submitted += 1;
          return actors.defer<unknown>('submit');
        }),
      },
    }),
    { input },
  ).start();
  return { actor, play: playerOf(actor, actors), saved, submitted: () => submitted };
}

/** Which question is active and how many are answered decide what the candidate may do. */
const label = (snapshot: SnapshotFrom<typeof fitAndProperMachine>) =>
  `${String(snapshot.value)} (${snapshot.context.answers.length} answered, active ${snapshot.context.active})`;

describe('fit-and-proper machine: the machine against its table', () => {
  itFollowsTheTable(fitAndProperMachine, table, {
    events: EVENTS,
    start: () => harness(),
    inputs: [['an unanswered questionnaire', START]],
    label,
  });
});

const reach = (events: AnyEventObject[], input?: FitAndProperInput) => reachWith(harness(input), events);
const save = (output: FitnessAnswer[]) => [
  { type: 'answer.save', values: VALUES },
  { type: 'xstate.done.actor.saveAnswer', output },
];

describe('fit-and-proper machine: what the page relies on', () => {
  it('starts at the count of answered main questions, none once all are', async () => {
    expect((await reach([])).actor.getSnapshot().context.active).toBe(0);
    expect((await reach([], { questions: QUESTIONS, answers: CLOSED })).actor.getSnapshot().context.active).toBe(1);
    // The follow-up is not a step: answering it does not move the start.
    expect((await reach([], { questions: QUESTIONS, answers: FOLLOWED })).actor.getSnapshot().context.active).toBe(1);
    expect((await reach([], { questions: QUESTIONS, answers: ALL })).actor.getSnapshot().context.active).toBe(3);
  });

  it('keeps the parent active while the follow-up it opened is unanswered, then moves on', async () => {
    const running = await reach(save(OPENED));
    expect(running.actor.getSnapshot().context).toMatchObject({ active: 0, answers: OPENED });
    await running.play({ type: 'answer.save', values: VALUES });
    expect(running.actor.getSnapshot().hasTag(FIT_AND_PROPER_TAGS.busy)).toBe(true);
    await running.play({ type: 'xstate.done.actor.saveAnswer', output: FOLLOWED });
    expect(running.actor.getSnapshot().context.active).toBe(1);
    expect(running.saved).toEqual([VALUES, VALUES]);
  });

  it('moves to the next question after an answer that opens nothing, and to none after the last', async () => {
    const running = await reach(save(CLOSED));
    expect(running.actor.getSnapshot().context.active).toBe(1);
    await reachWith(running, save(ALL));
    expect(running.actor.getSnapshot().context.active).toBe(2);
    await reachWith(running, [...save(ALL), ...save(ALL)]);
    expect(running.actor.getSnapshot().context.active).toBe(3);
  });

  it('activates a question only if it or the previous one is answered', async () => {
    const running = await reach([{ type: 'question.activate', index: 1 }]);
    expect(running.actor.getSnapshot().context.active).toBe(0);
    await reachWith(running, [...save(CLOSED), { type: 'question.activate', index: 2 }]);
    expect(running.actor.getSnapshot().context.active).toBe(1);
    await running.play({ type: 'question.activate', index: 0 });
    expect(running.actor.getSnapshot().context.active).toBe(0);
  });

  it('keeps a failed save for the page, forgets it on the next try, and submits once all are answered', async () => {
    const running = await reach([{ type: 'answer.save', values: VALUES }]);
    const refusal = { ok: false, status: 400, error: { 'answer.value': ['Please select from the list'] } };
    await running.play({ type: 'xstate.error.actor.saveAnswer', error: refusal });
    expect(running.actor.getSnapshot().context.error).toBe(refusal);
    expect(running.actor.getSnapshot().can({ type: 'questionnaire.submit' })).toBe(false);
    await reachWith(running, save(ALL));
    expect(running.actor.getSnapshot().context.error).toBeNull();
    expect(running.actor.getSnapshot().can({ type: 'questionnaire.submit' })).toBe(true);
    await running.play({ type: 'questionnaire.submit' });
    await running.play({ type: 'xstate.done.actor.submit', output: {} });
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.submitted()).toBe(1);
  });
});

describe('fit-and-proper machine: forbidden transitions', () => {
  it.each<[string, AnyEventObject[], AnyEventObject]>([
    ['submitting with a question unanswered', save(CLOSED), { type: 'questionnaire.submit' }],
    ['activating a question two ahead of the answered ones', [], { type: 'question.activate', index: 2 }],
    ['activating a question past the last', save(ALL), { type: 'question.activate', index: 3 }],
    ['activating while saving', [{ type: 'answer.save', values: VALUES }], { type: 'question.activate', index: 0 }],
    ['saving again while saving', [{ type: 'answer.save', values: VALUES }], { type: 'answer.save', values: VALUES }],
    ['saving while submitting', [...save(ALL), { type: 'questionnaire.submit' }], { type: 'answer.save', values: VALUES }],
  ])('%s changes nothing', async (_, before, event) => {
    const running = await reach(before);
    const snapshot = running.actor.getSnapshot();
    const counts = () => [running.saved.length, running.submitted()];
    const countsBefore = counts();
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.actor.getSnapshot().context).toEqual(snapshot.context);
    expect(counts()).toEqual(countsBefore);
  });
});
