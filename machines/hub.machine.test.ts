/**
 * Model-based test of the hub machine: @xstate/graph enumerates every transition of the model (every state
 * reached with every event, actor answers included); each is replayed on a real actor whose actors are fakes
 * the test settles, and the actor must land where the model says. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Progress } from '../domain/progress';
import { type CompletionAnswer, completionFailureOf, HUB_TAGS, type HubEvent, type HubInput, hubMachine } from './hub.machine';
import { deferredActors, itFollowsTheTable, playerOf, reachWith } from './testing/model-walk';
import table from './hub.machine.table.md?raw';

function progressOf(canFinish: boolean): Progress {
  return {
    sections: [
      { section: 'details', steps: [{ step: 'name', complete: canFinish }], status: canFinish ? 'success' : 'todo' },
    ],
    next: canFinish ? null : 'details',
    canFinish,
    incomplete: canFinish ? [] : ['details'],
  };
}

const FINISHABLE = progressOf(true);
const UNFINISHED = progressOf(false);
const REFUSAL = { detail: 'Complete every section first.', missingSections: ['details'] };

/** Every event the model is walked with, by the name the table gives it: the candidate's, and each way the two actors
 * can answer. */
const EVENTS: Record<string, AnyEventObject> = {
  retry: { type: 'load.retry' },
  finish: { type: 'finish.open' },
  confirm: { type: 'confirm.open' },
  close: { type: 'confirm.close' },
  submit: { type: 'confirm.submit' },
  'loaded, finishable': { type: 'xstate.done.actor.loadProgress', output: FINISHABLE },
  'loaded, unfinished': { type: 'xstate.done.actor.loadProgress', output: UNFINISHED },
  'load failed': { type: 'xstate.error.actor.loadProgress', error: new Error('offline') },
  completed: { type: 'xstate.done.actor.complete', output: { status: 'done' } satisfies CompletionAnswer },
  'not completed': { type: 'xstate.done.actor.complete', output: { status: 'in_progress' } satisfies CompletionAnswer },
  'complete failed': { type: 'xstate.error.actor.complete', error: REFUSAL },
};

const ON_HUB: HubInput = { page: 'hub' };
const ON_ANSWERS: HubInput = { page: 'answers' };

/** A running flow whose actors wait until the test answers for them, counting the pages it asks for. */
function harness(input: HubInput = ON_HUB) {
  const actors = deferredActors();
  const shown = { answers: 0, hub: 0, completion: 0 };
  const actor = createActor(
    hubMachine.provide({
      actors: {
        loadProgress: fromPromise(() => actors.defer<Progress>('loadProgress')),
        complete: fromPromise(() => actors.defer<CompletionAnswer>('complete')),
      },
      actions: {
        showAnswers: () => (shown.answers += 1),
        showHub: () => (shown.hub += 1),
        showCompletion: () => (shown.completion += 1),
      },
    }),
    { input },
  ).start();
  return { actor, play: playerOf(actor, actors), shown, completionsShown: () => shown.completion };
}

/** Whether Finish can open is part of the ready state as the table tells states apart, and so is the page loading. */
const label = (snapshot: SnapshotFrom<typeof hubMachine>) => {
  if (snapshot.matches('ready') && snapshot.context.progress?.canFinish) return 'ready (can finish)';
  const value = String(snapshot.value);
  const onAnswers = snapshot.context.page === 'answers' && (value === 'loading' || value === 'loadFailed');
  return onAnswers ? `${value} (answers page)` : value;
};

describe('hub machine: the machine against its table', () => {
  itFollowsTheTable(hubMachine, table, {
    events: EVENTS,
    start: harness,
    label,
    inputs: [
      ['the home page', ON_HUB],
      ['the answers page', ON_ANSWERS],
    ],
  });
});

const reach = (events: AnyEventObject[], input: HubInput = ON_ANSWERS) => reachWith(harness(input), events);
const loaded = (progress: Progress): AnyEventObject => ({ type: 'xstate.done.actor.loadProgress', output: progress });
const answered = (status: CompletionAnswer['status']): AnyEventObject => ({
  type: 'xstate.done.actor.complete',
  output: { status },
});

