/**
 * What the model-based machine tests share: fake promise actors the test answers for, a player that replays the
 * events @xstate/graph walks the model with on a running actor, and the replay of every edge of the model.
 */
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { expect, it } from 'vitest';
import type {
  Actor,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SimulatedClock,
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
export const stateName = (value: string | Record<string, unknown>) =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([parent, child]) => `${parent}.${String(child)}`)
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

export type Edge<TMachine extends AnyStateMachine> = ReturnType<typeof modelOf<TMachine>>['edges'][number];

/**
 * One test per edge of the model: a fresh actor is brought to the edge's state along the shortest path, takes the
 * edge's event, and must land in the state, context and tags the model says.
 */
export function itReplaysEveryEdge<TMachine extends AnyStateMachine>(
  model: ReturnType<typeof modelOf<TMachine>>,
  start: () => { actor: Actor<AnyStateMachine>; play(event: AnyEventObject): Promise<void> },
  describeEdge: (edge: Edge<TMachine>) => string,
) {
  it.each(model.edges.map((edge) => [describeEdge(edge), edge] as const))('%s', async (_name, edge) => {
    const { actor, play } = start();
    for (const event of model.pathTo(edge.state)) await play(event);
    expect(keyOf(actor.getSnapshot())).toBe(keyOf(edge.state));
    await play(edge.event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(edge.nextState.value);
    expect(snapshot.context).toEqual(edge.nextState.context);
    expect([...snapshot.tags].sort()).toEqual([...edge.nextState.tags].sort());
    actor.stop();
  });
}
