/**
 * Model-based test of the signed-form machine: for each way a step can be entered (a plain visit, a return from
 * the signing service with each outcome, a form that opens by itself or not), @xstate/graph enumerates every
 * transition of the model, actor answers included; each is replayed on a real actor whose actors are fakes the
 * test settles, and the actor must land where the model says. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SignedDocumentLink } from '../domain/consents/e-signing.schema';
import {
  SIGNED_FORM_TAGS,
  type SignedFormEvent,
  type SignedFormInput,
  signedFormMachine,
  signingOutcomeOf,
} from './signed-form.machine';
import { itFollowsTheTable, stateName } from './testing/model-walk';
import table from './signed-form.machine.table.md?raw';

const PENDING: SignedDocumentLink = {
  url: 'http://127.0.0.1:3000/e-signing/7c1e0000-0000-4000-8000-000000000001',
  scrive_document_type: 'afp_document',
  status: 'pending',
};
const CREATED: SignedDocumentLink = { ...PENDING, url: 'http://127.0.0.1:3000/e-signing/7c1e0000-0000-4000-8000-000000000002' };
const SEALED: SignedDocumentLink = { ...PENDING, status: 'sealed' };
const SIGNED_NOT_SEALED: SignedDocumentLink = { ...PENDING, status: 'signed' };
const REQUEST_ID = 12;

/** Every event the model is walked with, by the name the table gives it: the candidate's, and each way the actors
 * can answer. */
const EVENTS: Record<string, AnyEventObject> = {
  recheck: { type: 'status.recheck' },
  retry: { type: 'signing.retry' },
  signed: { type: 'xstate.done.actor.checkStatus', output: true },
  'not signed': { type: 'xstate.done.actor.checkStatus', output: false },
  'check failed': { type: 'xstate.error.actor.checkStatus', error: new Error('offline') },
  'link, pending': { type: 'xstate.done.actor.getLink', output: PENDING },
  'link, signed': { type: 'xstate.done.actor.getLink', output: SIGNED_NOT_SEALED },
  'link, sealed': { type: 'xstate.done.actor.getLink', output: SEALED },
  'no link': { type: 'xstate.done.actor.getLink', output: null },
  'link failed': { type: 'xstate.error.actor.getLink', error: new Error('503') },
  request: { type: 'xstate.done.actor.readRequest', output: REQUEST_ID },
  'request failed': { type: 'xstate.error.actor.readRequest', error: new Error('500') },
  created: { type: 'xstate.done.actor.createDocument', output: CREATED },
  'create failed': { type: 'xstate.error.actor.createDocument', error: new Error('503') },
  'rechecked, signed': { type: 'xstate.done.actor.recheckStatus', output: true },
  'rechecked, not signed': { type: 'xstate.done.actor.recheckStatus', output: false },
  'recheck failed': { type: 'xstate.error.actor.recheckStatus', error: new Error('offline') },
};

/** The ways into the step: the auto-opening consent forms and the others, plain or back from signing. */
const INPUTS: [string, SignedFormInput][] = [
  ['a visit to a form that opens by itself', { outcome: null, opensAutomatically: true }],
  ['a visit to a form opened by its link', { outcome: null, opensAutomatically: false }],
  ['a return after signing', { outcome: 'sealed', opensAutomatically: true }],
  ['a return after declining', { outcome: 'declined', opensAutomatically: true }],
  ['a return after a failure', { outcome: 'failed', opensAutomatically: false }],
];

