/**
 * Model-based test of the entry forms' intents: @xstate/graph enumerates every transition of the model from each
 * section's buttons (employers, referees, directorships): each event from each state, and every way the save, the
 * removal and the skip can answer; each is replayed on a real actor whose actors the test settles, and the actor
 * must land where the table says, with the side effects the page relies on. Forbidden transitions are listed on
 * their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { MESSAGES } from '../domain/messages';
import {
  ENTRY_INTENT_TAGS,
  type EntryForm,
  type EntryIntentsInput,
  type EntryRefusal,
  entryIntentsMachine,
  type SaveEntryAnswer,
  type WriteAnswer,
} from './entry-intents.machine';
import { deferredActors, itFollowsTheTable, playerOf, reachWith, stateName } from './testing/model-walk';
import table from './entry-intents.machine.table.md?raw';

const EMPLOYERS: EntryIntentsInput = { remove: true, skip: true };
const REFEREES: EntryIntentsInput = { remove: true, skip: false };
const DIRECTORSHIPS: EntryIntentsInput = { remove: false, skip: false };

const BODY = { organization_name: 'Northfield Trading Co' };
const SKIP_BODY = { employment_check_skip_reason: 'no_additional_employment_history', employment_check_skip_notes: null };
const REFUSAL: EntryRefusal = { 'manager.email': ['Email address should not be gmail, googlemail, hotmail, or yahoo'] };
const ISSUES = [MESSAGES.employmentCriteriaNotMet];

const SAVE: AnyEventObject = { type: 'entry.save', body: BODY, after: 'onward' };
const SAVE_AND_GO_BACK: AnyEventObject = { type: 'entry.save', body: BODY, after: 'home' };
const ADD: AnyEventObject = { type: 'entry.save', body: BODY, after: 'next' };
const UNKNOWN: AnyEventObject = { type: 'entry.unknown' };
const REMOVE: AnyEventObject = { type: 'remove.open' };
const SKIP: AnyEventObject = { type: 'skip.open' };
const CLOSE: AnyEventObject = { type: 'dialog.close' };
const CONFIRM: AnyEventObject = { type: 'remove.confirm', id: 5 };
const SKIP_SUBMIT: AnyEventObject = { type: 'skip.submit', body: SKIP_BODY };

const done = (id: string, output: SaveEntryAnswer | WriteAnswer): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: new Error('500') });
const SAVED = done('save', { outcome: 'saved', issues: [], lines: 3 });
const SAVED_SHORT = done('save', { outcome: 'saved', issues: ISSUES, lines: 3 });
const SAVE_REFUSED = done('save', { outcome: 'refused', error: REFUSAL });
const REMOVED = done('remove', { outcome: 'done' });
const SKIPPED = done('skip', { outcome: 'done' });

/** Every event the model is walked with, by the name the table gives it: each intent and dialog event, and each way
 * the actors can answer. */
const EVENTS: Record<string, AnyEventObject> = {
  save: SAVE,
  'save and go back': SAVE_AND_GO_BACK,
  'add another': ADD,
  'no intent': UNKNOWN,
  remove: REMOVE,
  skip: SKIP,
  close: CLOSE,
  'confirm removal': CONFIRM,
  'submit skip': SKIP_SUBMIT,
  saved: SAVED,
  'saved, with issues': SAVED_SHORT,
  'save refused': SAVE_REFUSED,
  'save failed': failed('save'),
  removed: REMOVED,
  'removal refused': done('remove', { outcome: 'refused', error: { detail: 'Locked' } }),
  'removal failed': failed('remove'),
  skipped: SKIPPED,
  'skip refused': done('skip', { outcome: 'refused', error: { employment_check_skip_notes: ['Too long'] } }),
  'skip failed': failed('skip'),
};

type ActorId = 'save' | 'remove' | 'skip';

/** What the page is asked to do, in order. */
type Effect =
  | { type: 'showNoIntent' | 'goToNextEntry' | 'goToEarlierEntry' | 'leave' }
  | { type: 'goOn'; lines: number }
  | { type: 'showRefusal'; form: EntryForm; error: EntryRefusal }
  | { type: 'showFailure'; form: EntryForm }
  | { type: 'showIssues'; issues: readonly string[] };

/** A running machine whose actors wait until the test answers for them. */
function harness(input: EntryIntentsInput) {
  const actors = deferredActors();
  const calls: { id: ActorId; input: unknown }[] = [];
  const effects: Effect[] = [];
  const defer = <T>(id: ActorId, given: unknown) => {
    calls.push({ id, input: given });
    return actors.defer<T>(id);
  };
  const actor = createActor(
    entryIntentsMachine.provide({
      actors: {
        save: fromPromise<SaveEntryAnswer, { body: unknown }>(({ input: given }) => defer('save', given.body)),
        remove: fromPromise<WriteAnswer, { id: number | null }>(({ input: given }) => defer('remove', given.id)),
        skip: fromPromise<WriteAnswer, { body: unknown }>(({ input: given }) => defer('skip', given.body)),
      },
      actions: {
        showNoIntent: () => void effects.push({ type: 'showNoIntent' }),
        showRefusal: (_, params) => void effects.push({ type: 'showRefusal', ...params }),
        showFailure: (_, params) => void effects.push({ type: 'showFailure', ...params }),
        showIssues: (_, params) => void effects.push({ type: 'showIssues', ...params }),
        goOn: (_, params) => void effects.push({ type: 'goOn', ...params }),
        goToNextEntry: () => void effects.push({ type: 'goToNextEntry' }),
        goToEarlierEntry: () => void effects.push({ type: 'goToEarlierEntry' }),
        leave: () => void effects.push({ type: 'leave' }),
      },
    }),
    { input },
  ).start();
  return { actor, play: playerOf(actor, actors), calls, effects };
}

