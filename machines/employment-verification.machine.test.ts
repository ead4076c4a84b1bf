/**
 * Model-based test of the instant employment verification machine: for each way into the step (a plain visit,
 * back with case=cancel, back with case=fail), @xstate/graph enumerates every transition of the model, the actors'
 * answers included; each is replayed on a real actor whose actors are fakes the test settles, and the actor must
 * land where the model says. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { EMPLOYMENT_FRAME_LOAD_TIMEOUT_MS } from '../domain/employment-verification';
import type { DeclineFormValues } from '../domain/employment-verification.schema';
import {
  EMPLOYMENT_VERIFICATION_TAGS,
  type EmploymentOrder,
  type EmploymentVerificationInput,
  employmentVerificationMachine,
} from './employment-verification.machine';
import { deferredActors, itFollowsTheTable, reachWith, playerOf, stateName } from './testing/model-walk';
import table from './employment-verification.machine.table.md?raw';

const OPEN: EmploymentOrder = { id: 'ord_1', status: 'IN_PROGRESS', app_url: 'http://127.0.0.1/sandbox/employment-verification/x' };
const COMPLETED: EmploymentOrder = { id: 'ord_1', status: 'COMPLETED', app_url: null };
const DECLINED: EmploymentOrder = { id: 'ord_1', status: 'CANDIDATE_DECLINED', app_url: null };
const NO_PAGE: EmploymentOrder = { id: 'ord_1', status: 'IN_PROGRESS', app_url: null };
const VALUES: DeclineFormValues = { decline_reason: 'OTHER', decline_notes: 'Abroad' };
const AFTER_FRAME_LOAD_TIMEOUT = 'xstate.after.frameLoadTimeout.employmentVerification.waitingForFrame';

/** Every event the model is walked with, by the name the table gives it: the candidate's, each way the actors can
 * answer, and the delays. */
const EVENTS: Record<string, AnyEventObject> = {
  'frame loaded': { type: 'frame.load' },
  'frame load timeout': { type: AFTER_FRAME_LOAD_TIMEOUT },
  'frame error': { type: 'frame.error' },
  decline: { type: 'decline.open' },
  close: { type: 'decline.close' },
  'submit decline': { type: 'decline.submit', values: VALUES },
  retry: { type: 'load.retry' },
  home: { type: 'home' },
  'no order': { type: 'xstate.done.actor.getOrder', output: null },
  'open order': { type: 'xstate.done.actor.getOrder', output: OPEN },
  'completed order': { type: 'xstate.done.actor.getOrder', output: COMPLETED },
  'order without a page': { type: 'xstate.done.actor.getOrder', output: NO_PAGE },
  'order failed': { type: 'xstate.error.actor.getOrder', error: new Error('offline') },
  created: { type: 'xstate.done.actor.createOrder', output: OPEN },
  'create failed': { type: 'xstate.error.actor.createOrder', error: new Error('503') },
  declined: { type: 'xstate.done.actor.decline', output: DECLINED },
  'decline failed': { type: 'xstate.error.actor.decline', error: new Error('400') },
};

const INPUTS: [string, EmploymentVerificationInput][] = [
  ['a plain visit', { returnCase: null }],
  ['back with case=cancel', { returnCase: 'cancel' }],
  ['back with case=fail', { returnCase: 'fail' }],
];

const ACTOR_IDS = { getOrder: 'getOrder', createOrder: 'createOrder', decline: 'decline' } as const;

/** A running machine whose actors wait until the test answers for them, on a clock the test moves. */
function harness(input: EmploymentVerificationInput) {
  const actors = deferredActors();
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const declined: unknown[] = [];
  let left = 0;
  const defer = <T>(name: keyof typeof ACTOR_IDS) => {
    calls.push(name);
    return actors.defer<T>(ACTOR_IDS[name]);
  };
  const actor = createActor(
    employmentVerificationMachine.provide({
      actors: {
        getOrder: fromPromise(() => defer<EmploymentOrder | null>('getOrder')),
        createOrder: fromPromise(() => defer<EmploymentOrder>('createOrder')),
        decline: fromPromise(({ input: asked }) => {
          declined.push(asked);
          return defer<EmploymentOrder>('decline');
        }),
      },
      actions: { leave: () => (left += 1) },
    }),
    { input, clock },
  ).start();
  const play = playerOf(actor, actors, { clock, delays: { [AFTER_FRAME_LOAD_TIMEOUT]: EMPLOYMENT_FRAME_LOAD_TIMEOUT_MS } });
  return { actor, clock, play, calls, declined, left: () => left };
}

/** Back with cancel, an open order opens with the decline dialog. */
const label = (snapshot: SnapshotFrom<typeof employmentVerificationMachine>) =>
  snapshot.context.returnCase === 'cancel' && (snapshot.matches('loading') || snapshot.matches('creating'))
    ? `${stateName(snapshot.value)} (back with cancel)`
    : stateName(snapshot.value);

describe('employment-verification machine: the machine against its table', () => {
  itFollowsTheTable(employmentVerificationMachine, table, { events: EVENTS, start: harness, inputs: INPUTS, label });
});

const reach = (input: EmploymentVerificationInput, events: AnyEventObject[]) => reachWith(harness(input), events);
const loaded = (order: EmploymentOrder | null): AnyEventObject => ({
  type: `xstate.done.actor.${ACTOR_IDS.getOrder}`,
  output: order,
});
const VISIT: EmploymentVerificationInput = { returnCase: null };

