/**
 * Model-based test of the screening widget machine: @xstate/graph enumerates every transition of the model, each
 * widget message (from the widget's origin, from another, malformed, of an unknown type) and each answer of the
 * save included; each is replayed on a real actor whose actors are fakes the test settles, and the actor must land
 * where the model says. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, fromPromise } from 'xstate';
import type { ScreeningRegistrationData } from '../domain/screening';
import {
  SCREENING_WIDGET_TAGS,
  type ScreeningWidgetInput,
  screeningWidgetMachine,
  type WidgetMessageEvent,
} from './screening-widget.machine';
import { deferredActors, itFollowsTheTable, playerOf, reachWith } from './testing/model-walk';
import table from './screening-widget.machine.table.md?raw';

const WIDGET = 'https://widget.screening.example.com';
const FOREIGN = 'https://evil.example.net';
const INPUT: ScreeningWidgetInput = { widgetOrigin: WIDGET };
const DATA = { registration_id: 'SBX-1', service_id: 'SBX-DRUG-5PANEL', collection_site: { id: 'NY-0142' } };

const message = (data: unknown, origin = WIDGET): WidgetMessageEvent => ({ type: 'widget.message', origin, data });
const HOME = message({ type: 2 });
const REGISTRATION_ID = message({ type: 3, registration_id: 'SBX-1' });
const HEIGHT = message({ type: 5, height: 1234 });
const REGISTRATION = message({ type: 6, data: DATA });
const SCROLL_TOP = message({ type: 7 });
const FOREIGN_HOME = message({ type: 2 }, FOREIGN);
const FOREIGN_REGISTRATION = message({ type: 6, data: DATA }, FOREIGN);
const MALFORMED = message({ type: 5, height: 'tall' });
const UNKNOWN = message({ type: 9 });
const SAVED: AnyEventObject = { type: 'xstate.done.actor.saveRegistration', output: {} };
const SAVE_FAILED: AnyEventObject = { type: 'xstate.error.actor.saveRegistration', error: new Error('503') };

/** Every event the model is walked with, by the name the table gives it: each message type, the guard's refusals, and
 * each way the save can answer. */
const EVENTS: Record<string, AnyEventObject> = {
  '2 home': HOME,
  '3 registration id': REGISTRATION_ID,
  '5 height': HEIGHT,
  '6 registration': REGISTRATION,
  '7 scroll to top': SCROLL_TOP,
  '2 from another origin': FOREIGN_HOME,
  '6 from another origin': FOREIGN_REGISTRATION,
  malformed: MALFORMED,
  'unknown type': UNKNOWN,
  retry: { type: 'save.retry' },
  continue: { type: 'booking.continue' },
  saved: SAVED,
  'save failed': SAVE_FAILED,
};

/** A running machine whose save waits until the test answers for it. */
function harness() {
  const actors = deferredActors();
  const saved: ScreeningRegistrationData[] = [];
  const ignored: WidgetMessageEvent[] = [];
  const counts = { listening: 0, stoppedListening: 0, scrolled: 0, left: 0 };
  const actor = createActor(
    screeningWidgetMachine.provide({
      actors: {
        listenToWidget: fromCallback(() => {
          counts.listening += 1;
          return () => void (counts.stoppedListening += 1);
        }),
        saveRegistration: fromPromise<unknown, ScreeningRegistrationData>(({ input }) => {
          saved.push(input);
          return actors.defer('saveRegistration');
        }),
      },
      actions: {
        ignoreMessage: (_, { event }) => void ignored.push(event),
        scrollToTop: () => void (counts.scrolled += 1),
        leave: () => void (counts.left += 1),
      },
    }),
    { input: INPUT },
  ).start();
  return { actor, play: playerOf(actor, actors), saved, ignored, counts };
}

describe('screening widget machine: the machine against its table', () => {
  itFollowsTheTable(screeningWidgetMachine, table, { events: EVENTS, start: harness, inputs: [['a visit', INPUT]] });
});

const reach = (events: AnyEventObject[]) => reachWith(harness(), events);

