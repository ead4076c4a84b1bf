/**
 * Model-based test of the hub machine: @xstate/graph enumerates every transition of the model (every state
 * reached with every event, actor answers included); each is replayed on a real actor whose actors are fakes
 * the test settles, and the actor must land where the model says. Forbidden transitions are listed on their own.
 */
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Progress } from '../domain/progress';
import { type CompletionAnswer, completionFailureOf, HUB_TAGS, type HubEvent, hubMachine } from './hub.machine';

function progressOf(canFinish: boolean): Progress {
  return {
    sections: [
      {
        section: 'details',
        steps: [{ step: 'name', complete: canFinish }],
        status: canFinish ? 'success' : 'todo',
      },
    ],
    next: canFinish ? null : 'details',
    canFinish,
    incomplete: canFinish ? [] : ['details'],
  };
}

const FINISHABLE = progressOf(true);
const UNFINISHED = progressOf(false);
const REFUSAL = { detail: 'Complete every section first.', missingSections: ['details'] };

/** Every event the model is walked with: the candidate's, and each way the two actors can answer. */
const EVENTS: AnyEventObject[] = [
  { type: 'load.retry' },
  { type: 'finish.open' },
  { type: 'confirm.close' },
  { type: 'confirm.submit' },
  { type: 'xstate.done.actor.loadProgress', output: FINISHABLE },
  { type: 'xstate.done.actor.loadProgress', output: UNFINISHED },
  { type: 'xstate.error.actor.loadProgress', error: new Error('offline') },
  { type: 'xstate.done.actor.complete', output: { status: 'done' } satisfies CompletionAnswer },
  { type: 'xstate.done.actor.complete', output: { status: 'in_progress' } satisfies CompletionAnswer },
  { type: 'xstate.error.actor.complete', error: REFUSAL },
];

type Snapshot = SnapshotFrom<typeof hubMachine>;

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A running hub whose actors wait until the test answers for them. */
function harness() {
  const pending: { loadProgress?: Deferred<Progress>; complete?: Deferred<CompletionAnswer> } = {};
  let completionsShown = 0;
  const defer = <T,>(key: keyof typeof pending) =>
    new Promise<T>((resolve, reject) => {
      (pending as Record<string, Deferred<T>>)[key] = { resolve, reject };
    });
  const actor = createActor(
    hubMachine.provide({
      actors: {
        loadProgress: fromPromise(() => defer<Progress>('loadProgress')),
        complete: fromPromise(() => defer<CompletionAnswer>('complete')),
      },
      actions: { showCompletion: () => (completionsShown += 1) },
    }),
  ).start();

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function play(event: AnyEventObject) {
    const match = /^xstate\.(done|error)\.actor\.(loadProgress|complete)$/.exec(event.type);
    if (!match) {
      // A finished hub takes no more events; the model must agree that nothing happens.
      if (actor.getSnapshot().status === 'active') actor.send(event as HubEvent);
      return;
    }
    const key = match[2] as keyof typeof pending;
    const deferred = pending[key];
    // An actor that is not running cannot answer: the model must agree that nothing happens.
    if (!deferred) return;
    pending[key] = undefined;
    if (match[1] === 'done') (deferred as Deferred<unknown>).resolve(event.output);
    else deferred.reject(event.error);
    await settle();
  }

  return { actor, play, completionsShown: () => completionsShown };
}

// The actors' answers are internal events the machine's own event type does not list.
const MODEL_EVENTS = EVENTS as unknown as HubEvent[];
const adjacency = adjacencyMapToArray(getAdjacencyMap(hubMachine, { events: MODEL_EVENTS }));
const paths = getShortestPaths(hubMachine, { events: MODEL_EVENTS });
const key = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });

function pathTo(snapshot: Snapshot) {
  const path = paths.find((candidate) => key(candidate.state) === key(snapshot));
  if (!path) throw new Error(`no path to ${key(snapshot)}`);
  return path.steps.map((step) => step.event);
}

const describeEdge = (edge: (typeof adjacency)[number]) =>
  `${JSON.stringify(edge.state.value)} --${edge.event.type}${
    'output' in edge.event ? JSON.stringify(edge.event.output).slice(0, 40) : ''
  }--> ${JSON.stringify(edge.nextState.value)}`;

