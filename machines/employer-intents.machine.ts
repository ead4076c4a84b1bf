/**
 * The employer step's intents (spec 001 §2 "Employer step", §4, §8): what each button of the page asks, and where
 * the page goes once the server has answered. The gap intents (add-gap, update-gap, remove-gap) belong to the
 * timeline's own dialogs.
 *
 * - editing: `intent` with
 *   - save (Save, or 'Save and Go back' with goBack) or add-employer, and the form's body → saving;
 *   - remove-employer → removeDialog; skip → skipDialog;
 *   - anything else, or none → showNoIntent ("There was an error"), still editing.
 * - saving: saveEmployer runs with the body. A refusal → editing with showRefusal (the server's field errors on
 *   the form). Saved: add-employer → goToNextEntry; goBack → leave (home); otherwise the completion's issues, if
 *   any → editing with showIssues, else → leave. A failure → editing with showFailure ("An unknown error occurred").
 * - removeDialog.open: `dialog.close` → editing; `remove.confirm` with the line's id → removing: removeEmployer; removed →
 *   goToEarlierEntry; a refusal or failure closes the dialog and shows it on the form as above.
 * - skipDialog.open: `dialog.close` → editing; `skip.submit` with the dialog's body → skipping: skipEmployment;
 *   skipped → leave; a refusal → the dialog with showRefusal on its own form; a failure → the dialog with showFailure.
 * - left (final): the page is on its way elsewhere; its buttons stay disabled.
 *
 * The SPA provides the three actors and the actions; the defaults fail loudly so a missing provide() cannot pass
 * for a working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MessageId } from '../domain/messages';
import { missingAction, notProvided } from './not-provided';

/** The intents the employer form and its buttons send (spec 001 §4). */
export const EMPLOYER_INTENTS = ['save', 'add-employer', 'remove-employer', 'skip'] as const;
export type EmployerIntent = (typeof EMPLOYER_INTENTS)[number];

/** The server's field errors, as its 400 (or 409) body gives them. */
export type EmployerRefusal = Record<string, unknown>;

/** What an actor resolves with; a failure it cannot explain (the network, a server fault) is a rejection. */
export type SaveEmployerAnswer =
  /** The completion's issues over the saved response, as message ids: none when the section is complete. */
  | { outcome: 'saved'; issues: readonly MessageId[] }
  | { outcome: 'refused'; error: EmployerRefusal };
export type WriteAnswer = { outcome: 'done' } | { outcome: 'refused'; error: EmployerRefusal };

/** Which form a refusal or failure is shown on: the employer form, or the skip dialog's. */
export type EmployerForm = 'employer' | 'skip';

export type EmployerIntentsEvent =
  /** A submitted form or a pressed button; `intent` is the submitter's, which a stray submit may lack. */
  | { type: 'intent'; intent: string | null; body?: unknown; goBack?: boolean }
  | { type: 'dialog.close' }
  /** Remove in the dialog, with the saved line's id (null for a line not saved yet: nothing to delete). */
  | { type: 'remove.confirm'; id: number | null }
  | { type: 'skip.submit'; body: unknown };

export interface EmployerIntentsContext {
  /** Where a successful save leads: the next entry, home, or home only once the section is complete. */
  after: 'next' | 'home' | 'check';
}

/** Tags the page asks about: its buttons wait while busy; which dialog is open. */
export const EMPLOYER_INTENT_TAGS = { busy: 'busy', removeDialog: 'removeDialog', skipDialog: 'skipDialog' } as const;

type IntentEvent = Extract<EmployerIntentsEvent, { type: 'intent' }>;
const intentOf = (event: EmployerIntentsEvent) => (event.type === 'intent' ? event.intent : null);
const isSaveIntent = (event: IntentEvent) => event.intent === 'save' || event.intent === 'add-employer';

