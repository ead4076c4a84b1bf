/**
 * Model-based test of the UK criminal record disclosure consent machine: @xstate/graph enumerates every transition
 * of the model (every state reached with every event, the save's answers included); each is replayed on a real
 * actor whose save the test settles, and the actor must land where the model says with the side effects the page
 * relies on. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import {
  type ConsentRefusal,
  DBS_CONSENT_TAGS,
  type DbsConsentAnswer,
  type DbsConsentEvent,
  dbsConsentMachine,
} from './dbs-consent.machine';
import { itFollowsTheTable } from './testing/model-walk';
import table from './dbs-consent.machine.table.md?raw';

const BODY = { declaration: true, consents: { dbs_enhanced_application: true } };
const REFUSAL: ConsentRefusal = { 'consents.dbs_enhanced_application': ['Please tick this box to continue'] };
const SIGNED: DbsConsentAnswer = { outcome: 'answered', signedAt: '2025-03-01T10:00:00.000Z' };
const UNSIGNED: DbsConsentAnswer = { outcome: 'answered', signedAt: null };
const REFUSED: DbsConsentAnswer = { outcome: 'refused', error: REFUSAL };

const saveAnswered = (output: DbsConsentAnswer): AnyEventObject => ({ type: 'xstate.done.actor.save', output });
const saveFailed: AnyEventObject = { type: 'xstate.error.actor.save', error: new Error('offline') };

/** Every event the model is walked with, by the name the table gives it: the candidate's, and each way the save can
 * answer. */
const EVENTS: Record<string, AnyEventObject> = {
  'next, declared': { type: 'page.next', declared: true },
  'next, not declared': { type: 'page.next', declared: false },
  previous: { type: 'page.previous' },
  submit: { type: 'step.submit', body: BODY },
  'saved, signed': saveAnswered(SIGNED),
  'saved, unsigned': saveAnswered(UNSIGNED),
  'saved, empty timestamp': saveAnswered({ outcome: 'answered', signedAt: '' }),
  'save refused': saveAnswered(REFUSED),
  'save failed': saveFailed,
};

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** What the page is asked to do, in order. */
type Effect = { type: 'showRefusal'; error: ConsentRefusal } | { type: 'showFailure' } | { type: 'leave' };

/** A running machine whose save waits until the test answers for it. */
function harness() {
  let pending: Deferred<DbsConsentAnswer> | undefined;
  const bodies: unknown[] = [];
  const effects: Effect[] = [];
  const actor = createActor(
    dbsConsentMachine.provide({
      actors: {
        save: fromPromise<DbsConsentAnswer, { body: unknown }>(({ input }) => {
          bodies.push(input.body);
          return new Promise((resolve, reject) => {
            pending = { resolve, reject };
          });
        }),
      },
      actions: {
        showRefusal: (_, params) => effects.push({ type: 'showRefusal', error: params.error }),
        showFailure: () => effects.push({ type: 'showFailure' }),
        leave: () => effects.push({ type: 'leave' }),
      },
    }),
  ).start();

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function play(event: AnyEventObject) {
    if (!event.type.startsWith('xstate.')) {
      // A finished machine takes no more events; the model must agree that nothing happens.
      if (actor.getSnapshot().status === 'active') actor.send(event as DbsConsentEvent);
      return;
    }
    // A save that is not running cannot answer: the model must agree that nothing happens.
    if (!pending) return;
    const deferred = pending;
    pending = undefined;
    if (event.type === 'xstate.done.actor.save') deferred.resolve(event.output as DbsConsentAnswer);
    else deferred.reject(event.error);
    await settle();
  }

  return { actor, play, bodies, effects };
}

describe('DBS consent machine: the machine against its table', () => {
  itFollowsTheTable(dbsConsentMachine, table, { events: EVENTS, start: harness });
});

async function reach(events: AnyEventObject[]) {
  const running = harness();
  for (const event of events) await running.play(event);
  return running;
}