describe('hub machine: what the page relies on', () => {
  it('shows skeleton rows while loading, then the progress', async () => {
    const { actor, play } = await reach([], ON_HUB);
    expect(actor.getSnapshot().hasTag(HUB_TAGS.loading)).toBe(true);
    await play(loaded(UNFINISHED));
    expect(actor.getSnapshot().hasTag(HUB_TAGS.loading)).toBe(false);
    expect(actor.getSnapshot().context.progress).toEqual(UNFINISHED);
  });

  it('keeps why a load failed, and forgets it when retrying', async () => {
    const offline = new Error('offline');
    const { actor, play } = await reach([{ type: 'xstate.error.actor.loadProgress', error: offline }], ON_HUB);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.loadError).toBe(offline);
    await play({ type: 'load.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.loadError).toBeNull();
    await play(loaded(FINISHABLE));
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('keeps the dialog open and busy while completing, and shows the completion page once done', async () => {
    const running = await reach([loaded(FINISHABLE), { type: 'confirm.open' }, { type: 'confirm.submit' }]);
    const completing = running.actor.getSnapshot();
    expect(completing.value).toBe('completing');
    expect(completing.hasTag(HUB_TAGS.dialog) && completing.hasTag(HUB_TAGS.busy)).toBe(true);
    expect(running.completionsShown()).toBe(0);
    await running.play(answered('done'));
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.completionsShown()).toBe(1);
  });

  it("treats an answer that is not 'done' as a failure without details", async () => {
    const { actor } = await reach([
      loaded(FINISHABLE),
      { type: 'confirm.open' },
      { type: 'confirm.submit' },
      answered('in_progress'),
    ]);
    expect(actor.getSnapshot().value).toBe('failing');
    expect(actor.getSnapshot().context.failure).toEqual({ detail: null, missingSections: [] });
  });

  it("keeps the server's refusal for the dialog, and forgets it once the dialog is closed", async () => {
    const { actor, play } = await reach([
      loaded(FINISHABLE),
      { type: 'confirm.open' },
      { type: 'confirm.submit' },
      { type: 'xstate.error.actor.complete', error: REFUSAL },
    ]);
    expect(actor.getSnapshot().context.failure).toEqual(REFUSAL);
    await play({ type: 'confirm.close' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('shows the answers once Finish is pressed on the home page, and nothing else', async () => {
    const running = await reach([loaded(FINISHABLE), { type: 'finish.open' }], ON_HUB);
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.shown).toEqual({ answers: 1, hub: 0, completion: 0 });
  });

  it('sends an answers page with sections left to complete back to the list', async () => {
    const running = await reach([loaded(UNFINISHED)]);
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.shown).toEqual({ answers: 0, hub: 1, completion: 0 });
  });
});

describe('hub machine: forbidden transitions', () => {
  it.each<[string, AnyEventObject[], HubEvent, HubInput?]>([
    ['finish.open while some section is incomplete', [loaded(UNFINISHED)], { type: 'finish.open' }, ON_HUB],
    ['finish.open before the progress is known', [], { type: 'finish.open' }, ON_HUB],
    ['confirm.open on the home page', [loaded(FINISHABLE)], { type: 'confirm.open' }, ON_HUB],
    ['finish.open on the answers page', [loaded(FINISHABLE)], { type: 'finish.open' }],
    ['confirm.open before the progress is known', [], { type: 'confirm.open' }],
    ['confirm.submit without the dialog', [loaded(FINISHABLE)], { type: 'confirm.submit' }],
    ['load.retry when nothing failed', [loaded(FINISHABLE)], { type: 'load.retry' }],
    [
      'confirm.close while completing',
      [loaded(FINISHABLE), { type: 'confirm.open' }, { type: 'confirm.submit' }],
      { type: 'confirm.close' },
    ],
    [
      'confirm.submit twice',
      [loaded(FINISHABLE), { type: 'confirm.open' }, { type: 'confirm.submit' }],
      { type: 'confirm.submit' },
    ],
    [
      'anything once completed',
      [loaded(FINISHABLE), { type: 'confirm.open' }, { type: 'confirm.submit' }, answered('done')],
      { type: 'confirm.close' },
    ],
  ])('%s changes nothing', async (_, before, event, input) => {
    const { actor, play } = await reach(before, input);
    const snapshot = actor.getSnapshot();
    await play(event);
    expect(actor.getSnapshot().value).toEqual(snapshot.value);
    expect(actor.getSnapshot().context).toEqual(snapshot.context);
  });
});

describe('completionFailureOf', () => {
  it('reads a refusal and ignores what is not one', () => {
    expect(completionFailureOf(REFUSAL)).toEqual(REFUSAL);
    expect(completionFailureOf({ detail: '', missingSections: ['details', 3] })).toEqual({
      detail: null,
      missingSections: ['details'],
    });
    expect(completionFailureOf(new TypeError('boom'))).toEqual({ detail: null, missingSections: [] });
    expect(completionFailureOf('boom')).toEqual({ detail: null, missingSections: [] });
  });
});