describe('hub machine: every transition of the model, replayed on a running actor', () => {
  it('the model reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(
      ['completed', 'completing', 'confirming', 'failing', 'loadFailed', 'loading', 'ready'].map((s) => JSON.stringify(s)).sort(),
    );
  });

  it.each(adjacency.map((edge) => [describeEdge(edge), edge] as const))('%s', async (_, edge) => {
    const { actor, play } = harness();
    for (const event of pathTo(edge.state)) await play(event);
    expect(key(actor.getSnapshot())).toBe(key(edge.state));
    await play(edge.event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(edge.nextState.value);
    expect(snapshot.context).toEqual(edge.nextState.context);
    expect([...snapshot.tags].sort()).toEqual([...edge.nextState.tags].sort());
    actor.stop();
  });
});

async function reach(events: AnyEventObject[]) {
  const running = harness();
  for (const event of events) await running.play(event);
  return running;
}

const loaded = (progress: Progress): AnyEventObject => ({ type: 'xstate.done.actor.loadProgress', output: progress });
const answered = (status: CompletionAnswer['status']): AnyEventObject => ({
  type: 'xstate.done.actor.complete',
  output: { status },
});

describe('hub machine: what the page relies on', () => {
  it('shows skeleton rows while loading, then the progress', async () => {
    const { actor, play } = await reach([]);
    expect(actor.getSnapshot().hasTag(HUB_TAGS.loading)).toBe(true);
    await play(loaded(UNFINISHED));
    expect(actor.getSnapshot().hasTag(HUB_TAGS.loading)).toBe(false);
    expect(actor.getSnapshot().context.progress).toEqual(UNFINISHED);
  });

  it('keeps why a load failed, and forgets it when retrying', async () => {
    const offline = new Error('offline');
    const { actor, play } = await reach([{ type: 'xstate.error.actor.loadProgress', error: offline }]);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.loadError).toBe(offline);
    await play({ type: 'load.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.loadError).toBeNull();
    await play(loaded(FINISHABLE));
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('keeps the dialog open and busy while completing, and shows the completion page once done', async () => {
    const running = await reach([loaded(FINISHABLE), { type: 'finish.open' }, { type: 'confirm.submit' }]);
    const completing = running.actor.getSnapshot();
    expect(completing.value).toBe('completing');
    expect(completing.hasTag(HUB_TAGS.dialog) && completing.hasTag(HUB_TAGS.busy)).toBe(true);
    expect(running.completionsShown()).toBe(0);
    await running.play(answered('done'));
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.completionsShown()).toBe(1);
  });

  it("treats an answer that is not 'done' as a failure without details", async () => {
    const { actor } = await reach([loaded(FINISHABLE), { type: 'finish.open' }, { type: 'confirm.submit' }, answered('in_progress')]);
    expect(actor.getSnapshot().value).toBe('failing');
    expect(actor.getSnapshot().context.failure).toEqual({ detail: null, missingSections: [] });
  });

  it("keeps the server's refusal for the dialog, and forgets it once the dialog is closed", async () => {
    const { actor, play } = await reach([
      loaded(FINISHABLE),
      { type: 'finish.open' },
      { type: 'confirm.submit' },
      { type: 'xstate.error.actor.complete', error: REFUSAL },
    ]);
    expect(actor.getSnapshot().context.failure).toEqual(REFUSAL);
    await play({ type: 'confirm.close' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('hub machine: forbidden transitions', () => {
  it.each<[string, AnyEventObject[], HubEvent]>([
    ['finish.open while some section is incomplete', [loaded(UNFINISHED)], { type: 'finish.open' }],
    ['finish.open before the progress is known', [], { type: 'finish.open' }],
    ['confirm.submit without the dialog', [loaded(FINISHABLE)], { type: 'confirm.submit' }],
    ['load.retry when nothing failed', [loaded(FINISHABLE)], { type: 'load.retry' }],
    [
      'confirm.close while completing',
      [loaded(FINISHABLE), { type: 'finish.open' }, { type: 'confirm.submit' }],
      { type: 'confirm.close' },
    ],
    [
      'confirm.submit twice',
      [loaded(FINISHABLE), { type: 'finish.open' }, { type: 'confirm.submit' }],
      { type: 'confirm.submit' },
    ],
    [
      'anything once completed',
      [loaded(FINISHABLE), { type: 'finish.open' }, { type: 'confirm.submit' }, answered('done')],
      { type: 'confirm.close' },
    ],
  ])('%s changes nothing', async (_, before, event) => {
    const { actor, play } = await reach(before);
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
