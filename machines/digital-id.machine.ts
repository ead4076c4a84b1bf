/**
 * The digital ID identity validation (spec 000 §2 "Consent and verification steps", §4 "Digital ID identity
 * validation", §7, §8, §9 "Polling"): the candidate picks a provider, verifies there, and is back with a session
 * whose results decide the step.
 *
 * - A plain visit → checking: checkResults asks whether the results are already successful → alreadyVerified
 *   (final; leave goes home); otherwise, a failed look-up too → list.
 * - list: the providers; provider.verify → launching.
 * - launching: launch creates a hosted session for the chosen provider; its launch URL → redirecting (final;
 *   openLaunchUrl, the page navigates away). A failure → list.
 * - A return with action fetch → fetching: getResults once. Done and successful → verified (final); done and not
 *   successful → list with the error code; not done yet → polling.waiting, the fetch counting as the first
 *   attempt. A failure → retrying, which fetches again after retryDelay.
 * - A return with action poll → polling.asking: getResults at once, then after each unfinished answer or failure
 *   (logged with logPollError, nothing shown) polling.waiting for pollInterval, up to DIGITAL_ID_POLL_ATTEMPTS
 *   further attempts; then the machine gives up → list. Answers end it as in fetching.
 *
 * The SPA provides the actors and the openLaunchUrl, leave and logPollError actions; the defaults fail loudly so
 * a missing provide() cannot pass for a working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  DIGITAL_ID_POLL_ATTEMPTS,
  DIGITAL_ID_POLL_INTERVAL_MS,
  DIGITAL_ID_RETRY_DELAY_MS,
  type DigitalIdReturn,
} from '../domain/identity-validation';
import { failureParams } from './actor-answers';
import { notProvided } from './not-provided';

export interface DigitalIdInput {
  /** The session the candidate is back from (domain's digitalIdReturnOf); null on a plain visit. */
  returned: DigitalIdReturn | null;
}

/** Why the list shows an error. */
export type DigitalIdFailure =
  /** Creating the hosted session failed. */
  | { kind: 'launch' }
  /** The session ended without success; the code's reason comes from domain's digitalIdFailureReason. */
  | { kind: 'result'; errorCode: string | null }
  /** The results were still not there after the last attempt. */
  | { kind: 'gaveUp' };

export interface DigitalIdContext extends DigitalIdInput {
  /** The provider the candidate chose to verify with. */
  providerId: string | null;
  /** Further attempts made while polling; the first ask after the return is not one. */
  pollAttempts: number;
  failure: DigitalIdFailure | null;
}

/** What getResults resolves with: the session's state as get_session_results answers it (spec 000 §3). */
export interface DigitalIdSessionResult {
  done: boolean;
  success: boolean;
  errorCode: string | null;
}

/** The keys getResults asks with. */
export type DigitalIdResultsKeys = Pick<DigitalIdReturn, 'sessionId' | 'resultsAccessKey'>;

export type DigitalIdEvent = { type: 'provider.verify'; providerId: string };

/** Tags the page asks about: the spinner instead of the list. */
export const DIGITAL_ID_TAGS = { busy: 'busy' } as const;

const resultsKeysOf = ({ returned }: DigitalIdContext): DigitalIdResultsKeys => ({
  sessionId: returned?.sessionId ?? '',
  resultsAccessKey: returned?.resultsAccessKey ?? '',
});

