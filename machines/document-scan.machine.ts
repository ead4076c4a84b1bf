/**
 * The document scan identity validation, the first provider's flow (spec 000 §2 "Consent and verification
 * steps", §4 "First provider", §7 hooyu calls, §9): the provider's check opens in this window, and once the
 * candidate is back its status is polled until it is final.
 *
 * - A plain visit → checking: checkAbandoned asks whether the candidate abandoned the check → abandoned;
 *   otherwise, a failed look-up too → opening: getLink answers the check's link → redirecting (final;
 *   openLink, the page navigates away). A failure → failed (final).
 * - A return with action poll → polling.abandonment: the same question → abandoned, or → polling.asking:
 *   checkStatus reads the status; abandoned → abandoned; a final one → verified (final); any other, or a
 *   failure (logged with logPollError) → polling.waiting, which asks again after pollInterval, for as long as it
 *   takes.
 * - abandoned: the abandoned dialog; dialog.close → closed (final; leave goes home).
 *
 * The SPA provides the actors and the openLink, leave and logPollError actions; the defaults fail loudly so a
 * missing provide() cannot pass for a working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  DOCUMENT_SCAN_POLL_INTERVAL_MS,
  isDocumentScanAbandoned,
  isDocumentScanFinished,
  type PostRedirectAction,
} from '../domain/identity-validation';
import { failureParams, statusParams } from './actor-answers';
import { notProvided } from './not-provided';

export interface DocumentScanInput {
  /** The post-redirect action in the address (domain's postRedirectActionOf); null on a plain visit. */
  action: PostRedirectAction | null;
}

export interface DocumentScanContext extends DocumentScanInput {
  /** Why the link could not be had, while failed: the page decides whether it is an API failure to show. */
  error: unknown;
}

export type DocumentScanEvent = { type: 'dialog.close' };

/**
 * Tags the page asks about: 'Verifying your data' while the check is being opened, 'Finishing up' (and 'Go back
 * to providers' disabled) while its results are awaited, and the abandoned dialog.
 */
export const DOCUMENT_SCAN_TAGS = { busy: 'busy', awaiting: 'awaiting', dialog: 'dialog' } as const;

export const documentScanMachine = setup({
  types: {
    context: {} as DocumentScanContext,
    events: {} as DocumentScanEvent,
    input: {} as DocumentScanInput,
  },
  actors: {
    /** GET /providers/hooyu/is_abandoned/{guid}: abandoned. */
    checkAbandoned: fromPromise<boolean>(notProvided('checkAbandoned')),
    /** GET /providers/hooyu/identity_verification/status/{guid}: the check's link. */
    getLink: fromPromise<string>(notProvided('getLink')),
    /** GET /providers/hooyu/{guid}/: status, null when there is none yet. */
    checkStatus: fromPromise<string | null>(notProvided('checkStatus')),
  },
  delays: {
    pollInterval: DOCUMENT_SCAN_POLL_INTERVAL_MS,
  },
  guards: {
    returnedToPoll: ({ context }) => context.action === 'poll',
    isTrue: (_, params: { value: boolean }) => params.value,
    isFinished: (_, params: { status: string | null }) => isDocumentScanFinished(params.status),
    isAbandoned: (_, params: { status: string | null }) => isDocumentScanAbandoned(params.status),
  },
  actions: {
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    openLink: (_, _params: { url: string }) => {
      throw new Error('openLink is not provided');
    },
    leave: () => {
      throw new Error('leave is not provided');
    },
    logPollError: (_, _params: { error: unknown }) => {
      throw new Error('logPollError is not provided');
    },
  },
}).createMachine({
  id: 'documentScan',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'entering',
  states: {
    // Passed through at once: the address decides where the flow starts.
    entering: {
      always: [{ guard: 'returnedToPoll', target: 'polling' }, { target: 'checking' }],
    },
    checking: {
      tags: [DOCUMENT_SCAN_TAGS.busy],
      invoke: {
        id: 'checkAbandoned',
        src: 'checkAbandoned',
        onDone: [
          { guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) }, target: 'abandoned' },
          { target: 'opening' },
        ],
        // Spec 000 §4: a failed status look-up counts as not complete.
        onError: { target: 'opening' },
      },
    },
    opening: {
      tags: [DOCUMENT_SCAN_TAGS.busy],
      invoke: {
        id: 'getLink',
        src: 'getLink',
        onDone: {
          target: 'redirecting',
          actions: { type: 'openLink', params: ({ event }) => ({ url: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'rememberError', params: failureParams } },
      },
    },
    // 'Verifying your data' stays until the provider's page replaces this one.
    redirecting: { type: 'final', tags: [DOCUMENT_SCAN_TAGS.busy] },
    failed: { type: 'final' },
    polling: {
      tags: [DOCUMENT_SCAN_TAGS.awaiting],
      initial: 'abandonment',
      states: {
        abandonment: {
          invoke: {
            id: 'checkAbandoned',
            src: 'checkAbandoned',
            onDone: [
              {
                guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
                target: '#documentScan.abandoned',
              },
              { target: 'asking' },
            ],
            onError: { target: 'asking' },
          },
        },
        asking: {
          invoke: {
            id: 'checkStatus',
            src: 'checkStatus',
            onDone: [
              // Walked away while its results were awaited: the same dialog as on arrival, not an endless wait.
              {
                guard: { type: 'isAbandoned', params: statusParams },
                target: '#documentScan.abandoned',
              },
              {
                guard: { type: 'isFinished', params: statusParams },
                target: '#documentScan.verified',
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting', actions: { type: 'logPollError', params: failureParams } },
          },
        },
        waiting: {
          after: { pollInterval: { target: 'asking' } },
        },
      },
    },
    abandoned: {
      tags: [DOCUMENT_SCAN_TAGS.dialog],
      on: { 'dialog.close': 'closed' },
    },
    closed: { type: 'final', entry: 'leave' },
    verified: { type: 'final' },
  },
});
