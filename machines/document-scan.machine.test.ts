/**
 * Model-based test of the document scan machine: for each way into the step (a plain visit, a return to poll,
 * a return with another action), @xstate/graph enumerates every transition of the model, actor answers and the
 * elapsed poll interval included; each is replayed on a real actor whose actors are fakes the test settles and
 * whose clock is simulated, and the actor must land where the model says. Forbidden transitions are listed on
 * their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate';
import { DOCUMENT_SCAN_POLL_INTERVAL_MS } from '../domain/identity-validation';
import { DOCUMENT_SCAN_TAGS, type DocumentScanInput, documentScanMachine } from './document-scan.machine';
import {
  deferredActors,
  itFollowsTheTable,
  playerOf,
  reachWith,
} from './testing/model-walk';
import table from './document-scan.machine.table.md?raw';

const LINK = 'http://127.0.0.1:3000/document-scan/7c1e0000-0000-4000-8000-000000000001';
const AFTER_POLL_INTERVAL = 'xstate.after.pollInterval.documentScan.polling.waiting';

/** Every event the model is walked with, by the name the table gives it: the candidate's, each way the actors can
 * answer, and the delays. */
const EVENTS: Record<string, AnyEventObject> = {
  close: { type: 'dialog.close' },
  abandoned: { type: 'xstate.done.actor.checkAbandoned', output: true },
  'not abandoned': { type: 'xstate.done.actor.checkAbandoned', output: false },
  'abandonment check failed': { type: 'xstate.error.actor.checkAbandoned', error: new Error('offline') },
  link: { type: 'xstate.done.actor.getLink', output: LINK },
  'link failed': { type: 'xstate.error.actor.getLink', error: new Error('503') },
  'status completed': { type: 'xstate.done.actor.checkStatus', output: 'completed' },
  'status in progress': { type: 'xstate.done.actor.checkStatus', output: 'in_progress' },
  'status abandoned': { type: 'xstate.done.actor.checkStatus', output: 'abandoned' },
  'no status': { type: 'xstate.done.actor.checkStatus', output: null },
  'status failed': { type: 'xstate.error.actor.checkStatus', error: new Error('502') },
  'poll interval': { type: AFTER_POLL_INTERVAL },
};

/** The ways into the step. */
const INPUTS: [string, DocumentScanInput][] = [
  ['a plain visit', { action: null }],
  ['a return to poll', { action: 'poll' }],
  ['a return to fetch, which this flow does not ask for', { action: 'fetch' }],
];

type ActorId = 'checkAbandoned' | 'getLink' | 'checkStatus';

/** A running machine whose actors wait until the test answers for them, on a clock the test moves. */
function harness(input: DocumentScanInput) {
  const actors = deferredActors();
  const clock = new SimulatedClock();
  const calls: ActorId[] = [];
  const opened: string[] = [];
  const logged: unknown[] = [];
  let left = 0;
  const defer = <T>(id: ActorId) => {
    calls.push(id);
    return actors.defer<T>(id);
  };
  const actor = createActor(
    documentScanMachine.provide({
      actors: {
        checkAbandoned: fromPromise(() => defer<boolean>('checkAbandoned')),
        getLink: fromPromise(() => defer<string>('getLink')),
        checkStatus: fromPromise(() => defer<string | null>('checkStatus')),
      },
      actions: {
        openLink: (_, params) => void opened.push(params.url),
        leave: () => (left += 1),
        logPollError: (_, params) => void logged.push(params.error),
      },
    }),
    { input, clock },
  ).start();

  const play = playerOf(actor, actors, { clock, delays: { [AFTER_POLL_INTERVAL]: DOCUMENT_SCAN_POLL_INTERVAL_MS } });
  return { actor, clock, play, calls, opened, logged, left: () => left };
}

describe('document-scan machine: the machine against its table', () => {
  itFollowsTheTable(documentScanMachine, table, { events: EVENTS, start: harness, inputs: INPUTS });
});

const reach = (input: DocumentScanInput, events: AnyEventObject[]) => reachWith(harness(input), events);

const VISIT: DocumentScanInput = { action: null };
const RETURN: DocumentScanInput = { action: 'poll' };
const abandoned = (value: boolean): AnyEventObject => ({ type: 'xstate.done.actor.checkAbandoned', output: value });
const status = (value: string | null): AnyEventObject => ({ type: 'xstate.done.actor.checkStatus', output: value });
const pollInterval: AnyEventObject = { type: AFTER_POLL_INTERVAL };