const NEXT: AnyEventObject = { type: 'page.next', declared: true };
const SUBMIT: AnyEventObject = { type: 'step.submit', body: BODY };

describe('DBS consent machine: what the page relies on', () => {
  it('opens on the declaration, and shows the consents once the declaration is ticked', async () => {
    const { actor, play } = await reach([]);
    expect(actor.getSnapshot().hasTag(DBS_CONSENT_TAGS.declarationPage)).toBe(true);
    expect(actor.getSnapshot().can({ type: 'page.next', declared: false })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'page.next', declared: true })).toBe(true);
    await play(NEXT);
    expect(actor.getSnapshot().hasTag(DBS_CONSENT_TAGS.consentsPage)).toBe(true);
  });

  it('saves the submitted body, busy on page 2 meanwhile, and leaves once the answer is signed', async () => {
    const running = await reach([NEXT, SUBMIT]);
    const saving = running.actor.getSnapshot();
    expect(saving.hasTag(DBS_CONSENT_TAGS.consentsPage) && saving.hasTag(DBS_CONSENT_TAGS.busy)).toBe(true);
    expect(running.bodies).toStrictEqual([BODY]);
    await running.play(saveAnswered(SIGNED));
    expect(running.actor.getSnapshot().status).toBe('done');
    expect(running.effects).toStrictEqual([{ type: 'leave' }]);
  });

  it('keeps the candidate on page 2 when the answer has no signed timestamp, and lets them save again', async () => {
    const running = await reach([NEXT, SUBMIT, saveAnswered(UNSIGNED)]);
    expect(running.actor.getSnapshot().value).toBe('consents');
    expect(running.effects).toStrictEqual([{ type: 'showFailure' }]);
    await running.play(SUBMIT);
    await running.play(saveAnswered(SIGNED));
    expect(running.bodies).toHaveLength(2);
    expect(running.effects.at(-1)).toStrictEqual({ type: 'leave' });
  });

  it('hands the server’s refusal to the page and stays on page 2', async () => {
    const running = await reach([NEXT, SUBMIT, saveAnswered(REFUSED)]);
    expect(running.actor.getSnapshot().value).toBe('consents');
    expect(running.effects).toStrictEqual([{ type: 'showRefusal', error: REFUSAL }]);
  });

  it('treats a failed save as the consent save failure', async () => {
    const running = await reach([NEXT, SUBMIT, saveFailed]);
    expect(running.actor.getSnapshot().value).toBe('consents');
    expect(running.effects).toStrictEqual([{ type: 'showFailure' }]);
  });

  it('goes back to the declaration with Previous', async () => {
    const { actor } = await reach([NEXT, { type: 'page.previous' }]);
    expect(actor.getSnapshot().value).toBe('declaration');
  });
});

describe('DBS consent machine: forbidden transitions', () => {
  it.each<[string, AnyEventObject[], AnyEventObject]>([
    ['Next without the declaration ticked', [], { type: 'page.next', declared: false }],
    ['saving from the declaration page', [], SUBMIT],
    ['Previous on the declaration page', [], { type: 'page.previous' }],
    ['Next on the consents page', [NEXT], NEXT],
    ['saving twice', [NEXT, SUBMIT], SUBMIT],
    ['Previous while saving', [NEXT, SUBMIT], { type: 'page.previous' }],
    ['anything once saved', [NEXT, SUBMIT, saveAnswered(SIGNED)], { type: 'page.previous' }],
  ])('%s changes nothing', async (_, before, event) => {
    const { actor, play, bodies, effects } = await reach(before);
    const snapshot = actor.getSnapshot();
    const saves = bodies.length;
    const shown = effects.length;
    await play(event);
    expect(actor.getSnapshot().value).toEqual(snapshot.value);
    expect(bodies).toHaveLength(saves);
    expect(effects).toHaveLength(shown);
  });
});
