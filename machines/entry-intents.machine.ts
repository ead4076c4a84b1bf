/**
 * The intents of an entry form: one line of a section kept as numbered entries (employers, referees, directorships;
 * spec 001 §2, §4, §8). What each button asks, and where the page goes once the server has answered. The sections
 * differ in which buttons they have (`input`: whether the line can be removed, whether the section can be skipped)
 * and in what the page's own actions do (`goOn`: the next entry, the summary or home).
 *
 * - editing: `entry.save` with the form's body and where a save leads (`after`) → saving; `remove.open` →
 *   removeDialog and `skip.open` → skipDialog where the section has them; `entry.unknown` (a submit without a known
 *   intent) → showNoIntent, still editing.
 * - saving: save runs with the body. A refusal → editing with showRefusal (the server's field errors on the form).
 *   Saved: after `next` → goToNextEntry; after `home` → leave; after `onward`, the completion's issues, if any →
 *   editing with showIssues, else goOn with the count of lines saved. A failure → editing with showFailure.
 * - removeDialog.open: `dialog.close` → editing; `remove.confirm` with the line's id → removing: remove; removed →
 *   goToEarlierEntry; a refusal or failure closes the dialog and shows it on the form as above.
 * - skipDialog.open: `dialog.close` → editing; `skip.submit` with the dialog's body → skipping: skip; skipped →
 *   leave; a refusal → the dialog with showRefusal on its own form; a failure → the dialog with showFailure.
 * - left (final): the page is on its way elsewhere; its buttons stay disabled.
 *
 * The SPA provides the actors and the actions; the defaults fail loudly so a missing provide() cannot pass for a
 * working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MessageId } from '../domain/messages';
import { missingAction, notProvided } from './not-provided';

/** The server's field errors, as its 400 (or 409) body gives them. */
export type EntryRefusal = Record<string, unknown>;

/** What an actor resolves with; a failure it cannot explain (the network, a server fault) is a rejection. */
export type SaveEntryAnswer =
  /** The completion's issues over the saved response, as message ids (none when the section has no such check),
   * and how many lines the section holds once saved. */
  | { outcome: 'saved'; issues: readonly MessageId[]; lines: number }
  | { outcome: 'refused'; error: EntryRefusal };
export type WriteAnswer = { outcome: 'done' } | { outcome: 'refused'; error: EntryRefusal };

/** Where a successful save leads: the next entry (Add another), home ('Save and Go back'), or on (Save, Next). */
export type EntryAfter = 'next' | 'home' | 'onward';

/** Which form a refusal or failure is shown on: the entry's, or the skip dialog's. */
export type EntryForm = 'entry' | 'skip';

export type EntryIntentsEvent =
  | { type: 'entry.save'; body: unknown; after: EntryAfter }
  | { type: 'entry.unknown' }
  | { type: 'remove.open' }
  | { type: 'skip.open' }
  | { type: 'dialog.close' }
  /** Remove in the dialog, with the saved line's id (null for a line not saved yet: nothing to delete). */
  | { type: 'remove.confirm'; id: number | null }
  | { type: 'skip.submit'; body: unknown };

/** The buttons the section has besides saving. */
export interface EntryIntentsInput {
  remove: boolean;
  skip: boolean;
}

export interface EntryIntentsContext extends EntryIntentsInput {
  after: EntryAfter;
}

/** Tags the page asks about: its buttons wait while busy; which dialog is open. */
export const ENTRY_INTENT_TAGS = { busy: 'busy', removeDialog: 'removeDialog', skipDialog: 'skipDialog' } as const;

const refusalOf = (answer: SaveEntryAnswer | WriteAnswer): EntryRefusal => (answer.outcome === 'refused' ? answer.error : {});

