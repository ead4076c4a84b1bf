/**
 * Model-based test of the referee form's intents: @xstate/graph enumerates every transition of the model (each
 * event from each state, and every way the save and the removal can answer); each is replayed on a real actor whose
 * actors the test settles, and the actor must land where the model says, with the side effects the page relies on.
 * Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { REFEREE_INTENT_TAGS, type RefereeRefusal, refereeIntentsMachine, type RefereeWriteAnswer } from './referee-intents.machine';
import { deferredActors, itFollowsTheTable, playerOf, reachWith, stateName } from './testing/model-walk';
import table from './referee-intents.machine.table.md?raw';

const BODY = { questionnaire: 'regulatory', organization_name: 'Northfield Trading Co' };
const REFUSAL: RefereeRefusal = { 'manager.email': ['You have already nominated this referee.'] };

const SAVE: AnyEventObject = { type: 'referee.save', body: BODY, goBack: false };
const SAVE_AND_GO_BACK: AnyEventObject = { type: 'referee.save', body: BODY, goBack: true };
const REMOVE: AnyEventObject = { type: 'remove.open' };
const CLOSE: AnyEventObject = { type: 'dialog.close' };
const CONFIRM: AnyEventObject = { type: 'remove.confirm', id: 7 };

const done = (id: string, output: RefereeWriteAnswer): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: new Error('500') });
const SAVED = done('saveReferee', { outcome: 'done' });
const SAVE_REFUSED = done('saveReferee', { outcome: 'refused', error: REFUSAL });
const REMOVED = done('removeReferee', { outcome: 'done' });

/** Every event the model is walked with, by the name the table gives it: each intent and dialog event, and each way
 * the actors can answer. */
const EVENTS: Record<string, AnyEventObject> = {
  save: SAVE,
  'save and go back': SAVE_AND_GO_BACK,
  remove: REMOVE,
  close: CLOSE,
  'confirm removal': CONFIRM,
  saved: SAVED,
  'save refused': SAVE_REFUSED,
  'save failed': failed('saveReferee'),
  removed: REMOVED,
  'removal refused': done('removeReferee', { outcome: 'refused', error: { detail: 'Locked' } }),
  'removal failed': failed('removeReferee'),
};

type ActorId = 'saveReferee' | 'removeReferee';

/** What the page is asked to do, in order. */
type Effect = { type: 'showFailure' | 'goOn' | 'goToEarlierEntry' | 'leave' } | { type: 'showRefusal'; error: RefereeRefusal };

/** A running machine whose actors wait until the test answers for them. */
function harness() {
  const actors = deferredActors();
  const calls: { id: ActorId; input: unknown }[] = [];
  const effects: Effect[] = [];
  const defer = <T>(id: ActorId, input: unknown) => {
    calls.push({ id, input });
    return actors.defer<T>(id);
  };
  const actor = createActor(
    refereeIntentsMachine.provide({
      actors: {
        saveReferee: fromPromise<RefereeWriteAnswer, { body: unknown }>(({ input }) => defer('saveReferee', input.body)),
        removeReferee: fromPromise<RefereeWriteAnswer, { id: number }>(({ input }) => defer('removeReferee', input.id)),
      },
      actions: {
        showRefusal: (_, params) => void effects.push({ type: 'showRefusal', ...params }),
        showFailure: () => void effects.push({ type: 'showFailure' }),
        goOn: () => void effects.push({ type: 'goOn' }),
        goToEarlierEntry: () => void effects.push({ type: 'goToEarlierEntry' }),
        leave: () => void effects.push({ type: 'leave' }),
      },
    }),
  ).start();
  return { actor, play: playerOf(actor, actors), calls, effects };
}

const reach = (events: AnyEventObject[]) => reachWith(harness(), events);

/** Whether the save goes back is part of the saving state as the table tells states apart. */
const label = (snapshot: SnapshotFrom<typeof refereeIntentsMachine>) =>
  snapshot.matches('saving') && snapshot.context.goBack ? 'saving (go back)' : stateName(snapshot.value);

describe('referee intents machine: the machine against its table', () => {
  itFollowsTheTable(refereeIntentsMachine, table, { events: EVENTS, start: harness, label });
});

describe('referee intents machine: what the page relies on', () => {
  it('saves the body, busy meanwhile, then goes on', async () => {
    const running = await reach([SAVE]);
    expect(running.actor.getSnapshot().hasTag(REFEREE_INTENT_TAGS.busy)).toBe(true);
    expect(running.calls).toStrictEqual([{ id: 'saveReferee', input: BODY }]);
    await running.play(SAVED);
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.effects).toStrictEqual([{ type: 'goOn' }]);
  });

  it('goes home after Save and Go back', async () => {
    const running = await reach([SAVE_AND_GO_BACK, SAVED]);
    expect(running.effects).toStrictEqual([{ type: 'leave' }]);
  });

  it('hands the server’s refusal to the form, a failure as the failure message, and lets the candidate save again', async () => {
    const refused = await reach([SAVE, SAVE_REFUSED]);
    expect(refused.actor.getSnapshot().value).toBe('editing');
    expect(refused.effects).toStrictEqual([{ type: 'showRefusal', error: REFUSAL }]);
    const failing = await reach([SAVE, failed('saveReferee')]);
    expect(failing.effects).toStrictEqual([{ type: 'showFailure' }]);
    await failing.play(SAVE_AND_GO_BACK);
    await failing.play(SAVED);
    expect(failing.effects.at(-1)).toStrictEqual({ type: 'leave' });
  });

  it('removes only once confirmed, then goes to an earlier referee', async () => {
    const running = await reach([REMOVE]);
    expect(running.actor.getSnapshot().hasTag(REFEREE_INTENT_TAGS.removeDialog)).toBe(true);
    expect(running.calls).toHaveLength(0);
    await running.play(CONFIRM);
    expect(running.calls).toStrictEqual([{ id: 'removeReferee', input: 7 }]);
    await running.play(REMOVED);
    expect(running.effects).toStrictEqual([{ type: 'goToEarlierEntry' }]);
  });

  it('closes the dialog with the failure when the removal fails', async () => {
    const running = await reach([REMOVE, CONFIRM, failed('removeReferee')]);
    expect(running.actor.getSnapshot().value).toBe('editing');
    expect(running.effects).toStrictEqual([{ type: 'showFailure' }]);
  });
});

describe('referee intents machine: forbidden transitions', () => {
  it.each<[string, AnyEventObject[], AnyEventObject]>([
    ['saving twice', [SAVE], SAVE],
    ['removing while saving', [SAVE], REMOVE],
    ['confirming a removal without the dialog', [], CONFIRM],
    ['saving while the remove dialog is open', [REMOVE], SAVE],
    ['closing the dialog while removing', [REMOVE, CONFIRM], CLOSE],
    ['anything once left', [SAVE, SAVED], SAVE],
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
