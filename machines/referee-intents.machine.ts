/**
 * The referee form's intents (spec 001 §2 "Referee pages", §8): Next (or 'Save and Go back') saves the referee,
 * Remove referee asks, then deletes it; and where the page goes once the server has answered.
 *
 * - editing: `referee.save` with the form's body (and `goBack` for 'Save and Go back') → saving; `remove.open` →
 *   removeDialog.
 * - saving: saveReferee runs with the body. A refusal → editing with showRefusal (the server's field errors on the
 *   form). Saved: goBack → leave (home); otherwise goOn (the next referee while under the questionnaire's minimum,
 *   else the summary: domain/referees/options.ts). A failure → editing with showFailure ("There was an error
 *   submitting the form. Please try again.").
 * - removeDialog.open: `dialog.close` → editing; `remove.confirm` with the referee's id → removing: removeReferee;
 *   removed → goToEarlierEntry; a refusal or failure closes the dialog and shows it on the form as above.
 * - left (final): the page is on its way elsewhere; its buttons stay disabled.
 *
 * The SPA provides the two actors and the actions; the defaults fail loudly so a missing provide() cannot pass for a
 * working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { missingAction, notProvided } from './not-provided';

/** The server's field errors, as its 400 (or 409) body gives them. */
export type RefereeRefusal = Record<string, unknown>;

/** What an actor resolves with; a failure it cannot explain (the network, a server fault) is a rejection. */
export type RefereeWriteAnswer = { outcome: 'done' } | { outcome: 'refused'; error: RefereeRefusal };

export type RefereeIntentsEvent =
  | { type: 'referee.save'; body: unknown; goBack: boolean }
  | { type: 'remove.open' }
  | { type: 'dialog.close' }
  | { type: 'remove.confirm'; id: number };

export interface RefereeIntentsContext {
  /** 'Save and Go back' submitted the form: a successful save leads home. */
  goBack: boolean;
}

/** Tags the page asks about: its buttons wait while busy; whether the remove dialog is open. */
export const REFEREE_INTENT_TAGS = { busy: 'busy', removeDialog: 'removeDialog' } as const;

const refusalOf = (answer: RefereeWriteAnswer): RefereeRefusal => (answer.outcome === 'refused' ? answer.error : {});

export const refereeIntentsMachine = setup({
  types: {
    context: {} as RefereeIntentsContext,
    events: {} as RefereeIntentsEvent,
  },
  actors: {
    saveReferee: fromPromise<RefereeWriteAnswer, { body: unknown }>(notProvided('saveReferee')),
    removeReferee: fromPromise<RefereeWriteAnswer, { id: number }>(notProvided('removeReferee')),
  },
  guards: {
    isRefused: (_, params: { answer: RefereeWriteAnswer }) => params.answer.outcome === 'refused',
    goesBack: ({ context }) => context.goBack,
  },
  actions: {
    showRefusal: (_, _params: { error: RefereeRefusal }) => missingAction('showRefusal')(),
    showFailure: missingAction('showFailure'),
    goOn: missingAction('goOn'),
    goToEarlierEntry: missingAction('goToEarlierEntry'),
    leave: missingAction('leave'),
  },
}).createMachine({
  id: 'refereeIntents',
  initial: 'editing',
  context: { goBack: false },
  states: {
    editing: {
      on: {
        'referee.save': { target: 'saving', actions: assign({ goBack: ({ event }) => event.goBack }) },
        'remove.open': 'removeDialog',
      },
    },
    saving: {
      tags: [REFEREE_INTENT_TAGS.busy],
      invoke: {
        id: 'saveReferee',
        src: 'saveReferee',
        input: ({ event }) => ({ body: event.type === 'referee.save' ? event.body : null }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: { type: 'showRefusal', params: ({ event }) => ({ error: refusalOf(event.output) }) },
          },
          { guard: 'goesBack', target: 'left', actions: 'leave' },
          { target: 'left', actions: 'goOn' },
        ],
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    removeDialog: {
      tags: [REFEREE_INTENT_TAGS.removeDialog],
      initial: 'open',
      states: {
        open: {
          on: { 'dialog.close': '#refereeIntents.editing', 'remove.confirm': 'removing' },
        },
        removing: {
          tags: [REFEREE_INTENT_TAGS.busy],
          invoke: {
            id: 'removeReferee',
            src: 'removeReferee',
            input: ({ event }) => ({ id: event.type === 'remove.confirm' ? event.id : 0 }),
            onDone: [
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) },
                target: '#refereeIntents.editing',
                actions: { type: 'showRefusal', params: ({ event }) => ({ error: refusalOf(event.output) }) },
              },
              { target: '#refereeIntents.left', actions: 'goToEarlierEntry' },
            ],
            onError: { target: '#refereeIntents.editing', actions: 'showFailure' },
          },
        },
      },
    },
    left: {
      type: 'final',
      tags: [REFEREE_INTENT_TAGS.busy],
    },
  },
});