describe('document-scan machine: what the page relies on', () => {
  it("opens the check's link in this window, showing 'Verifying your data' until the page leaves", async () => {
    const running = await reach(VISIT, []);
    expect(running.actor.getSnapshot().hasTag(DOCUMENT_SCAN_TAGS.busy)).toBe(true);
    await running.play(abandoned(false));
    await running.play({ type: 'xstate.done.actor.getLink', output: LINK });
    expect(running.opened).toEqual([LINK]);
    expect(running.actor.getSnapshot().value).toBe('redirecting');
    expect(running.actor.getSnapshot().hasTag(DOCUMENT_SCAN_TAGS.busy)).toBe(true);
    expect(running.calls).toEqual(['checkAbandoned', 'getLink']);
  });

  it('still opens the check when whether it was abandoned cannot be known, and keeps why the link failed', async () => {
    const refusal = new Error('503');
    const running = await reach(VISIT, [
      { type: 'xstate.error.actor.checkAbandoned', error: new Error('offline') },
      { type: 'xstate.error.actor.getLink', error: refusal },
    ]);
    expect(running.actor.getSnapshot().value).toBe('failed');
    expect(running.actor.getSnapshot().context.error).toBe(refusal);
    expect(running.opened).toEqual([]);
  });

  it('shows the abandoned dialog, and goes home once it is closed', async () => {
    for (const input of [VISIT, RETURN]) {
      const running = await reach(input, [abandoned(true)]);
      expect(running.actor.getSnapshot().value).toBe('abandoned');
      expect(running.actor.getSnapshot().hasTag(DOCUMENT_SCAN_TAGS.dialog)).toBe(true);
      await running.play({ type: 'dialog.close' });
      expect(running.left()).toBe(1);
      expect(running.actor.getSnapshot().status).toBe('done');
      expect(running.opened).toEqual([]);
    }
  });

  it("polls the status every 5 s while awaiting the results ('Finishing up'), until it is final", async () => {
    const running = await reach(RETURN, []);
    expect(running.actor.getSnapshot().hasTag(DOCUMENT_SCAN_TAGS.awaiting)).toBe(true);
    await running.play(abandoned(false));
    await running.play(status(null));
    running.clock.increment(DOCUMENT_SCAN_POLL_INTERVAL_MS - 1);
    expect(running.calls).toEqual(['checkAbandoned', 'checkStatus']);
    running.clock.increment(1);
    expect(running.calls).toEqual(['checkAbandoned', 'checkStatus', 'checkStatus']);
    await running.play(status('in_progress'));
    expect(running.actor.getSnapshot().hasTag(DOCUMENT_SCAN_TAGS.awaiting)).toBe(true);
    await running.play(pollInterval);
    await running.play(status('Bypassed'));
    expect(running.actor.getSnapshot().value).toBe('verified');
    expect(running.actor.getSnapshot().hasTag(DOCUMENT_SCAN_TAGS.awaiting)).toBe(false);
  });

  it('counts every final status as done, cancelled and expired included', async () => {
    for (const final of ['completed', 'cancelled', 'expired', 'bypassed', 'confirmation']) {
      const { actor } = await reach(RETURN, [abandoned(false), status(final)]);
      expect(actor.getSnapshot().value).toBe('verified');
    }
  });

  it('shows the abandoned dialog when the candidate walked away while the results were awaited', async () => {
    const running = await reach(RETURN, [abandoned(false), status('in_progress'), pollInterval]);
    await running.play(status('abandoned'));
    expect(running.actor.getSnapshot().value).toBe('abandoned');
    expect(running.actor.getSnapshot().hasTag(DOCUMENT_SCAN_TAGS.dialog)).toBe(true);
  });

  it('logs a failed poll and keeps polling, for as long as it takes', async () => {
    const running = await reach(RETURN, [abandoned(false)]);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await running.play({ type: 'xstate.error.actor.checkStatus', error: new Error('502') });
      await running.play(pollInterval);
    }
    expect(running.logged).toHaveLength(100);
    expect(running.actor.getSnapshot().value).toEqual({ polling: 'asking' });
    await running.play(status('completed'));
    expect(running.actor.getSnapshot().value).toBe('verified');
  });

  it('treats a return with another action as a plain visit', async () => {
    const running = await reach({ action: 'fetch' }, [abandoned(false)]);
    expect(running.actor.getSnapshot().value).toBe('opening');
  });
});

describe('document-scan machine: forbidden transitions', () => {
  it.each<[string, DocumentScanInput, AnyEventObject[], AnyEventObject]>([
    ['dialog.close without the dialog', VISIT, [], { type: 'dialog.close' }],
    ['dialog.close while awaiting the results', RETURN, [abandoned(false)], { type: 'dialog.close' }],
    ['anything once verified', RETURN, [abandoned(false), status('completed')], { type: 'dialog.close' }],
    [
      'anything once leaving for the check',
      VISIT,
      [abandoned(false), { type: 'xstate.done.actor.getLink', output: LINK }],
      { type: 'dialog.close' },
    ],
  ])('%s changes nothing', async (_, input, before, event) => {
    const running = await reach(input, before);
    const snapshot = running.actor.getSnapshot();
    const counts = () => [running.calls.length, running.opened.length, running.left()];
    const countsBefore = counts();
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.actor.getSnapshot().context).toEqual(snapshot.context);
    expect(counts()).toEqual(countsBefore);
  });

  it.each<[string, DocumentScanInput, AnyEventObject[]]>([
    ['before the candidate is back', VISIT, [abandoned(false)]],
    ['while the status is being asked', RETURN, [abandoned(false)]],
    ['in the abandoned dialog', RETURN, [abandoned(true)]],
  ])('time passing %s changes nothing', async (_, input, before) => {
    const running = await reach(input, before);
    const snapshot = running.actor.getSnapshot();
    const calls = running.calls.length;
    running.clock.increment(DOCUMENT_SCAN_POLL_INTERVAL_MS * 10);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.calls).toHaveLength(calls);
  });
});
