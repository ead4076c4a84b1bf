/**
 * Model-based test of the digital ID machine: for each way into the step (a plain visit, a return to fetch the
 * results, a return to poll them), @xstate/graph enumerates every transition of the model, actor answers and
 * elapsed delays included; each is replayed on a real actor whose actors are fakes the test settles and whose
 * clock is simulated, and the actor must land where the model says. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  DIGITAL_ID_POLL_ATTEMPTS,
  DIGITAL_ID_POLL_INTERVAL_MS,
  DIGITAL_ID_RETRY_DELAY_MS,
} from '../domain/identity-validation';
import {
  DIGITAL_ID_TAGS,
  type DigitalIdInput,
  type DigitalIdResultsKeys,
  type DigitalIdSessionResult,
  digitalIdMachine,
} from './digital-id.machine';
import { deferredActors, itFollowsTheTable, pollingLabel, playerOf, reachWith } from './testing/model-walk';
import table from './digital-id.machine.table.md?raw';

const SESSION = { sessionId: 'ses_5f2c', resultsAccessKey: 'key_91ab' };
const LAUNCH_URL = 'http://127.0.0.1:3000/digital-id/launch/ses_5f2c';
const VERIFIED: DigitalIdSessionResult = { done: true, success: true, errorCode: null };
const FAILED: DigitalIdSessionResult = { done: true, success: false, errorCode: 'UserAbandoned' };
const UNFINISHED: DigitalIdSessionResult = { done: false, success: false, errorCode: null };

const AFTER_POLL_INTERVAL = 'xstate.after.pollInterval.digitalId.polling.waiting';
const AFTER_RETRY_DELAY = 'xstate.after.retryDelay.digitalId.retrying';

/** How long each delayed event waits on the clock. */
const DELAYS: Record<string, number> = {
  [AFTER_POLL_INTERVAL]: DIGITAL_ID_POLL_INTERVAL_MS,
  [AFTER_RETRY_DELAY]: DIGITAL_ID_RETRY_DELAY_MS,
};

/** Every event the model is walked with, by the name the table gives it: the candidate's, each way the actors can
 * answer, and the delays. */
const EVENTS: Record<string, AnyEventObject> = {
  verify: { type: 'provider.verify', providerId: 'yoti' },
  'verified before': { type: 'xstate.done.actor.checkResults', output: true },
  'not verified before': { type: 'xstate.done.actor.checkResults', output: false },
  'check failed': { type: 'xstate.error.actor.checkResults', error: new Error('offline') },
  launched: { type: 'xstate.done.actor.launch', output: LAUNCH_URL },
  'launch failed': { type: 'xstate.error.actor.launch', error: new Error('503') },
  ...Object.fromEntries(
    (['fetch', 'poll'] as const).flatMap((name) => [
      [`${name}: verified`, { type: `xstate.done.actor.${name}Results`, output: VERIFIED }],
      [`${name}: not verified`, { type: `xstate.done.actor.${name}Results`, output: FAILED }],
      [`${name}: unfinished`, { type: `xstate.done.actor.${name}Results`, output: UNFINISHED }],
      [`${name} failed`, { type: `xstate.error.actor.${name}Results`, error: new Error('502') }],
    ]),
  ),
  'poll interval': { type: AFTER_POLL_INTERVAL },
  'retry delay': { type: AFTER_RETRY_DELAY },
};

/** The ways into the step. */
const INPUTS: [string, DigitalIdInput][] = [
  ['a plain visit', { returned: null }],
  ['a return to fetch the results', { returned: { ...SESSION, action: 'fetch' } }],
  ['a return to poll the results', { returned: { ...SESSION, action: 'poll' } }],
];

/** A running machine whose actors wait until the test answers for them, on a clock the test moves. */
function harness(input: DigitalIdInput) {
  const actors = deferredActors();
  const clock = new SimulatedClock();
  const launched: { providerId: string }[] = [];
  const asked: DigitalIdResultsKeys[] = [];
  const opened: string[] = [];
  const logged: unknown[] = [];
  let left = 0;
  // Each invocation waits under its invoke id (the results are asked by two invocations of one actor).
  const actor = createActor(
    digitalIdMachine.provide({
      actors: {
        checkResults: fromPromise(({ self }) => actors.defer<boolean>(self.id)),
        launch: fromPromise(({ self, input: launchInput }) => {
          launched.push(launchInput);
          return actors.defer<string>(self.id);
        }),
        getResults: fromPromise(({ self, input: keys }) => {
          asked.push(keys);
          return actors.defer<DigitalIdSessionResult>(self.id);
        }),
      },
      actions: {
        openLaunchUrl: (_, params) => void opened.push(params.url),
        leave: () => (left += 1),
        logPollError: (_, params) => void logged.push(params.error),
      },
    }),
    { input, clock },
  ).start();

  const play = playerOf(actor, actors, { clock, delays: DELAYS });
  return { actor, clock, play, launched, asked, opened, logged, left: () => left };
}

