/**
 * What the model-based machine tests share: fake promise actors the test answers for, a player that replays the
 * events @xstate/graph walks the model with on a running actor, and the check of a machine against its table of
 * expected transitions, edge by edge.
 */
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type {
  Actor,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SimulatedClock,
  SnapshotFrom,
} from 'xstate';

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Promises for fake actors, each waiting under an id until the test answers for it. */
export function deferredActors() {
  const pending = new Map<string, Deferred>();
  return {
    defer<T>(id: string) {
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      });
    },
    /** Settles the actor an `xstate.done.actor.<id>` or `xstate.error.actor.<id>` event names, if it is running. */
    answer(kind: 'done' | 'error', id: string, event: AnyEventObject) {
      const deferred = pending.get(id);
      if (!deferred) return false;
      pending.delete(id);
      if (kind === 'done') deferred.resolve(event.output);
      else deferred.reject(event.error);
      return true;
    },
  };
}

export type DeferredActors = ReturnType<typeof deferredActors>;

/** Delayed events (`xstate.after.<delay>.<machine>.<path>`) and how long each waits on the simulated clock. */
export interface Timers {
  clock: SimulatedClock;
  delays: Record<string, number>;
}

/** Every promise callback runs before the next turn of the event loop, so answered actors have been heard. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The state a delayed event's type names, as a value `matches` takes. */
function stateOfDelay(delayedEventType: string) {
  const [leaf, ...parents] = delayedEventType.split('.').slice(4).reverse();
  return parents.reduce<unknown>((child, parent) => ({ [parent]: child }), leaf);
}

/**
 * Plays an event of the model on the running actor: the candidate's events are sent, an actor's answer settles
 * its fake, and a delay moves the clock. Whatever cannot happen on the actor is skipped, and the model must agree
 * that nothing happens.
 */
export function playerOf(actor: Actor<AnyStateMachine>, actors: DeferredActors, timers?: Timers) {
  return async function play(event: AnyEventObject) {
    const delay = timers?.delays[event.type];
    if (timers && delay !== undefined) {
      // Time only passes for a timer that is running.
      if (actor.getSnapshot().matches(stateOfDelay(event.type))) timers.clock.increment(delay);
      await settle();
      return;
    }
    const [, kind, id] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
    if (!id) {
      // A finished flow takes no more events.
      if (actor.getSnapshot().status === 'active') actor.send(event);
      return;
    }
    // An actor that is not running cannot answer.
    if (actors.answer(kind as 'done' | 'error', id, event)) await settle();
  };
}

/** Plays the events one after the other on a freshly started harness. */
export async function reachWith<THarness extends { play(event: AnyEventObject): Promise<void> }>(
  harness: THarness,
  events: AnyEventObject[],
) {
  for (const event of events) await harness.play(event);
  return harness;
}

/** The snapshot as the model tells states apart: by value and context. */
export const keyOf = (snapshot: { value: unknown; context: unknown }) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** A compound state value as `parent.child`, for lists of the states the model reaches. */
export const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([parent, child]) => `${parent}.${stateName(child)}`)
        .join();

/**
 * The model of a machine walked with the given events (the actors' answers and the delays are internal events
 * the machine's own event type does not list): every edge, the shortest paths, and the events along the path to
 * a snapshot.
 */
export function modelOf<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: AnyEventObject[],
  input?: InputFrom<TMachine>,
  key: (snapshot: AnyMachineSnapshot) => string = keyOf,
) {
  const options = { events: events as EventFromLogic<TMachine>[], input };
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, options));
  const paths = getShortestPaths(machine, options);
  function pathTo(snapshot: AnyMachineSnapshot) {
    const path = paths.find((candidate) => key(candidate.state) === key(snapshot));
    if (!path) throw new Error(`no path to ${key(snapshot)}`);
    return path.steps.map((step) => step.event);
  }
  return { edges, paths, pathTo };
}

/**
 * A machine's expected behaviour, written from the flow's specification rather than read off the machine: in a
 * state (as `label` names it), an event (as the test names it) leads to a state, the page being asked for these
 * effects (the machine's named actions, in order). A `to` without the label's parenthesised context names the state
 * alone, for context the row cannot know, such as a count reached by counting. An event without a row changes
 * nothing: no state, no context, no effect.
 */
export type Row = readonly [from: string, on: string, to: string, effects?: readonly string[]];
export type TransitionTable = readonly Row[];

/**
 * Reads a table kept as Markdown beside the machine's test (imported `?raw`), so that it reads like the tables of
 * docs/machines.md: `| from | on | to | effects |`, the effects separated by commas.
 */