export const employerIntentsMachine = setup({
  types: {
    context: {} as EmployerIntentsContext,
    events: {} as EmployerIntentsEvent,
  },
  actors: {
    saveEmployer: fromPromise<SaveEmployerAnswer, { body: unknown }>(notProvided('saveEmployer')),
    removeEmployer: fromPromise<WriteAnswer, { id: number | null }>(notProvided('removeEmployer')),
    skipEmployment: fromPromise<WriteAnswer, { body: unknown }>(notProvided('skipEmployment')),
  },
  guards: {
    isIntent: ({ event }, params: { intent: EmployerIntent }) => intentOf(event) === params.intent,
    isSaveIntent: ({ event }) => event.type === 'intent' && isSaveIntent(event),
    isRefused: (_, params: { outcome: string }) => params.outcome === 'refused',
    goesTo: ({ context }, params: { after: EmployerIntentsContext['after'] }) => context.after === params.after,
    hasIssues: (_, params: { answer: SaveEmployerAnswer }) =>
      params.answer.outcome === 'saved' && params.answer.issues.length > 0,
  },
  actions: {
    showNoIntent: missingAction('showNoIntent'),
    showRefusal: (_, _params: { form: EmployerForm; error: EmployerRefusal }) => missingAction('showRefusal')(),
    showFailure: (_, _params: { form: EmployerForm }) => missingAction('showFailure')(),
    showIssues: (_, _params: { issues: readonly MessageId[] }) => missingAction('showIssues')(),
    goToNextEntry: missingAction('goToNextEntry'),
    goToEarlierEntry: missingAction('goToEarlierEntry'),
    leave: missingAction('leave'),
  },
}).createMachine({
  id: 'employerIntents',
  initial: 'editing',
  context: { after: 'check' },
  states: {
    editing: {
      on: {
        intent: [
          {
            guard: 'isSaveIntent',
            target: 'saving',
            actions: assign({
              after: ({ event }) => (event.intent === 'add-employer' ? 'next' : event.goBack ? 'home' : 'check'),
            }),
          },
          { guard: { type: 'isIntent', params: { intent: 'remove-employer' } }, target: 'removeDialog' },
          { guard: { type: 'isIntent', params: { intent: 'skip' } }, target: 'skipDialog' },
          { actions: 'showNoIntent' },
        ],
      },
    },
    saving: {
      tags: [EMPLOYER_INTENT_TAGS.busy],
      invoke: {
        id: 'saveEmployer',
        src: 'saveEmployer',
        input: ({ event }) => ({ body: event.type === 'intent' ? event.body : null }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output.outcome }) },
            target: 'editing',
            actions: {
              type: 'showRefusal',
              params: ({ event }) => ({ form: 'employer', error: event.output.outcome === 'refused' ? event.output.error : {} }),
            },
          },
          { guard: { type: 'goesTo', params: { after: 'next' } }, target: 'left', actions: 'goToNextEntry' },
          { guard: { type: 'goesTo', params: { after: 'home' } }, target: 'left', actions: 'leave' },
          {
            guard: { type: 'hasIssues', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: {
              type: 'showIssues',
              params: ({ event }) => ({ issues: event.output.outcome === 'saved' ? event.output.issues : [] }),
            },
          },
          { target: 'left', actions: 'leave' },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: { form: 'employer' } } },
      },
    },
    removeDialog: {
      tags: [EMPLOYER_INTENT_TAGS.removeDialog],
      initial: 'open',
      states: {
        open: {
          on: { 'dialog.close': '#employerIntents.editing', 'remove.confirm': 'removing' },
        },
        removing: {
          tags: [EMPLOYER_INTENT_TAGS.busy],
          invoke: {
            id: 'removeEmployer',
            src: 'removeEmployer',
            input: ({ event }) => ({ id: event.type === 'remove.confirm' ? event.id : null }),
            onDone: [
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output.outcome }) },
                target: '#employerIntents.editing',
                actions: {
                  type: 'showRefusal',
                  params: ({ event }) => ({ form: 'employer', error: event.output.outcome === 'refused' ? event.output.error : {} }),
                },
              },
              { target: '#employerIntents.left', actions: 'goToEarlierEntry' },
            ],
            onError: { target: '#employerIntents.editing', actions: { type: 'showFailure', params: { form: 'employer' } } },
          },
        },
      },
    },
    skipDialog: {
      tags: [EMPLOYER_INTENT_TAGS.skipDialog],
      initial: 'open',
      states: {
        open: {
          on: { 'dialog.close': '#employerIntents.editing', 'skip.submit': 'skipping' },
        },
        skipping: {
          tags: [EMPLOYER_INTENT_TAGS.busy],
          invoke: {
            id: 'skipEmployment',
            src: 'skipEmployment',
            input: ({ event }) => ({ body: event.type === 'skip.submit' ? event.body : null }),
            onDone: [
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ outcome: event.output.outcome }) },
                target: 'open',
                actions: {
                  type: 'showRefusal',
                  params: ({ event }) => ({ form: 'skip', error: event.output.outcome === 'refused' ? event.output.error : {} }),
                },
              },
              { target: '#employerIntents.left', actions: 'leave' },
            ],
            onError: { target: 'open', actions: { type: 'showFailure', params: { form: 'skip' } } },
          },
        },
      },
    },
    left: {
      type: 'final',
      tags: [EMPLOYER_INTENT_TAGS.busy],
    },
  },
});