type ActorId = 'checkStatus' | 'recheckStatus' | 'getLink' | 'readRequest' | 'createDocument';

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A running machine whose actors wait until the test answers for them. */
function harness(input: SignedFormInput) {
  const pending: Partial<Record<ActorId, Deferred>> = {};
  const opened: string[] = [];
  const created: { requestId: number }[] = [];
  // Each invocation waits under its invoke id (the status is asked by two invocations of one actor).
  const defer = <T,>(id: string) =>
    new Promise<T>((resolve, reject) => {
      pending[id as ActorId] = { resolve: resolve as (value: unknown) => void, reject };
    });
  const actor = createActor(
    signedFormMachine.provide({
      actors: {
        checkStatus: fromPromise(({ self }) => defer<boolean>(self.id)),
        getLink: fromPromise(({ self }) => defer<SignedDocumentLink | null>(self.id)),
        readRequest: fromPromise(({ self }) => defer<number>(self.id)),
        createDocument: fromPromise(({ self, input: created_ }) => {
          created.push(created_);
          return defer<SignedDocumentLink>(self.id);
        }),
      },
      actions: { openForm: ({ context }) => void opened.push(context.link?.url ?? '') },
    }),
    { input },
  ).start();

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function play(event: AnyEventObject) {
    const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (!match) {
      // A finished flow takes no more events; the model must agree that nothing happens.
      if (actor.getSnapshot().status === 'active') actor.send(event as SignedFormEvent);
      return;
    }
    const id = match[2] as ActorId;
    const deferred = pending[id];
    // An actor that is not running cannot answer: the model must agree that nothing happens.
    if (!deferred) return;
    pending[id] = undefined;
    if (match[1] === 'done') deferred.resolve(event.output);
    else deferred.reject(event.error);
    await settle();
  }

  return { actor, play, opened, created };
}

/** Where the machine goes from checking and from the link depends on how the step was entered. */
function label(snapshot: SnapshotFrom<typeof signedFormMachine>) {
  const { outcome, opensAutomatically } = snapshot.context;
  if (snapshot.matches('checking') && (outcome === 'declined' || outcome === 'failed')) return 'checking (back unsigned)';
  if (snapshot.matches('fetching') && opensAutomatically && outcome === null) {
    return `${stateName(snapshot.value)} (opens by itself)`;
  }
  return stateName(snapshot.value);
}

describe('signed-form machine: the machine against its table', () => {
  itFollowsTheTable(signedFormMachine, table, { events: EVENTS, start: harness, inputs: INPUTS, label });
});

async function reach(input: SignedFormInput, events: AnyEventObject[]) {
  const running = harness(input);
  for (const event of events) await running.play(event);
  return running;
}

const VISIT: SignedFormInput = { outcome: null, opensAutomatically: true };
const status = (signed: boolean): AnyEventObject => ({ type: 'xstate.done.actor.checkStatus', output: signed });
const link = (output: SignedDocumentLink | null): AnyEventObject => ({ type: 'xstate.done.actor.getLink', output });
const requestRead: AnyEventObject = { type: 'xstate.done.actor.readRequest', output: REQUEST_ID };
const createdLink: AnyEventObject = { type: 'xstate.done.actor.createDocument', output: CREATED };