describe('screening widget machine: what the page relies on', () => {
  it('listens to the window from the start, and stops once it goes home', async () => {
    const running = await reach([]);
    expect(running.counts.listening).toBe(1);
    await running.play(HOME);
    expect(running.counts.left).toBe(1);
    expect(running.counts.stoppedListening).toBe(1);
    expect(running.actor.getSnapshot().status).toBe('done');
  });

  it('keeps the registration id and the frame height, and scrolls to the top', async () => {
    const running = await reach([REGISTRATION_ID, HEIGHT, SCROLL_TOP]);
    const { context } = running.actor.getSnapshot();
    expect(context.registrationId).toBe('SBX-1');
    expect(context.frameHeight).toBe(1234);
    expect(running.counts.scrolled).toBe(1);
    expect(running.actor.getSnapshot().value).toEqual({ listening: 'ready' });
  });

  it('saves the registration data, confirms the booking, and goes home once the candidate continues', async () => {
    const running = await reach([REGISTRATION]);
    expect(running.actor.getSnapshot().hasTag(SCREENING_WIDGET_TAGS.busy)).toBe(true);
    expect(running.saved).toEqual([DATA]);
    await running.play(SAVED);
    expect(running.actor.getSnapshot().hasTag(SCREENING_WIDGET_TAGS.booked)).toBe(true);
    expect(running.actor.getSnapshot().context.registration).toEqual(DATA);
    expect(running.counts.left).toBe(0);
    await running.play({ type: 'booking.continue' });
    expect(running.counts.left).toBe(1);
    expect(running.actor.getSnapshot().value).toBe('home');
  });

  it('shows a failed save, and saves again on a retry or a new booking', async () => {
    const failure = new Error('503');
    const running = await reach([REGISTRATION, { ...SAVE_FAILED, error: failure }]);
    expect(running.actor.getSnapshot().hasTag(SCREENING_WIDGET_TAGS.error)).toBe(true);
    expect(running.actor.getSnapshot().context.saveError).toBe(failure);
    expect(running.counts.left).toBe(0);
    await running.play({ type: 'save.retry' });
    expect(running.actor.getSnapshot().context.saveError).toBeNull();
    await running.play(SAVE_FAILED);
    await running.play(REGISTRATION);
    expect(running.saved).toHaveLength(3);
    await running.play(SAVED);
    expect(running.actor.getSnapshot().value).toEqual({ listening: 'booked' });
  });

  it('ignores and logs a message from another origin, a malformed one and an unknown type', async () => {
    const running = await reach([]);
    for (const event of [FOREIGN_HOME, FOREIGN_REGISTRATION, MALFORMED, UNKNOWN, message('not an object')]) {
      await running.play(event);
    }
    expect(running.ignored).toHaveLength(5);
    expect(running.actor.getSnapshot().value).toEqual({ listening: 'ready' });
    expect(running.saved).toEqual([]);
    expect(running.counts.left).toBe(0);
  });
});

describe('screening widget machine: forbidden transitions', () => {
  it.each<[string, AnyEventObject[], AnyEventObject]>([
    ['a foreign message 2', [], FOREIGN_HOME],
    ['a foreign message 6', [], FOREIGN_REGISTRATION],
    ['a message 6 without a registration id', [], message({ type: 6, data: { registration_id: '' } })],
    ['a height that is not a number', [], MALFORMED],
    ['message 2 while saving', [REGISTRATION], HOME],
    ['a second booking while saving', [REGISTRATION], message({ type: 6, data: { ...DATA, registration_id: 'SBX-2' } })],
    ['a retry with nothing to retry', [], { type: 'save.retry' }],
    ['a retry while saving', [REGISTRATION], { type: 'save.retry' }],
    ['continue before anything is booked', [], { type: 'booking.continue' }],
    ['continue while saving', [REGISTRATION], { type: 'booking.continue' }],
  ])('%s changes nothing', async (_, before, event) => {
    const running = await reach(before);
    const snapshot = running.actor.getSnapshot();
    const counts = () => [running.saved.length, running.counts.left, running.counts.scrolled];
    const countsBefore = counts();
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.actor.getSnapshot().context).toEqual(snapshot.context);
    expect(counts()).toEqual(countsBefore);
  });

  it('takes nothing once home', async () => {
    const running = await reach([HOME]);
    await running.play(REGISTRATION);
    expect(running.saved).toEqual([]);
    expect(running.counts.left).toBe(1);
  });
});