describe('employment-verification machine: what the page relies on', () => {
  it('creates the order the first time, then shows its page', async () => {
    const running = await reach(VISIT, [loaded(null)]);
    expect(running.actor.getSnapshot().hasTag(EMPLOYMENT_VERIFICATION_TAGS.busy)).toBe(true);
    await running.play({ type: `xstate.done.actor.${ACTOR_IDS.createOrder}`, output: OPEN });
    expect(running.actor.getSnapshot().value).toBe('waitingForFrame');
    await running.play({ type: 'frame.load' });
    expect(running.actor.getSnapshot().value).toBe('frame');
    expect(running.actor.getSnapshot().context.order).toEqual(OPEN);
    expect(running.calls).toEqual(['getOrder', 'createOrder']);
  });

  it('declines the order with the form values, keeping a refusal for the dialog', async () => {
    const running = await reach(VISIT, [loaded(OPEN), { type: 'decline.open' }]);
    expect(running.actor.getSnapshot().hasTag(EMPLOYMENT_VERIFICATION_TAGS.dialog)).toBe(true);
    const refusal = new Error('400');
    await running.play({ type: 'decline.submit', values: VALUES });
    await running.play({ type: `xstate.error.actor.${ACTOR_IDS.decline}`, error: refusal });
    expect(running.actor.getSnapshot().value).toBe('declineDialog');
    expect(running.actor.getSnapshot().context.declineError).toBe(refusal);
    await running.play({ type: 'decline.submit', values: VALUES });
    expect(running.actor.getSnapshot().context.declineError).toBeNull();
    await running.play({ type: `xstate.done.actor.${ACTOR_IDS.decline}`, output: DECLINED });
    expect(running.actor.getSnapshot().value).toBe('done');
    expect(running.declined).toEqual([
      { orderId: 'ord_1', values: VALUES },
      { orderId: 'ord_1', values: VALUES },
    ]);
  });

  it('opens the decline dialog when back with case=cancel, over the page', async () => {
    const running = await reach({ returnCase: 'cancel' }, [loaded(OPEN)]);
    expect(running.actor.getSnapshot().value).toBe('declineDialog');
    await running.play({ type: 'decline.close' });
    expect(running.actor.getSnapshot().value).toBe('frame');
  });

  it("shows 'Service unavailable' when back with case=fail, without asking anything, and leads home", async () => {
    const running = await reach({ returnCase: 'fail' }, []);
    expect(running.actor.getSnapshot().value).toBe('unavailable');
    expect(running.calls).toEqual([]);
    await running.play({ type: 'home' });
    expect(running.left()).toBe(1);
  });

  it('is unavailable when the frame errors or the order cannot be created', async () => {
    const framed = await reach(VISIT, [loaded(OPEN), { type: 'frame.error' }]);
    expect(framed.actor.getSnapshot().value).toBe('unavailable');
    const failed = await reach(VISIT, [loaded(null), { type: `xstate.error.actor.${ACTOR_IDS.createOrder}`, error: 1 }]);
    expect(failed.actor.getSnapshot().value).toBe('unavailable');
  });

  it("shows 'Service unavailable' when the frame has not loaded within the bounded wait, and not before", async () => {
    const running = await reach(VISIT, [loaded(OPEN)]);
    running.clock.increment(EMPLOYMENT_FRAME_LOAD_TIMEOUT_MS - 1);
    expect(running.actor.getSnapshot().value).toBe('waitingForFrame');
    running.clock.increment(1);
    expect(running.actor.getSnapshot().value).toBe('unavailable');
  });

  it('keeps the frame once it has loaded, however long the candidate then takes', async () => {
    const running = await reach(VISIT, [loaded(OPEN)]);
    running.clock.increment(EMPLOYMENT_FRAME_LOAD_TIMEOUT_MS / 2);
    await running.play({ type: 'frame.load' });
    running.clock.increment(EMPLOYMENT_FRAME_LOAD_TIMEOUT_MS * 10);
    expect(running.actor.getSnapshot().value).toBe('frame');
  });

  it('is done at once for an order that is over, even back with case=cancel', async () => {
    const { actor } = await reach({ returnCase: 'cancel' }, [loaded(COMPLETED)]);
    expect(actor.getSnapshot().value).toBe('done');
  });
});

describe('employment-verification machine: forbidden transitions', () => {
  it.each<[string, EmploymentVerificationInput, AnyEventObject[], AnyEventObject]>([
    ['decline.open while loading', VISIT, [], { type: 'decline.open' }],
    ['decline.submit without the dialog', VISIT, [loaded(OPEN)], { type: 'decline.submit', values: VALUES }],
    ['decline.close while declining', VISIT, [loaded(OPEN), { type: 'decline.open' }, { type: 'decline.submit', values: VALUES }], { type: 'decline.close' }],
    ['home from the frame', VISIT, [loaded(OPEN)], { type: 'home' }],
    ['frame.load once unavailable', { returnCase: 'fail' }, [], { type: 'frame.load' }],
    ['anything once done', VISIT, [loaded(COMPLETED)], { type: 'decline.open' }],
    ['decline.open once unavailable', { returnCase: 'fail' }, [], { type: 'decline.open' }],
  ])('%s changes nothing', async (_, input, before, event) => {
    const running = await reach(input, before);
    const snapshot = running.actor.getSnapshot();
    const counts = () => [running.calls.length, running.declined.length, running.left()];
    const countsBefore = counts();
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.actor.getSnapshot().context).toEqual(snapshot.context);
    expect(counts()).toEqual(countsBefore);
  });
});