export const digitalIdMachine = setup({
  types: {
    context: {} as DigitalIdContext,
    events: {} as DigitalIdEvent,
    input: {} as DigitalIdInput,
  },
  actors: {
    /** GET /providers/trinsic/get_trinsic_results/{guid}/: success. */
    checkResults: fromPromise<boolean>(notProvided('checkResults')),
    /** POST /providers/trinsic/created_hosted_session/{guid}/: the launch URL. */
    launch: fromPromise<string, { providerId: string }>(notProvided('launch')),
    /** POST /providers/trinsic/get_session_results/{guid}/: the session. */
    getResults: fromPromise<DigitalIdSessionResult, DigitalIdResultsKeys>(notProvided('getResults')),
  },
  delays: {
    pollInterval: DIGITAL_ID_POLL_INTERVAL_MS,
    retryDelay: DIGITAL_ID_RETRY_DELAY_MS,
  },
  guards: {
    returnedToFetch: ({ context }) => context.returned?.action === 'fetch',
    returnedToPoll: ({ context }) => context.returned?.action === 'poll',
    isTrue: (_, params: { value: boolean }) => params.value,
    isVerified: (_, params: { result: DigitalIdSessionResult }) => params.result.done && params.result.success,
    hasEnded: (_, params: { result: DigitalIdSessionResult }) => params.result.done,
    attemptsLeft: ({ context }) => context.pollAttempts < DIGITAL_ID_POLL_ATTEMPTS,
  },
  actions: {
    chooseProvider: assign((_, params: { providerId: string }) => ({ providerId: params.providerId, failure: null })),
    rememberLaunchFailure: assign({ failure: { kind: 'launch' } satisfies DigitalIdFailure }),
    rememberResultFailure: assign((_, params: { errorCode: string | null }) => ({
      failure: { kind: 'result', errorCode: params.errorCode } satisfies DigitalIdFailure,
    })),
    rememberGaveUp: assign({ failure: { kind: 'gaveUp' } satisfies DigitalIdFailure }),
    countAttempt: assign(({ context }) => ({ pollAttempts: context.pollAttempts + 1 })),
    // Attempts belong to one wait for results; none is under way once the list shows.
    forgetAttempts: assign({ pollAttempts: 0 }),
    openLaunchUrl: (_, _params: { url: string }) => {
      throw new Error('openLaunchUrl is not provided');
    },
    leave: () => {
      throw new Error('leave is not provided');
    },
    logPollError: (_, _params: { error: unknown }) => {
      throw new Error('logPollError is not provided');
    },
  },
}).createMachine({
  id: 'digitalId',
  context: ({ input }) => ({ ...input, providerId: null, pollAttempts: 0, failure: null }),
  initial: 'entering',
  states: {
    // Passed through at once: the address decides where the flow starts.
    entering: {
      always: [
        { guard: 'returnedToFetch', target: 'fetching' },
        { guard: 'returnedToPoll', target: 'polling' },
        { target: 'checking' },
      ],
    },
    checking: {
      tags: [DIGITAL_ID_TAGS.busy],
      invoke: {
        id: 'checkResults',
        src: 'checkResults',
        onDone: [
          { guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) }, target: 'alreadyVerified' },
          { target: 'list' },
        ],
        // Spec 000 §4: a failed status look-up counts as not complete.
        onError: { target: 'list' },
      },
    },
    list: {
      entry: 'forgetAttempts',
      on: {
        'provider.verify': {
          target: 'launching',
          actions: { type: 'chooseProvider', params: ({ event }) => ({ providerId: event.providerId }) },
        },
      },
    },
    launching: {
      tags: [DIGITAL_ID_TAGS.busy],
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => ({ providerId: context.providerId ?? '' }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'openLaunchUrl', params: ({ event }) => ({ url: event.output }) },
        },
        onError: { target: 'list', actions: 'rememberLaunchFailure' },
      },
    },
    // The spinner stays until the provider's page replaces this one.
    redirecting: { type: 'final', tags: [DIGITAL_ID_TAGS.busy] },
    fetching: {
      tags: [DIGITAL_ID_TAGS.busy],
      invoke: {
        id: 'fetchResults',
        src: 'getResults',
        input: ({ context }) => resultsKeysOf(context),
        onDone: [
          { guard: { type: 'isVerified', params: ({ event }) => ({ result: event.output }) }, target: 'verified' },
          {
            guard: { type: 'hasEnded', params: ({ event }) => ({ result: event.output }) },
            target: 'list',
            actions: { type: 'rememberResultFailure', params: ({ event }) => ({ errorCode: event.output.errorCode }) },
          },
          // Not there yet: wait for them as a poll would, this fetch having been the first attempt.
          { target: 'polling.waiting' },
        ],
        onError: { target: 'retrying' },
      },
    },
    retrying: {
      tags: [DIGITAL_ID_TAGS.busy],
      after: { retryDelay: { target: 'fetching' } },
    },
    polling: {
      tags: [DIGITAL_ID_TAGS.busy],
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'pollResults',
            src: 'getResults',
            input: ({ context }) => resultsKeysOf(context),
            onDone: [
              {
                guard: { type: 'isVerified', params: ({ event }) => ({ result: event.output }) },
                target: '#digitalId.verified',
              },
              {
                guard: { type: 'hasEnded', params: ({ event }) => ({ result: event.output }) },
                target: '#digitalId.list',
                actions: {
                  type: 'rememberResultFailure',
                  params: ({ event }) => ({ errorCode: event.output.errorCode }),
                },
              },
              { guard: 'attemptsLeft', target: 'waiting' },
              { target: '#digitalId.list', actions: 'rememberGaveUp' },
            ],
            // Spec 000 §8: polling errors are only logged; the failed attempt still counts.
            onError: [
              {
                guard: 'attemptsLeft',
                target: 'waiting',
                actions: { type: 'logPollError', params: failureParams },
              },
              {
                target: '#digitalId.list',
                actions: [{ type: 'logPollError', params: failureParams }, 'rememberGaveUp'],
              },
            ],
          },
        },
        waiting: {
          after: { pollInterval: { target: 'asking', actions: 'countAttempt' } },
        },
      },
    },
    verified: { type: 'final' },
    alreadyVerified: { type: 'final', tags: [DIGITAL_ID_TAGS.busy], entry: 'leave' },
  },
});
