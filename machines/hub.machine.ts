/**
 * The flow of the home page and of the check of the answers after it (spec 000 §2 "Home page", §4; GOV.UK's "check
 * your answers"): load what the sections' progress depends on, show the list, show every answer, and confirm and
 * submit the whole response. docs/hub.md describes the screens around it. The machine runs on both pages, told
 * which by its input.
 *
 * - loading: loadProgress runs; a failure → loadFailed (load.retry → loading). Its answer → ready on the home page;
 *   on the answers page → reviewing when every section is complete, otherwise → leaving (final, showHub), as the
 *   answers are only checked once there is nothing left to fill in.
 * - ready: the list; finish.open → showingAnswers (final, showAnswers), only when every listed section is complete.
 * - reviewing: every answer with its Change link; confirm.open → confirming.
 * - confirming: the Confirm data dialog; confirm.close → reviewing, confirm.submit → completing.
 * - completing: complete runs; an answer with status done → completed (final), any other answer or a
 *   failure → failing, which keeps the dialog open with the reason (confirm.submit again, or confirm.close).
 *
 * The SPA provides the actors (loadProgress, complete) and the actions that change page (showAnswers, showHub,
 * showCompletion); the defaults here fail loudly so a missing provide() cannot pass for a working page.
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

/** Which page the flow runs on: the home page's list, or the check of the answers before submitting. */
export type HubPage = 'hub' | 'answers';

export interface HubInput {
  page: HubPage;
}

export interface HubContext {
  page: HubPage;
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
  | { type: 'confirm.open' }
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
    input: {} as HubInput,
  },
  actors: {
    loadProgress: fromPromise<Progress>(() => Promise.reject(new Error('loadProgress is not provided'))),
    complete: fromPromise<CompletionAnswer>(() => Promise.reject(new Error('complete is not provided'))),
  },
  guards: {
    canFinish: ({ context }) => context.progress?.canFinish === true,
    onAnswersPage: ({ context }) => context.page === 'answers',
    answersCanBeChecked: ({ context }, params: { progress: Progress }) => context.page === 'answers' && params.progress.canFinish,
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
    showAnswers: () => {
      throw new Error('showAnswers is not provided');
    },
    showHub: () => {
      throw new Error('showHub is not provided');
    },
    showCompletion: () => {
      throw new Error('showCompletion is not provided');
    },
  },
}).createMachine({
  id: 'hub',
  context: ({ input }) => ({ page: input.page, progress: null, failure: null, loadError: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [HUB_TAGS.loading],
      invoke: {
        id: 'loadProgress',
        src: 'loadProgress',
        onDone: [
          {
            guard: { type: 'answersCanBeChecked', params: ({ event }) => ({ progress: event.output }) },
            target: 'reviewing',
            actions: { type: 'rememberProgress', params: ({ event }) => ({ progress: event.output }) },
          },
          {
            guard: 'onAnswersPage',
            target: 'leaving',
            actions: { type: 'rememberProgress', params: ({ event }) => ({ progress: event.output }) },
          },
          { target: 'ready', actions: { type: 'rememberProgress', params: ({ event }) => ({ progress: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'rememberLoadError', params: failureParams } },
      },
    },
    loadFailed: {
      exit: 'clearLoadError',
      on: { 'load.retry': 'loading' },
    },
    ready: {
      on: { 'finish.open': { guard: 'canFinish', target: 'showingAnswers' } },
    },
    // The answers page replaces the list; so does the list an answers page with sections left to complete.
    showingAnswers: { type: 'final', entry: 'showAnswers' },
    leaving: { type: 'final', entry: 'showHub' },
    reviewing: {
      entry: 'clearFailure',
      on: { 'confirm.open': 'confirming' },
    },
    confirming: {
      tags: [HUB_TAGS.dialog],
      on: { 'confirm.close': 'reviewing', 'confirm.submit': 'completing' },
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
      on: { 'confirm.submit': 'completing', 'confirm.close': 'reviewing' },
    },
    // The dialog stays up, its buttons disabled, until the completion page replaces the hub.
    completed: {
      type: 'final',
      tags: [HUB_TAGS.dialog, HUB_TAGS.busy],
      entry: 'showCompletion',
    },
  },
});