describe('signed-form machine: what the page relies on', () => {
  it('shows the spinner until the link is known, then the link, and opens a form that opens by itself once', async () => {
    const running = await reach(VISIT, [status(false)]);
    expect(running.actor.getSnapshot().hasTag(SIGNED_FORM_TAGS.busy)).toBe(true);
    await running.play(link(PENDING));
    const ready = running.actor.getSnapshot();
    expect(ready.value).toBe('ready');
    expect(ready.hasTag(SIGNED_FORM_TAGS.busy)).toBe(false);
    expect(ready.hasTag(SIGNED_FORM_TAGS.link)).toBe(true);
    expect(running.opened).toEqual([PENDING.url]);
    await running.play({ type: 'status.recheck' });
    await running.play({ type: 'xstate.done.actor.recheckStatus', output: false });
    expect(running.actor.getSnapshot().value).toBe('ready');
    expect(running.opened).toEqual([PENDING.url]);
  });

  it('creates the document when there is none, with the id the request read gave, and opens the new one', async () => {
    const running = await reach(VISIT, [status(false), link(null), requestRead]);
    expect(running.created).toEqual([{ requestId: REQUEST_ID }]);
    await running.play(createdLink);
    expect(running.actor.getSnapshot().context.link).toEqual(CREATED);
    expect(running.opened).toEqual([CREATED.url]);
  });

  it('does not open a form that opens by its link, one already signed, or one the candidate is just back from', async () => {
    expect((await reach({ ...VISIT, opensAutomatically: false }, [status(false), link(PENDING)])).opened).toEqual([]);
    expect((await reach(VISIT, [status(false), link(SIGNED_NOT_SEALED)])).opened).toEqual([]);
    const back = await reach({ outcome: 'pending', opensAutomatically: true }, [status(false), link(PENDING)]);
    expect(back.actor.getSnapshot().value).toBe('ready');
    expect(back.opened).toEqual([]);
  });

  it('tells a candidate back from a decline, and starts again with a new document when asked', async () => {
    const running = await reach({ outcome: 'declined', opensAutomatically: true }, [status(false)]);
    expect(running.actor.getSnapshot().value).toBe('notSigned');
    await running.play({ type: 'signing.retry' });
    expect(running.actor.getSnapshot().context.outcome).toBeNull();
    await running.play(link(null));
    await running.play(requestRead);
    await running.play(createdLink);
    expect(running.actor.getSnapshot().value).toBe('ready');
    expect(running.opened).toEqual([CREATED.url]);
  });

  it('believes the status, not the address: a return saying sealed is checked, and a failure is still shown', async () => {
    expect((await reach({ outcome: 'sealed', opensAutomatically: true }, [status(false)])).actor.getSnapshot().value).toEqual({
      fetching: 'link',
    });
    const signed = await reach({ outcome: 'failed', opensAutomatically: true }, [status(true)]);
    expect(signed.actor.getSnapshot().value).toBe('signed');
    const lookupFailed = await reach({ outcome: 'failed', opensAutomatically: true }, [
      { type: 'xstate.error.actor.checkStatus', error: new Error('offline') },
    ]);
    expect(lookupFailed.actor.getSnapshot().value).toBe('notSigned');
  });

  it('keeps why fetching failed, and stops there', async () => {
    const refusal = new Error('503');
    const { actor } = await reach(VISIT, [
      status(false),
      link(null),
      requestRead,
      { type: 'xstate.error.actor.createDocument', error: refusal },
    ]);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(refusal);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('signed-form machine: forbidden transitions', () => {
  it.each<[string, SignedFormInput, AnyEventObject[], SignedFormEvent]>([
    ['status.recheck before the link is known', VISIT, [], { type: 'status.recheck' }],
    ['status.recheck while fetching', VISIT, [status(false)], { type: 'status.recheck' }],
    [
      'status.recheck while rechecking',
      VISIT,
      [status(false), link(PENDING), { type: 'status.recheck' }],
      { type: 'status.recheck' },
    ],
    ['signing.retry on a plain visit', VISIT, [status(false), link(PENDING)], { type: 'signing.retry' }],
    ['signing.retry while fetching', VISIT, [status(false)], { type: 'signing.retry' }],
    ['anything once signed', VISIT, [status(true)], { type: 'signing.retry' }],
    [
      'anything once fetching failed',
      VISIT,
      [status(false), { type: 'xstate.error.actor.getLink', error: new Error('503') }],
      { type: 'status.recheck' },
    ],
  ])('%s changes nothing', async (_, input, before, event) => {
    const { actor, play, opened } = await reach(input, before);
    const snapshot = actor.getSnapshot();
    const openedBefore = opened.length;
    await play(event);
    expect(actor.getSnapshot().value).toEqual(snapshot.value);
    expect(actor.getSnapshot().context).toEqual(snapshot.context);
    expect(opened).toHaveLength(openedBefore);
  });
});

describe('signingOutcomeOf', () => {
  it('reads the statuses the return adds, and nothing else', () => {
    expect(signingOutcomeOf('sealed')).toBe('sealed');
    expect(signingOutcomeOf('declined')).toBe('declined');
    expect(signingOutcomeOf('failed')).toBe('failed');
    expect(signingOutcomeOf('SEALED')).toBeNull();
    expect(signingOutcomeOf('')).toBeNull();
    expect(signingOutcomeOf(undefined)).toBeNull();
    expect(signingOutcomeOf(['sealed'])).toBeNull();
  });
});
