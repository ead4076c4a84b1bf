/**
 * Model-based test of the employer step's intents: @xstate/graph enumerates every transition of the model (each
 * intent from each state, and every way the save, the removal and the skip can answer); each is replayed on a real
 * actor whose actors the test settles, and the actor must land where the model says, with the side effects the page
 * relies on. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../domain/messages';
import {
  EMPLOYER_INTENT_TAGS,
  type EmployerForm,
  type EmployerRefusal,
  employerIntentsMachine,
  type SaveEmployerAnswer,
  type WriteAnswer,
} from './employer-intents.machine';
import { deferredActors, itFollowsTheTable, playerOf, reachWith, stateName } from './testing/model-walk';
import table from './employer-intents.machine.table.md?raw';

const BODY = { organization_name: 'Northfield Trading Co' };
const SKIP_BODY = { employment_check_skip_reason: 'no_additional_employment_history', employment_check_skip_notes: null };
const REFUSAL: EmployerRefusal = { 'manager.email': ['Email address should not be gmail, googlemail, hotmail, or yahoo'] };
const ISSUES = [MESSAGES.employmentCriteriaNotMet];

const intent = (name: string | null, extra: Record<string, unknown> = {}): AnyEventObject => ({
  type: 'intent',
  intent: name,
  ...extra,
});
const SAVE = intent('save', { body: BODY });
const SAVE_AND_GO_BACK = intent('save', { body: BODY, goBack: true });
const ADD = intent('add-employer', { body: BODY });
const REMOVE = intent('remove-employer');
const SKIP = intent('skip');
const CLOSE: AnyEventObject = { type: 'dialog.close' };
const CONFIRM: AnyEventObject = { type: 'remove.confirm', id: 5 };
const SKIP_SUBMIT: AnyEventObject = { type: 'skip.submit', body: SKIP_BODY };

const done = (id: string, output: SaveEmployerAnswer | WriteAnswer): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: new Error('500') });
const SAVED_COMPLETE = done('saveEmployer', { outcome: 'saved', issues: [] });
const SAVED_SHORT = done('saveEmployer', { outcome: 'saved', issues: ISSUES });
const SAVE_REFUSED = done('saveEmployer', { outcome: 'refused', error: REFUSAL });
const REMOVED = done('removeEmployer', { outcome: 'done' });
const SKIPPED = done('skipEmployment', { outcome: 'done' });

/** Every event the model is walked with, by the name the table gives it: each intent and dialog event, and each way
 * the actors can answer. */
const EVENTS: Record<string, AnyEventObject> = {
  save: SAVE,
  'save and go back': SAVE_AND_GO_BACK,
  'add employer': ADD,
  'remove employer': REMOVE,
  skip: SKIP,
  'no intent': intent(null),
  'a gap intent': intent('add-gap'),
  close: CLOSE,
  'confirm removal': CONFIRM,
  'submit skip': SKIP_SUBMIT,
  'saved, complete': SAVED_COMPLETE,
  'saved, with issues': SAVED_SHORT,
  'save refused': SAVE_REFUSED,
  'save failed': failed('saveEmployer'),
  removed: REMOVED,
  'removal refused': done('removeEmployer', { outcome: 'refused', error: { detail: 'Locked' } }),
  'removal failed': failed('removeEmployer'),
  skipped: SKIPPED,
  'skip refused': done('skipEmployment', { outcome: 'refused', error: { employment_check_skip_notes: ['Too long'] } }),
  'skip failed': failed('skipEmployment'),
};

type ActorId = 'saveEmployer' | 'removeEmployer' | 'skipEmployment';

/** What the page is asked to do, in order. */
type Effect =
  | { type: 'showNoIntent' | 'goToNextEntry' | 'goToEarlierEntry' | 'leave' }
  | { type: 'showRefusal'; form: EmployerForm; error: EmployerRefusal }
  | { type: 'showFailure'; form: EmployerForm }
  | { type: 'showIssues'; issues: readonly string[] };

/** A running machine whose actors wait until the test answers for them. */
function harness() {
  const actors = deferredActors();
  const calls: { id: ActorId; body?: unknown }[] = [];
  const effects: Effect[] = [];
  const defer = <T>(id: ActorId, body?: unknown) => {
    calls.push(body === undefined ? { id } : { id, body });
    return actors.defer<T>(id);
  };
  const actor = createActor(
    employerIntentsMachine.provide({
      actors: {
        saveEmployer: fromPromise<SaveEmployerAnswer, { body: unknown }>(({ input }) => defer('saveEmployer', input.body)),
        removeEmployer: fromPromise<WriteAnswer, { id: number | null }>(({ input }) => defer('removeEmployer', input.id)),
        skipEmployment: fromPromise<WriteAnswer, { body: unknown }>(({ input }) => defer('skipEmployment', input.body)),
      },
      actions: {
        showNoIntent: () => void effects.push({ type: 'showNoIntent' }),
        showRefusal: (_, params) => void effects.push({ type: 'showRefusal', ...params }),
        showFailure: (_, params) => void effects.push({ type: 'showFailure', ...params }),
        showIssues: (_, params) => void effects.push({ type: 'showIssues', ...params }),
        goToNextEntry: () => void effects.push({ type: 'goToNextEntry' }),
        goToEarlierEntry: () => void effects.push({ type: 'goToEarlierEntry' }),
        leave: () => void effects.push({ type: 'leave' }),
      },
    }),
  ).start();
  return { actor, play: playerOf(actor, actors), calls, effects };
}