const reach = (input: EntryIntentsInput, events: AnyEventObject[]) => reachWith(harness(input), events);

/** The buttons a section has tell editing apart, and where a save leads tells saving apart. */
function label(snapshot: SnapshotFrom<typeof entryIntentsMachine>) {
  const { remove, skip, after } = snapshot.context;
  if (snapshot.matches('editing')) {
    const buttons = [remove && 'remove', skip && 'skip'].filter(Boolean);
    return `editing (${buttons.length > 0 ? buttons.join(', ') : 'save only'})`;
  }
  return snapshot.matches('saving') ? `saving (${after})` : stateName(snapshot.value);
}

describe('entry intents machine: the machine against its table', () => {
  itFollowsTheTable(entryIntentsMachine, table, {
    events: EVENTS,
    start: harness,
    label,
    inputs: [
      ['employers', EMPLOYERS],
      ['referees', REFEREES],
      ['directorships', DIRECTORSHIPS],
    ],
  });
});

describe('entry intents machine: what the page relies on', () => {
  it('saves the body, busy meanwhile, and goes on with the count of lines saved', async () => {
    const running = await reach(DIRECTORSHIPS, [SAVE]);
    expect(running.actor.getSnapshot().hasTag(ENTRY_INTENT_TAGS.busy)).toBe(true);
    expect(running.calls).toStrictEqual([{ id: 'save', input: BODY }]);
    await running.play(SAVED);
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.effects).toStrictEqual([{ type: 'goOn', lines: 3 }]);
  });

  it('stays with the completion’s issues, and lets the candidate save again', async () => {
    const running = await reach(EMPLOYERS, [SAVE, SAVED_SHORT]);
    expect(running.actor.getSnapshot().value).toBe('editing');
    expect(running.effects).toStrictEqual([{ type: 'showIssues', issues: ISSUES }]);
    await running.play(SAVE);
    expect(running.calls).toHaveLength(2);
  });

  it('hands the server’s refusal to the entry’s form and a failure as the failure message', async () => {
    const refused = await reach(REFEREES, [ADD, SAVE_REFUSED]);
    expect(refused.actor.getSnapshot().value).toBe('editing');
    expect(refused.effects).toStrictEqual([{ type: 'showRefusal', form: 'entry', error: REFUSAL }]);
    const failing = await reach(REFEREES, [SAVE, failed('save')]);
    expect(failing.effects).toStrictEqual([{ type: 'showFailure', form: 'entry' }]);
  });

  it('removes only once confirmed, the line’s id in hand, then goes to an earlier entry', async () => {
    const running = await reach(REFEREES, [REMOVE]);
    expect(running.actor.getSnapshot().hasTag(ENTRY_INTENT_TAGS.removeDialog)).toBe(true);
    expect(running.calls).toHaveLength(0);
    await running.play(CONFIRM);
    expect(running.calls).toStrictEqual([{ id: 'remove', input: 5 }]);
    await running.play(REMOVED);
    expect(running.effects).toStrictEqual([{ type: 'goToEarlierEntry' }]);
  });

  it('keeps the skip dialog open with its failure, and leaves once skipped', async () => {
    const running = await reach(EMPLOYERS, [SKIP, SKIP_SUBMIT, failed('skip')]);
    expect(running.actor.getSnapshot().hasTag(ENTRY_INTENT_TAGS.skipDialog)).toBe(true);
    expect(running.effects).toStrictEqual([{ type: 'showFailure', form: 'skip' }]);
    await running.play(SKIP_SUBMIT);
    await running.play(SKIPPED);
    expect(running.calls).toStrictEqual([
      { id: 'skip', input: SKIP_BODY },
      { id: 'skip', input: SKIP_BODY },
    ]);
    expect(running.effects.at(-1)).toStrictEqual({ type: 'leave' });
  });
});

describe('entry intents machine: forbidden transitions', () => {
  it.each<[string, EntryIntentsInput, AnyEventObject[], AnyEventObject]>([
    ['saving twice', EMPLOYERS, [SAVE], ADD],
    ['removing while saving', EMPLOYERS, [SAVE], REMOVE],
    ['removing where the line cannot be removed', DIRECTORSHIPS, [], REMOVE],
    ['skipping where the section cannot be skipped', REFEREES, [], SKIP],
    ['confirming a removal without the dialog', EMPLOYERS, [], CONFIRM],
    ['submitting a skip without the dialog', EMPLOYERS, [], SKIP_SUBMIT],
    ['saving while the skip dialog is open', EMPLOYERS, [SKIP], SAVE],
    ['saving while the remove dialog is open', REFEREES, [REMOVE], SAVE],
    ['closing the dialog while removing', REFEREES, [REMOVE, CONFIRM], CLOSE],
    ['closing the dialog while skipping', EMPLOYERS, [SKIP, SKIP_SUBMIT], CLOSE],
    ['anything once left', DIRECTORSHIPS, [SAVE, SAVED], SAVE],
  ])('%s changes nothing', async (_, input, before, event) => {
    const running = await reach(input, before);
    const snapshot = running.actor.getSnapshot();
    const calls = running.calls.length;
    const shown = running.effects.length;
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.calls).toHaveLength(calls);
    expect(running.effects).toHaveLength(shown);
  });
});