// Whether an attempt is left decides where an unanswered poll leads.
const label = pollingLabel(DIGITAL_ID_POLL_ATTEMPTS);

describe('digital-id machine: the machine against its table', () => {
  itFollowsTheTable(digitalIdMachine, table, { events: EVENTS, start: harness, inputs: INPUTS, label });
});

const reach = (input: DigitalIdInput, events: AnyEventObject[]) => reachWith(harness(input), events);

const VISIT: DigitalIdInput = { returned: null };
const FETCH: DigitalIdInput = { returned: { ...SESSION, action: 'fetch' } };
const POLL: DigitalIdInput = { returned: { ...SESSION, action: 'poll' } };
const checked = (success: boolean): AnyEventObject => ({ type: 'xstate.done.actor.checkResults', output: success });
const verify: AnyEventObject = { type: 'provider.verify', providerId: 'yoti' };
const fetched = (output: DigitalIdSessionResult): AnyEventObject => ({
  type: 'xstate.done.actor.fetchResults',
  output,
});
const polled = (output: DigitalIdSessionResult): AnyEventObject => ({ type: 'xstate.done.actor.pollResults', output });
const pollFailed: AnyEventObject = { type: 'xstate.error.actor.pollResults', error: new Error('502') };
const pollInterval: AnyEventObject = { type: AFTER_POLL_INTERVAL };

describe('digital-id machine: what the page relies on', () => {
  it('goes home at once when the results are already successful', async () => {
    const running = await reach(VISIT, [checked(true)]);
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.left()).toBe(1);
    expect(running.asked).toEqual([]);
  });

  it('shows the list after a failed look-up, and launches the chosen provider in this window', async () => {
    const running = await reach(VISIT, [{ type: 'xstate.error.actor.checkResults', error: new Error('offline') }]);
    expect(running.actor.getSnapshot().value).toBe('list');
    expect(running.actor.getSnapshot().hasTag(DIGITAL_ID_TAGS.busy)).toBe(false);
    await running.play(verify);
    expect(running.actor.getSnapshot().hasTag(DIGITAL_ID_TAGS.busy)).toBe(true);
    expect(running.launched).toEqual([{ providerId: 'yoti' }]);
    await running.play({ type: 'xstate.done.actor.launch', output: LAUNCH_URL });
    expect(running.opened).toEqual([LAUNCH_URL]);
    expect(running.actor.getSnapshot().value).toBe('redirecting');
    expect(running.actor.getSnapshot().hasTag(DIGITAL_ID_TAGS.busy)).toBe(true);
  });

  it('returns to the list when the session cannot be started, and forgets that once another is', async () => {
    const running = await reach(VISIT, [
      checked(false),
      verify,
      { type: 'xstate.error.actor.launch', error: new Error('503') },
    ]);
    expect(running.actor.getSnapshot().value).toBe('list');
    expect(running.actor.getSnapshot().context.failure).toEqual({ kind: 'launch' });
    await running.play(verify);
    expect(running.actor.getSnapshot().context.failure).toBeNull();
    expect(running.opened).toEqual([]);
  });

  it('fetches the results once with the keys of the return, and shows them verified', async () => {
    const running = await reach(FETCH, []);
    expect(running.asked).toEqual([SESSION]);
    await running.play(fetched(VERIFIED));
    expect(running.actor.getSnapshot().value).toBe('verified');
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.asked).toHaveLength(1);
  });

  it("returns to the list with the session's error code when it ended without success", async () => {
    for (const [input, answer] of [
      [FETCH, fetched(FAILED)],
      [POLL, polled(FAILED)],
    ] as const) {
      const { actor } = await reach(input, [answer]);
      expect(actor.getSnapshot().value).toBe('list');
      expect(actor.getSnapshot().context.failure).toEqual({ kind: 'result', errorCode: 'UserAbandoned' });
    }
  });

  it('fetches again 5 s after a failed fetch, and not before', async () => {
    const running = await reach(FETCH, [{ type: 'xstate.error.actor.fetchResults', error: new Error('502') }]);
    expect(running.actor.getSnapshot().value).toBe('retrying');
    running.clock.increment(DIGITAL_ID_RETRY_DELAY_MS - 1);
    expect(running.asked).toHaveLength(1);
    running.clock.increment(1);
    expect(running.actor.getSnapshot().value).toBe('fetching');
    expect(running.asked).toEqual([SESSION, SESSION]);
  });

  it('polls every 3 s while the results are not there, and logs a failed poll without showing it', async () => {
    const running = await reach(POLL, []);
    expect(running.asked).toEqual([SESSION]);
    await running.play(pollFailed);
    expect(running.logged).toHaveLength(1);
    expect(running.actor.getSnapshot().context.failure).toBeNull();
    running.clock.increment(DIGITAL_ID_POLL_INTERVAL_MS - 1);
    expect(running.asked).toHaveLength(1);
    running.clock.increment(1);
    expect(running.asked).toHaveLength(2);
    await running.play(polled(UNFINISHED));
    await running.play(pollInterval);
    await running.play(polled(VERIFIED));
    expect(running.actor.getSnapshot().value).toBe('verified');
    expect(running.asked).toHaveLength(3);
  });

  it(`gives up after ${DIGITAL_ID_POLL_ATTEMPTS} further attempts and returns to the list`, async () => {
    const running = await reach(POLL, [polled(UNFINISHED)]);
    for (let attempt = 1; attempt < DIGITAL_ID_POLL_ATTEMPTS; attempt += 1) {
      await running.play(pollInterval);
      await running.play(attempt % 2 ? polled(UNFINISHED) : pollFailed);
    }
    await running.play(pollInterval);
    expect(running.actor.getSnapshot().value).toEqual({ polling: 'asking' });
    expect(running.actor.getSnapshot().context.pollAttempts).toBe(DIGITAL_ID_POLL_ATTEMPTS);
    await running.play(polled(UNFINISHED));
    expect(running.actor.getSnapshot().value).toBe('list');
    expect(running.actor.getSnapshot().context.failure).toEqual({ kind: 'gaveUp' });
    expect(running.asked).toHaveLength(1 + DIGITAL_ID_POLL_ATTEMPTS);
    running.clock.increment(DIGITAL_ID_POLL_INTERVAL_MS * 10);
    expect(running.asked).toHaveLength(1 + DIGITAL_ID_POLL_ATTEMPTS);
  });

  it('gives up on a failed last attempt too, logging it', async () => {
    const running = await reach(POLL, [polled(UNFINISHED)]);
    for (let attempt = 1; attempt < DIGITAL_ID_POLL_ATTEMPTS; attempt += 1) {
      await running.play(pollInterval);
      await running.play(polled(UNFINISHED));
    }
    await running.play(pollInterval);
    await running.play(pollFailed);
    expect(running.actor.getSnapshot().value).toBe('list');
    expect(running.actor.getSnapshot().context.failure).toEqual({ kind: 'gaveUp' });
    expect(running.logged).toHaveLength(1);
  });

  it('counts a fetch that finds the results unfinished as the first attempt of a poll', async () => {
    const running = await reach(FETCH, [fetched(UNFINISHED)]);
    expect(running.actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    for (let attempt = 1; attempt <= DIGITAL_ID_POLL_ATTEMPTS; attempt += 1) {
      await running.play(pollInterval);
      await running.play(polled(UNFINISHED));
    }
    expect(running.actor.getSnapshot().context.failure).toEqual({ kind: 'gaveUp' });
    expect(running.asked).toHaveLength(1 + DIGITAL_ID_POLL_ATTEMPTS);
  });
});

