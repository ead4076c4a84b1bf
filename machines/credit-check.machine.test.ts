/**
 * Model-based test of the credit check machine: for each way into the step (no search yet, a search running, a
 * status already known), @xstate/graph enumerates every transition of the model, actor answers and the elapsed poll
 * interval included; each is replayed on a real actor whose actors are fakes the test settles and whose clock is
 * simulated, and the actor must land where the model says. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate';
import { CREDIT_CHECK_POLL_ATTEMPTS, CREDIT_CHECK_POLL_INTERVAL_MS } from '../domain/credit-check';
import { CREDIT_CHECK_TAGS, type CreditCheckInput, creditCheckMachine } from './credit-check.machine';
import { deferredActors, itFollowsTheTable, pollingLabel, playerOf, reachWith } from './testing/model-walk';
import table from './credit-check.machine.table.md?raw';

const AFTER_POLL_INTERVAL = 'xstate.after.pollInterval.creditCheck.polling.waiting';

/** Every event the model is walked with, by the name the table gives it: the candidate's, each way the actors can
 * answer, and the delays. */
const EVENTS: Record<string, AnyEventObject> = {
  submit: { type: 'step.submit' },
  retry: { type: 'poll.retry' },
  'started, pending': { type: 'xstate.done.actor.submit', output: 'pending' },
  'started, known': { type: 'xstate.done.actor.submit', output: 'confirmed' },
  'start failed': { type: 'xstate.error.actor.submit', error: new Error('400') },
  'status pending': { type: 'xstate.done.actor.checkStatus', output: 'pending' },
  'status known': { type: 'xstate.done.actor.checkStatus', output: 'No_Result' },
  'status failed': { type: 'xstate.error.actor.checkStatus', error: new Error('502') },
  'poll interval': { type: AFTER_POLL_INTERVAL },
};

/** The ways into the step. */
const INPUTS: [string, CreditCheckInput][] = [
  ['no search yet', { creditStatus: null }],
  ['a search running', { creditStatus: 'pending' }],
  ['a status already known', { creditStatus: 'WARNING' }],
];

type ActorId = 'submit' | 'checkStatus';

/** A running machine whose actors wait until the test answers for them, on a clock the test moves. */
function harness(input: CreditCheckInput) {
  const actors = deferredActors();
  const clock = new SimulatedClock();
  const calls: ActorId[] = [];
  const logged: unknown[] = [];
  const defer = <T>(id: ActorId) => {
    calls.push(id);
    return actors.defer<T>(id);
  };
  const actor = createActor(
    creditCheckMachine.provide({
      actors: {
        submit: fromPromise(() => defer<string | null>('submit')),
        checkStatus: fromPromise(() => defer<string | null>('checkStatus')),
      },
      actions: { logPollError: (_, params) => void logged.push(params.error) },
    }),
    { input, clock },
  ).start();

  const play = playerOf(actor, actors, { clock, delays: { [AFTER_POLL_INTERVAL]: CREDIT_CHECK_POLL_INTERVAL_MS } });
  return { actor, clock, play, calls, logged };
}

// Whether an attempt is left decides where an unanswered poll leads.
const label = pollingLabel(CREDIT_CHECK_POLL_ATTEMPTS);

describe('credit-check machine: the machine against its table', () => {
  itFollowsTheTable(creditCheckMachine, table, { events: EVENTS, start: harness, inputs: INPUTS, label });
});

const reach = (input: CreditCheckInput, events: AnyEventObject[]) => reachWith(harness(input), events);

const FRESH: CreditCheckInput = { creditStatus: null };
const submit: AnyEventObject = { type: 'step.submit' };
const started = (status: string): AnyEventObject => ({ type: 'xstate.done.actor.submit', output: status });
const status = (value: string | null): AnyEventObject => ({ type: 'xstate.done.actor.checkStatus', output: value });
const pollInterval: AnyEventObject = { type: AFTER_POLL_INTERVAL };

