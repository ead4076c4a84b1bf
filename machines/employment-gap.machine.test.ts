/**
 * Model-based test of the employment gap machine: @xstate/graph enumerates every transition of the model, the
 * actors' answers included; each is replayed on a real actor whose actors are fakes the test settles, and the actor
 * must land where the model says. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import type { GapValues } from '../domain/employers/gap.schema';
import type { ReferenceResponse } from '../domain/reference-response';
import {
  EMPLOYMENT_GAP_TAGS,
  employmentGapMachine,
  type GapPeriod,
  type SavedGap,
} from './employment-gap.machine';
import { deferredActors, itFollowsTheTable, playerOf, reachWith } from './testing/model-walk';
import table from './employment-gap.machine.table.md?raw';

const PERIOD: GapPeriod = { start_date: '2022-01-01', end_date: '2022-05-31' };
const SAVED: SavedGap = {
  id: 4,
  guid: 'gap-4',
  start_date: '2021-02-01',
  end_date: '2021-06-30',
  gap_reason: 'ON_VACATION',
  additional_notes: null,
};
const VALUES: GapValues = {
  id: null,
  start_date: '2022-01-01',
  end_date: '2022-05-31',
  gap_reason: 'OTHER',
  additional_notes: 'Travelling',
};

/** Every event the model is walked with, by the name the table gives it: the candidate's, and each way the actors
 * can answer. */
const EVENTS: Record<string, AnyEventObject> = {
  add: { type: 'gap.add', period: PERIOD },
  update: { type: 'gap.update', gap: SAVED },
  remove: { type: 'gap.remove', gap: SAVED },
  submit: { type: 'gap.submit', values: VALUES },
  confirm: { type: 'gap.confirm' },
  close: { type: 'dialog.close' },
  saved: { type: 'xstate.done.actor.saveGap', output: {} },
  'save failed': { type: 'xstate.error.actor.saveGap', error: new Error('400') },
  removed: { type: 'xstate.done.actor.removeGap', output: {} },
  'removal failed': { type: 'xstate.error.actor.removeGap', error: new Error('409') },
};

function harness() {
  const actors = deferredActors();
  const saved: unknown[] = [];
  const removed: unknown[] = [];
  const actor = createActor(
    employmentGapMachine.provide({
      actors: {
        saveGap: fromPromise(({ input }) => {
          saved.push(input);
          return actors.defer<ReferenceResponse>('saveGap');
        }),
        removeGap: fromPromise(({ input }) => {
          removed.push(input);
          return actors.defer<ReferenceResponse>('removeGap');
        }),
      },
    }),
  ).start();
  return { actor, play: playerOf(actor, actors), saved, removed };
}

describe('employment-gap machine: the machine against its table', () => {
  itFollowsTheTable(employmentGapMachine, table, { events: EVENTS, start: harness });
});

const reach = (events: AnyEventObject[]) => reachWith(harness(), events);

describe('employment-gap machine: what the page relies on', () => {
  it('adds a gap over the flagged period: POST values without an id, then saved with the add-gap intent', async () => {
    const running = await reach([{ type: 'gap.add', period: PERIOD }]);
    expect(running.actor.getSnapshot().context).toMatchObject({ intent: 'add-gap', gap: PERIOD });
    expect(running.actor.getSnapshot().hasTag(EMPLOYMENT_GAP_TAGS.dialog)).toBe(true);
    await running.play({ type: 'gap.submit', values: VALUES });
    expect(running.actor.getSnapshot().hasTag(EMPLOYMENT_GAP_TAGS.busy)).toBe(true);
    await running.play({ type: 'xstate.done.actor.saveGap', output: {} });
    expect(running.actor.getSnapshot().value).toBe('saved');
    expect(running.actor.getSnapshot().context).toEqual({ intent: 'add-gap', gap: null, error: null });
    expect(running.actor.getSnapshot().hasTag(EMPLOYMENT_GAP_TAGS.dialog)).toBe(false);
    expect(running.saved).toEqual([VALUES]);
  });

  it('changes a saved gap by its id, whatever id the form sent', async () => {
    const running = await reach([{ type: 'gap.update', gap: SAVED }, { type: 'gap.submit', values: VALUES }]);
    expect(running.saved).toEqual([{ ...VALUES, id: SAVED.id }]);
  });

  it('keeps a failed save for the dialog, and forgets it on the next try', async () => {
    const refusal = { ok: false, status: 400, error: { end_date: ['The date cannot be in the future'] } };
    const running = await reach([{ type: 'gap.add', period: PERIOD }, { type: 'gap.submit', values: VALUES }]);
    await running.play({ type: 'xstate.error.actor.saveGap', error: refusal });
    expect(running.actor.getSnapshot().value).toBe('editing');
    expect(running.actor.getSnapshot().context.error).toBe(refusal);
    await running.play({ type: 'gap.submit', values: VALUES });
    expect(running.actor.getSnapshot().context.error).toBeNull();
  });

  it('removes a saved gap after the confirmation, by its id', async () => {
    const running = await reach([{ type: 'gap.remove', gap: SAVED }]);
    expect(running.actor.getSnapshot().value).toBe('confirming');
    await running.play({ type: 'gap.confirm' });
    await running.play({ type: 'xstate.error.actor.removeGap', error: new Error('offline') });
    expect(running.actor.getSnapshot().value).toBe('confirming');
    await running.play({ type: 'gap.confirm' });
    await running.play({ type: 'xstate.done.actor.removeGap', output: {} });
    expect(running.actor.getSnapshot().context.intent).toBe('remove-gap');
    expect(running.removed).toEqual([{ id: SAVED.id }, { id: SAVED.id }]);
  });

  it('opens the next dialog after a save', async () => {
    const running = await reach([
      { type: 'gap.add', period: PERIOD },
      { type: 'gap.submit', values: VALUES },
      { type: 'xstate.done.actor.saveGap', output: {} },
      { type: 'gap.update', gap: SAVED },
    ]);
    expect(running.actor.getSnapshot().context).toEqual({ intent: 'update-gap', gap: SAVED, error: null });
  });
});

describe('employment-gap machine: forbidden transitions', () => {
  it.each<[string, AnyEventObject[], AnyEventObject]>([
    ['gap.submit without a dialog', [], { type: 'gap.submit', values: VALUES }],
    ['gap.confirm without a dialog', [], { type: 'gap.confirm' }],
    ['gap.confirm in the gap form', [{ type: 'gap.add', period: PERIOD }], { type: 'gap.confirm' }],
    ['gap.submit in the remove dialog', [{ type: 'gap.remove', gap: SAVED }], { type: 'gap.submit', values: VALUES }],
    ['another dialog over an open one', [{ type: 'gap.add', period: PERIOD }], { type: 'gap.remove', gap: SAVED }],
    [
      'dialog.close while saving',
      [{ type: 'gap.add', period: PERIOD }, { type: 'gap.submit', values: VALUES }],
      { type: 'dialog.close' },
    ],
    ['dialog.close while removing', [{ type: 'gap.remove', gap: SAVED }, { type: 'gap.confirm' }], { type: 'dialog.close' }],
  ])('%s changes nothing', async (_, before, event) => {
    const running = await reach(before);
    const snapshot = running.actor.getSnapshot();
    const counts = () => [running.saved.length, running.removed.length];
    const countsBefore = counts();
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.actor.getSnapshot().context).toEqual(snapshot.context);
    expect(counts()).toEqual(countsBefore);
  });
});