function readTable(markdown: string): TransitionTable {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => {
      const [from = '', on = '', to = '', effects = ''] = line.slice(1, -1).split('|').map((cell) => cell.trim());
      return [from, on, to, effects ? effects.split(',').map((effect) => effect.trim()) : []] as const;
    });
}

const rowKey = (from: string, on: string) => `${from} --${on}-->`;

/** Polling states as the tables tell them apart: asking with no attempt left leads elsewhere than asking again. */
export const pollingLabel = (attempts: number) => (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ polling: 'asking' }) && (snapshot.context as { pollAttempts: number }).pollAttempts >= attempts
    ? 'polling.asking (no attempt left)'
    : stateName(snapshot.value);

const landsAt = (to: string, label: string, snapshot: AnyMachineSnapshot) =>
  to === label || (!to.includes('(') && to === stateName(snapshot.value));

/** The named actions the actor runs, in order; XState's own (assign, raise) are how, not what, and are left out. */
function recordEffects(actor: Actor<AnyStateMachine>) {
  const effects: string[] = [];
  const subscription = actor.system.inspect((event) => {
    if (event.type === '@xstate.action' && event.actorRef === actor && !event.action.type.startsWith('xstate.')) {
      effects.push(event.action.type);
    }
  });
  return { effects, stop: () => subscription.unsubscribe() };
}

/**
 * Checks a machine against its table, from every way in: every edge @xstate/graph finds in the machine must be a
 * row of the table, or change nothing; replayed on a running actor, each must land where its row says, asking for
 * the row's effects; and every row must be an edge the machine has, so none is left unchecked.
 */
export function itFollowsTheTable<TMachine extends AnyStateMachine>(
  machine: TMachine,
  markdown: string,
  spec: {
    events: Record<string, AnyEventObject>;
    start: (input: InputFrom<TMachine>) => { actor: Actor<AnyStateMachine>; play(event: AnyEventObject): Promise<void> };
    /** The ways in, by name: the machine's inputs. */
    inputs?: [string, InputFrom<TMachine>][];
    label?: (snapshot: SnapshotFrom<TMachine>) => string;
  },
) {
  const table = readTable(markdown);
  const label = (snapshot: AnyMachineSnapshot) =>
    spec.label ? spec.label(snapshot as SnapshotFrom<TMachine>) : stateName(snapshot.value);
  const names = new Map(Object.entries(spec.events).map(([name, event]) => [JSON.stringify(event), name]));
  const nameOf = (event: AnyEventObject) => {
    const name = names.get(JSON.stringify(event));
    if (name === undefined) throw new Error(`the model walked an unnamed event ${event.type}`);
    return name;
  };
  const rows = new Map(table.map((row) => [rowKey(row[0], row[1]), row]));
  const inputs = spec.inputs ?? [['a plain start', undefined as InputFrom<TMachine>]];
  const models = inputs.map(
    ([way, input]) => [way, input, modelOf(machine, Object.values(spec.events), input)] as const,
  );

  it('names every event once and writes one row per state and event, each with a named event', () => {
    expect(names.size).toBe(Object.keys(spec.events).length);
    expect(rows.size).toBe(table.length);
    expect(table.filter(([, on]) => !(on in spec.events))).toEqual([]);
  });

  it('has every row of the table as an edge of the machine', () => {
    const walked = new Set(
      models.flatMap(([, , model]) => model.edges.map((edge) => rowKey(label(edge.state), nameOf(edge.event)))),
    );
    expect(table.filter(([from, on]) => !walked.has(rowKey(from, on)))).toEqual([]);
  });

  describe.each(models)('from %s', (_way, input, model) => {
    const cases = model.edges.map((edge) => {
      const from = label(edge.state);
      const on = nameOf(edge.event);
      return [rowKey(from, on), edge, rows.get(rowKey(from, on))] as const;
    });
    it.each(cases)('%s', async (_name, edge, row) => {
      const next = label(edge.nextState);
      if (row) expect(landsAt(row[2], next, edge.nextState), `the machine lands at ${next}`).toBe(true);
      else expect(keyOf(edge.nextState), 'an event without a row changes nothing').toBe(keyOf(edge.state));
      const { actor, play } = spec.start(input);
      for (const event of model.pathTo(edge.state)) await play(event);
      expect(keyOf(actor.getSnapshot())).toBe(keyOf(edge.state));
      const recorded = recordEffects(actor);
      await play(edge.event);
      recorded.stop();
      const landed = actor.getSnapshot();
      if (row) expect(landsAt(row[2], label(landed), landed), `the actor lands at ${label(landed)}`).toBe(true);
      else expect(keyOf(landed)).toBe(keyOf(edge.state));
      expect(recorded.effects).toEqual(row?.[3] ?? []);
      actor.stop();
    });
  });
}