const reach = (events: AnyEventObject[]) => reachWith(harness(), events);

/** Where a save leads is part of the saving state as the table tells states apart. */
const label = (snapshot: AnyMachineSnapshot) =>
  snapshot.value === 'saving' ? `saving (${snapshot.context.after})` : stateName(snapshot.value);

describe('employer intents machine: the machine against its table', () => {
  itFollowsTheTable(employerIntentsMachine, table, { events: EVENTS, start: harness, label });
});

describe('employer intents machine: what the page relies on', () => {
  it('saves the body, busy meanwhile, and leaves once the section is complete', async () => {
    const running = await reach([SAVE]);
    expect(running.actor.getSnapshot().hasTag(EMPLOYER_INTENT_TAGS.busy)).toBe(true);
    expect(running.calls).toStrictEqual([{ id: 'saveEmployer', body: BODY }]);
    await running.play(SAVED_COMPLETE);
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.effects).toStrictEqual([{ type: 'leave' }]);
  });

  it('stays with the completion’s issues when the history is not enough yet, and lets the candidate save again', async () => {
    const running = await reach([SAVE, SAVED_SHORT]);
    expect(running.actor.getSnapshot().value).toBe('editing');
    expect(running.effects).toStrictEqual([{ type: 'showIssues', issues: ISSUES }]);
    await running.play(SAVE);
    expect(running.calls).toHaveLength(2);
  });

  it('goes home after Save and Go back, whatever the completion says', async () => {
    const running = await reach([SAVE_AND_GO_BACK, SAVED_SHORT]);
    expect(running.effects).toStrictEqual([{ type: 'leave' }]);
  });

  it('goes to the next entry after Add another employer', async () => {
    const running = await reach([ADD, SAVED_SHORT]);
    expect(running.effects).toStrictEqual([{ type: 'goToNextEntry' }]);
    expect(running.actor.getSnapshot().status).toBe('done');
  });

  it('hands the server’s refusal to the form and a failure as the unknown error', async () => {
    const refused = await reach([ADD, SAVE_REFUSED]);
    expect(refused.actor.getSnapshot().value).toBe('editing');
    expect(refused.effects).toStrictEqual([{ type: 'showRefusal', form: 'employer', error: REFUSAL }]);
    const failing = await reach([SAVE, failed('saveEmployer')]);
    expect(failing.effects).toStrictEqual([{ type: 'showFailure', form: 'employer' }]);
  });

  it('says "There was an error" for a submit without a known intent', async () => {
    const running = await reach([intent(null), intent('update-gap')]);
    expect(running.actor.getSnapshot().value).toBe('editing');
    expect(running.effects).toStrictEqual([{ type: 'showNoIntent' }, { type: 'showNoIntent' }]);
    expect(running.calls).toHaveLength(0);
  });

  it('removes only once confirmed, then goes to an earlier entry', async () => {
    const running = await reach([REMOVE]);
    expect(running.actor.getSnapshot().hasTag(EMPLOYER_INTENT_TAGS.removeDialog)).toBe(true);
    expect(running.calls).toHaveLength(0);
    await running.play(CONFIRM);
    expect(running.calls).toStrictEqual([{ id: 'removeEmployer', body: 5 }]);
    await running.play(REMOVED);
    expect(running.effects).toStrictEqual([{ type: 'goToEarlierEntry' }]);
  });

  it('keeps the skip dialog open with its refusal, and leaves once skipped', async () => {
    const running = await reach([SKIP, SKIP_SUBMIT, failed('skipEmployment')]);
    expect(running.actor.getSnapshot().hasTag(EMPLOYER_INTENT_TAGS.skipDialog)).toBe(true);
    expect(running.effects).toStrictEqual([{ type: 'showFailure', form: 'skip' }]);
    await running.play(SKIP_SUBMIT);
    await running.play(SKIPPED);
    expect(running.calls).toStrictEqual([
      { id: 'skipEmployment', body: SKIP_BODY },
      { id: 'skipEmployment', body: SKIP_BODY },
    ]);
    expect(running.effects.at(-1)).toStrictEqual({ type: 'leave' });
  });
});

describe('employer intents machine: forbidden transitions', () => {
  it.each<[string, AnyEventObject[], AnyEventObject]>([
    ['saving twice', [SAVE], ADD],
    ['removing while saving', [SAVE], REMOVE],
    ['confirming a removal without the dialog', [], CONFIRM],
    ['submitting a skip without the dialog', [], SKIP_SUBMIT],
    ['saving the employer while the skip dialog is open', [SKIP], SAVE],
    ['closing the dialog while removing', [REMOVE, CONFIRM], CLOSE],
    ['closing the dialog while skipping', [SKIP, SKIP_SUBMIT], CLOSE],
    ['anything once left', [SAVE, SAVED_COMPLETE], SAVE],
  ])('%s changes nothing', async (_, before, event) => {
    const running = await reach(before);
    const snapshot = running.actor.getSnapshot();
    const calls = running.calls.length;
    const shown = running.effects.length;
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.calls).toHaveLength(calls);
    expect(running.effects).toHaveLength(shown);
  });
});
