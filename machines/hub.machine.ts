/**
 * The home page's flow (spec 000 §2 "Home page", §4): load what the sections' progress depends on, show the
 * list, and confirm and submit the whole response. docs/hub.md describes the screen around it.
 *
 * - loading: loadProgress runs; its answer → ready, a failure → loadFailed (load.retry → loading).
 * - ready: the list; finish.open → confirming, only when every listed section is complete.
 * - confirming: the Confirm data dialog; confirm.close → ready, confirm.submit → completing.
 * - completing: complete runs; an answer with status done → completed (final), any other answer or a
 *   failure → failing, which keeps the dialog open with the reason (confirm.submit again, or confirm.close).
 *
 * The SPA provides the actors (loadProgress, complete) and the showCompletion action; the defaults here fail
 * loudly so a missing provide() cannot pass for a working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Progress } from '../domain/progress';
import type { ResponseStatus } from '../domain/reference-response';
import { failureParams } from './actor-answers';

/** Why completing failed, as the confirm dialog shows it. */
export interface CompletionFailure {
  /** The server's own words, when it gave any. */
  detail: string | null;
  /** Section slugs the server found incomplete. */
  missingSections: string[];
}

/** What the complete actor resolves with: the answer's status decides whether the response is done. */
export interface CompletionAnswer {
  status: ResponseStatus;
}

export interface HubContext {
  /** Null until loadProgress has answered. */
  progress: Progress | null;
  /** Set while the dialog shows a failed completion. */
  failure: CompletionFailure | null;
  /** Why loadProgress failed, while in loadFailed: the page decides whether a retry can help. */
  loadError: unknown;
}

export type HubEvent =
  | { type: 'load.retry' }
  | { type: 'finish.open' }
  | { type: 'confirm.close' }
  | { type: 'confirm.submit' };

/** Tags the page asks about: skeleton rows, disabled buttons, and whether the confirm dialog is open. */
export const HUB_TAGS = { loading: 'loading', busy: 'busy', dialog: 'dialog' } as const;

const NO_FAILURE_DETAILS: CompletionFailure = { detail: null, missingSections: [] };

/**
 * The complete actor rejects with a CompletionFailure; anything else it throws (a bug, an unexpected shape) is
 * still a failure, shown without details.
 */
export function completionFailureOf(error: unknown): CompletionFailure {
  if (typeof error !== 'object' || error === null) return NO_FAILURE_DETAILS;
  const { detail, missingSections } = error as Partial<Record<keyof CompletionFailure, unknown>>;
  return {
    detail: typeof detail === 'string' && detail !== '' ? detail : null,
    missingSections: Array.isArray(missingSections) ? missingSections.filter((slug) => typeof slug === 'string') : [],
  };
}

export const hubMachine = setup({
  types: {
    context: {} as HubContext,
    events: {} as HubEvent,
  },
  actors: {
    loadProgress: fromPromise<Progress>(() => Promise.reject(new Error('loadProgress is not provided'))),
    complete: fromPromise<CompletionAnswer>(() => Promise.reject(new Error('complete is not provided'))),
  },
  guards: {
    canFinish: ({ context }) => context.progress?.canFinish === true,
    // Spec 000 §4: the complete call must return status done to reach the completion page.
    isDone: (_, params: { status: ResponseStatus }) => params.status === 'done',
  },
  actions: {
    rememberProgress: assign((_, params: { progress: Progress }) => ({ progress: params.progress })),
    rememberLoadError: assign((_, params: { error: unknown }) => ({ loadError: params.error })),
    clearLoadError: assign({ loadError: null }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: completionFailureOf(params.error) })),
    rememberNotDone: assign({ failure: NO_FAILURE_DETAILS }),
    clearFailure: assign({ failure: null }),
    showCompletion: () => {
      throw new Error('showCompletion is not provided');
    },
  },
}).createMachine({
  id: 'hub',
  context: { progress: null, failure: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [HUB_TAGS.loading],
      invoke: {
        id: 'loadProgress',
        src: 'loadProgress',
        onDone: {
          target: 'ready',
          actions: { type: 'rememberProgress', params: ({ event }) => ({ progress: event.output }) },
        },
        onError: { target: 'loadFailed', actions: { type: 'rememberLoadError', params: failureParams } },
      },
    },
    loadFailed: {
      exit: 'clearLoadError',
      on: { 'load.retry': 'loading' },
    },
    ready: {
      entry: 'clearFailure',
      on: { 'finish.open': { guard: 'canFinish', target: 'confirming' } },
    },
    confirming: {
      tags: [HUB_TAGS.dialog],
      on: { 'confirm.close': 'ready', 'confirm.submit': 'completing' },
    },
    completing: {
      tags: [HUB_TAGS.dialog, HUB_TAGS.busy],
      invoke: {
        id: 'complete',
        src: 'complete',
        onDone: [
          { guard: { type: 'isDone', params: ({ event }) => ({ status: event.output.status }) }, target: 'completed' },
          { target: 'failing', actions: 'rememberNotDone' },
        ],
        onError: { target: 'failing', actions: { type: 'rememberFailure', params: failureParams } },
      },
    },
    failing: {
      tags: [HUB_TAGS.dialog],
      on: { 'confirm.submit': 'completing', 'confirm.close': 'ready' },
    },
    // The dialog stays up, its buttons disabled, until the completion page replaces the hub.
    completed: {
      type: 'final',
      tags: [HUB_TAGS.dialog, HUB_TAGS.busy],
      entry: 'showCompletion',
    },
  },
});