describe('credit-check machine: what the page relies on', () => {
  it('submits, then polls every 5 s until the status is known', async () => {
    const running = await reach(FRESH, [submit]);
    expect(running.actor.getSnapshot().hasTag(CREDIT_CHECK_TAGS.busy)).toBe(true);
    await running.play(started('pending'));
    expect(running.calls).toEqual(['submit', 'checkStatus']);
    await running.play(status('pending'));
    running.clock.increment(CREDIT_CHECK_POLL_INTERVAL_MS - 1);
    expect(running.calls).toHaveLength(2);
    running.clock.increment(1);
    expect(running.calls).toEqual(['submit', 'checkStatus', 'checkStatus']);
    await running.play(status('Unconfirmed'));
    expect(running.actor.getSnapshot().value).toBe('verified');
    expect(running.actor.getSnapshot().status).toBe('done');
  });

  it.each(['picklist', 'no_result', 'warning', 'unconfirmed', 'confirmed', 'fail', 'FAIL'])(
    'counts %s as known',
    async (known) => {
      const { actor } = await reach(FRESH, [submit, started('pending'), status(known)]);
      expect(actor.getSnapshot().value).toBe('verified');
    },
  );

  it('keeps why the search could not start, and lets the candidate submit again', async () => {
    const refusal = new Error('400');
    const running = await reach(FRESH, [submit, { type: 'xstate.error.actor.submit', error: refusal }]);
    expect(running.actor.getSnapshot().value).toBe('failed');
    expect(running.actor.getSnapshot().context.error).toBe(refusal);
    expect(running.actor.getSnapshot().hasTag(CREDIT_CHECK_TAGS.canSubmit)).toBe(true);
    await running.play(submit);
    expect(running.actor.getSnapshot().context.error).toBeNull();
    expect(running.calls).toEqual(['submit', 'submit']);
  });

  it(`says the search is still pending after ${CREDIT_CHECK_POLL_ATTEMPTS} further polls, and asks again on retry`, async () => {
    const running = await reach(FRESH, [submit, started('pending')]);
    for (let attempt = 0; attempt < CREDIT_CHECK_POLL_ATTEMPTS; attempt += 1) {
      await running.play(attempt % 2 ? status('pending') : { type: 'xstate.error.actor.checkStatus', error: new Error('502') });
      await running.play(pollInterval);
    }
    expect(running.actor.getSnapshot().value).toEqual({ polling: 'asking' });
    await running.play(status('pending'));
    expect(running.actor.getSnapshot().value).toBe('stillPending');
    expect(running.calls.filter((call) => call === 'checkStatus')).toHaveLength(1 + CREDIT_CHECK_POLL_ATTEMPTS);
    expect(running.logged).toHaveLength(CREDIT_CHECK_POLL_ATTEMPTS / 2);
    await running.play({ type: 'poll.retry' });
    expect(running.actor.getSnapshot().value).toEqual({ polling: 'asking' });
    expect(running.actor.getSnapshot().context.pollAttempts).toBe(0);
  });

  it('goes straight to verified when the submit answers a known status', async () => {
    const { actor, calls } = await reach(FRESH, [submit, started('confirmed')]);
    expect(actor.getSnapshot().value).toBe('verified');
    expect(calls).toEqual(['submit']);
  });
});

describe('credit-check machine: forbidden transitions', () => {
  it.each<[string, CreditCheckInput, AnyEventObject[], AnyEventObject]>([
    ['a second submit while submitting', FRESH, [submit], submit],
    ['a submit while polling', FRESH, [submit, started('pending')], submit],
    ['a retry before giving up', FRESH, [submit, started('pending'), status('pending')], { type: 'poll.retry' }],
    ['a retry on the summary', FRESH, [], { type: 'poll.retry' }],
    ['anything once verified', { creditStatus: 'confirmed' }, [], submit],
  ])('%s changes nothing', async (_, input, before, event) => {
    const running = await reach(input, before);
    const snapshot = running.actor.getSnapshot();
    const calls = running.calls.length;
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.actor.getSnapshot().context).toEqual(snapshot.context);
    expect(running.calls).toHaveLength(calls);
  });

  it.each<[string, AnyEventObject[]]>([
    ['on the summary', []],
    ['while submitting', [submit]],
    ['while the status is being asked', [submit, started('pending')]],
  ])('time passing %s changes nothing', async (_, before) => {
    const running = await reach(FRESH, before);
    const snapshot = running.actor.getSnapshot();
    const calls = running.calls.length;
    running.clock.increment(CREDIT_CHECK_POLL_INTERVAL_MS * 10);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.calls).toHaveLength(calls);
  });
});