export const entryIntentsMachine = setup({
  types: {
    context: {} as EntryIntentsContext,
    events: {} as EntryIntentsEvent,
    input: {} as EntryIntentsInput,
  },
  actors: {
    save: fromPromise<SaveEntryAnswer, { body: unknown }>(notProvided('save')),
    remove: fromPromise<WriteAnswer, { id: number | null }>(notProvided('remove')),
    skip: fromPromise<WriteAnswer, { body: unknown }>(notProvided('skip')),
  },
  guards: {
    canRemove: ({ context }) => context.remove,
    canSkip: ({ context }) => context.skip,
    isRefused: (_, params: { answer: SaveEntryAnswer | WriteAnswer }) => params.answer.outcome === 'refused',
    goesTo: ({ context }, params: { after: EntryAfter }) => context.after === params.after,
    hasIssues: (_, params: { answer: SaveEntryAnswer }) => params.answer.outcome === 'saved' && params.answer.issues.length > 0,
  },
  actions: {
    showNoIntent: missingAction('showNoIntent'),
    showRefusal: (_, _params: { form: EntryForm; error: EntryRefusal }) => missingAction('showRefusal')(),
    showFailure: (_, _params: { form: EntryForm }) => missingAction('showFailure')(),
    showIssues: (_, _params: { issues: readonly MessageId[] }) => missingAction('showIssues')(),
    goOn: (_, _params: { lines: number }) => missingAction('goOn')(),
    goToNextEntry: missingAction('goToNextEntry'),
    goToEarlierEntry: missingAction('goToEarlierEntry'),
    leave: missingAction('leave'),
  },
}).createMachine({
  id: 'entryIntents',
  initial: 'editing',
  context: ({ input }) => ({ remove: input.remove, skip: input.skip, after: 'onward' }),
  states: {
    editing: {
      on: {
        'entry.save': { target: 'saving', actions: assign({ after: ({ event }) => event.after }) },
        'entry.unknown': { actions: 'showNoIntent' },
        'remove.open': { guard: 'canRemove', target: 'removeDialog' },
        'skip.open': { guard: 'canSkip', target: 'skipDialog' },
      },
    },
    saving: {
      tags: [ENTRY_INTENT_TAGS.busy],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => ({ body: event.type === 'entry.save' ? event.body : null }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: { type: 'showRefusal', params: ({ event }) => ({ form: 'entry', error: refusalOf(event.output) }) },
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
          {
            target: 'left',
            actions: { type: 'goOn', params: ({ event }) => ({ lines: event.output.outcome === 'saved' ? event.output.lines : 0 }) },
          },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: { form: 'entry' } } },
      },
    },
    removeDialog: {
      tags: [ENTRY_INTENT_TAGS.removeDialog],
      initial: 'open',
      states: {
        open: {
          on: { 'dialog.close': '#entryIntents.editing', 'remove.confirm': 'removing' },
        },
        removing: {
          tags: [ENTRY_INTENT_TAGS.busy],
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ event }) => ({ id: event.type === 'remove.confirm' ? event.id : null }),
            onDone: [
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) },
                target: '#entryIntents.editing',
                actions: { type: 'showRefusal', params: ({ event }) => ({ form: 'entry', error: refusalOf(event.output) }) },
              },
              { target: '#entryIntents.left', actions: 'goToEarlierEntry' },
            ],
            onError: { target: '#entryIntents.editing', actions: { type: 'showFailure', params: { form: 'entry' } } },
          },
        },
      },
    },
    skipDialog: {
      tags: [ENTRY_INTENT_TAGS.skipDialog],
      initial: 'open',
      states: {
        open: {
          on: { 'dialog.close': '#entryIntents.editing', 'skip.submit': 'skipping' },
        },
        skipping: {
          tags: [ENTRY_INTENT_TAGS.busy],
          invoke: {
            id: 'skip',
            src: 'skip',
            input: ({ event }) => ({ body: event.type === 'skip.submit' ? event.body : null }),
            onDone: [
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) },
                target: 'open',
                actions: { type: 'showRefusal', params: ({ event }) => ({ form: 'skip', error: refusalOf(event.output) }) },
              },
              { target: '#entryIntents.left', actions: 'leave' },
            ],
            onError: { target: 'open', actions: { type: 'showFailure', params: { form: 'skip' } } },
          },
        },
      },
    },
    left: {
      type: 'final',
      tags: [ENTRY_INTENT_TAGS.busy],
    },
  },
});