describe('digital-id machine: forbidden transitions', () => {
  it.each<[string, DigitalIdInput, AnyEventObject[], AnyEventObject]>([
    ['provider.verify before the list shows', VISIT, [], verify],
    ['provider.verify while launching', VISIT, [checked(false), verify], verify],
    ['provider.verify while fetching the results', FETCH, [], verify],
    ['provider.verify while waiting to poll', POLL, [polled(UNFINISHED)], verify],
    [
      'provider.verify while waiting to fetch again',
      FETCH,
      [{ type: 'xstate.error.actor.fetchResults', error: new Error('502') }],
      verify,
    ],
    ['anything once verified', FETCH, [fetched(VERIFIED)], verify],
    ['anything once going home', VISIT, [checked(true)], verify],
    [
      'anything once leaving for the provider',
      VISIT,
      [checked(false), verify, { type: 'xstate.done.actor.launch', output: LAUNCH_URL }],
      verify,
    ],
  ])('%s changes nothing', async (_, input, before, event) => {
    const running = await reach(input, before);
    const snapshot = running.actor.getSnapshot();
    const counts = () => [running.launched.length, running.asked.length, running.opened.length, running.left()];
    const countsBefore = counts();
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.actor.getSnapshot().context).toEqual(snapshot.context);
    expect(counts()).toEqual(countsBefore);
  });

  it.each<[string, DigitalIdInput, AnyEventObject[]]>([
    ['in the list', VISIT, [checked(false)]],
    ['while fetching the results', FETCH, []],
    ['while a poll is under way', POLL, []],
    [
      'once polling gave up',
      POLL,
      [
        ...Array.from({ length: DIGITAL_ID_POLL_ATTEMPTS }, () => [polled(UNFINISHED), pollInterval]).flat(),
        polled(UNFINISHED),
      ],
    ],
  ])('time passing %s changes nothing', async (_, input, before) => {
    const running = await reach(input, before);
    const snapshot = running.actor.getSnapshot();
    const asked = running.asked.length;
    running.clock.increment(DIGITAL_ID_RETRY_DELAY_MS * DIGITAL_ID_POLL_INTERVAL_MS);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.asked).toHaveLength(asked);
  });
});
