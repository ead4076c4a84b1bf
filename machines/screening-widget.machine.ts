/**
 * The collection-site widget's postMessage protocol (spec 000 §2 "Drug-screening collection", §4 "Drug-test widget
 * messages"; docs/providers/screening.md), for the drug screening and occupational health steps alike.
 *
 * - listenToWidget (a callback actor the SPA provides, so this file needs no DOM) forwards every message the
 *   window receives as `widget.message` with its origin and data, for as long as the step is open.
 * - A message from any origin but the widget's, or in a shape domain/screening.ts does not accept, is ignored
 *   (ignoreMessage logs it) and changes nothing.
 * - 2 → home (final; leave). 3 → the registration id is kept. 5 → the frame's height is kept. 7 → scrollToTop.
 *   6 → saving: saveRegistration hands its data to the server; done → booked, where the page confirms the site
 *   booked and `booking.continue` goes home (a new 6 books again); a failure → failed, where a new 6 or
 *   `save.retry` saves again.
 * - While saving, 2 and 6 are ignored: the booking being saved decides where the page goes.
 *
 * The defaults fail loudly so a missing provide() cannot pass for a working page.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  readScreeningWidgetMessage,
  SCREENING_MESSAGE,
  type ScreeningRegistrationData,
  type ScreeningWidgetMessage,
} from '../domain/screening';
import { failureParams } from './actor-answers';
import { notProvided } from './not-provided';

export interface ScreeningWidgetInput {
  /** The widget's origin (of its address), the only one whose messages count. */
  widgetOrigin: string;
}

export interface ScreeningWidgetContext extends ScreeningWidgetInput {
  registrationId: string | null;
  /** The height the widget asked for, in CSS pixels; null until it asks. */
  frameHeight: number | null;
  /** The registration being saved, or that failed to save. */
  registration: ScreeningRegistrationData | null;
  /** Why the last save failed, while failed. */
  saveError: unknown;
}

export type ScreeningWidgetEvent =
  | { type: 'widget.message'; origin: string; data: unknown }
  | { type: 'save.retry' }
  | { type: 'booking.continue' };

export type WidgetMessageEvent = Extract<ScreeningWidgetEvent, { type: 'widget.message' }>;

export const SCREENING_WIDGET_TAGS = { busy: 'busy', error: 'error', booked: 'booked' } as const;

/** The message, when it comes from the widget in an accepted shape. */
const accepted = (context: ScreeningWidgetContext, event: ScreeningWidgetEvent): ScreeningWidgetMessage | null =>
  event.type === 'widget.message' && event.origin === context.widgetOrigin ? readScreeningWidgetMessage(event.data) : null;

export const screeningWidgetMachine = setup({
  types: {
    context: {} as ScreeningWidgetContext,
    events: {} as ScreeningWidgetEvent,
    input: {} as ScreeningWidgetInput,
  },
  actors: {
    /** Forwards the window's messages as `widget.message` events; removes its listener when stopped. */
    listenToWidget: fromCallback<ScreeningWidgetEvent>(() => {
      throw new Error('listenToWidget is not provided');
    }),
    /** POST /providers/screening_registration with the registration's data. */
    saveRegistration: fromPromise<unknown, ScreeningRegistrationData>(notProvided('saveRegistration')),
  },
  guards: {
    isRejected: ({ context, event }) => accepted(context, event) === null,
    isType: ({ context, event }, params: { type: ScreeningWidgetMessage['type'] | readonly number[] }) => {
      const type = accepted(context, event)?.type;
      return type !== undefined && (typeof params.type === 'number' ? type === params.type : params.type.includes(type));
    },
  },
  actions: {
    keepRegistrationId: assign(({ context, event }) => {
      const message = accepted(context, event);
      return message?.type === SCREENING_MESSAGE.registrationId ? { registrationId: message.registration_id } : {};
    }),
    keepHeight: assign(({ context, event }) => {
      const message = accepted(context, event);
      return message?.type === SCREENING_MESSAGE.height ? { frameHeight: message.height } : {};
    }),
    keepRegistration: assign(({ context, event }) => {
      const message = accepted(context, event);
      return message?.type === SCREENING_MESSAGE.registration
        ? { registration: message.data, registrationId: message.data.registration_id, saveError: null }
        : {};
    }),
    rememberSaveError: assign((_, params: { error: unknown }) => ({ saveError: params.error })),
    clearSaveError: assign({ saveError: null }),
    ignoreMessage: (_, _params: { event: WidgetMessageEvent }) => {
      throw new Error('ignoreMessage is not provided');
    },
    scrollToTop: () => {
      throw new Error('scrollToTop is not provided');
    },
    leave: () => {
      throw new Error('leave is not provided');
    },
  },
}).createMachine({
  id: 'screeningWidget',
  context: ({ input }) => ({ ...input, registrationId: null, frameHeight: null, registration: null, saveError: null }),
  initial: 'listening',
  states: {
    listening: {
      invoke: { id: 'listenToWidget', src: 'listenToWidget' },
      initial: 'ready',
      on: {
        'widget.message': [
          {
            guard: 'isRejected',
            actions: { type: 'ignoreMessage', params: ({ event }) => ({ event }) },
          },
          { guard: { type: 'isType', params: { type: SCREENING_MESSAGE.home } }, target: 'home' },
          {
            guard: { type: 'isType', params: { type: SCREENING_MESSAGE.registrationId } },
            actions: 'keepRegistrationId',
          },
          { guard: { type: 'isType', params: { type: SCREENING_MESSAGE.height } }, actions: 'keepHeight' },
          { guard: { type: 'isType', params: { type: SCREENING_MESSAGE.scrollTop } }, actions: 'scrollToTop' },
          {
            guard: { type: 'isType', params: { type: SCREENING_MESSAGE.registration } },
            target: '.saving',
            actions: 'keepRegistration',
          },
        ],
      },
      states: {
        ready: {},
        saving: {
          tags: [SCREENING_WIDGET_TAGS.busy],
          on: {
            'widget.message': {
              guard: {
                type: 'isType',
                params: { type: [SCREENING_MESSAGE.home, SCREENING_MESSAGE.registration] },
              },
              actions: { type: 'ignoreMessage', params: ({ event }) => ({ event }) },
            },
          },
          invoke: {
            id: 'saveRegistration',
            src: 'saveRegistration',
            input: ({ context }) => context.registration as ScreeningRegistrationData,
            onDone: { target: 'booked' },
            onError: { target: 'failed', actions: { type: 'rememberSaveError', params: failureParams } },
          },
        },
        // Saved: the page names the site booked before the candidate goes home.
        booked: {
          tags: [SCREENING_WIDGET_TAGS.booked],
          on: { 'booking.continue': { target: '#screeningWidget.home' } },
        },
        failed: {
          tags: [SCREENING_WIDGET_TAGS.error],
          on: { 'save.retry': { target: 'saving', actions: 'clearSaveError' } },
        },
      },
    },
    home: { type: 'final', entry: 'leave' },
  },
});
