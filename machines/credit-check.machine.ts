/**
 * The adverse financial history's credit search (spec 000 §2 "Adverse financial history", §4, §7, §9): a read-only
 * summary and Submit, which starts the search; its status is then polled until it is known.
 *
 * - entering (passed through): a known status → verified; a search already running → polling; else → summary.
 * - summary: step.submit → submitting: submit starts the search and answers its status; a known one → verified,
 *   any other → polling; a failure → failed, keeping the error for the page (a 400 names the details to complete).
 * - failed: step.submit → submitting again.
 * - polling.asking: checkStatus reads credit_status; known → verified; any other, or a failure (logged with
 *   logPollError) → polling.waiting while attempts are left, which asks again after pollInterval, counting the
 *   attempt; with none left → stillPending (at most 1 + CREDIT_CHECK_POLL_ATTEMPTS asks).
 * - stillPending: poll.retry → polling, with the attempts counted afresh.
 * - verified (final): 'Data successfully verified' and Next.
 *
 * The SPA provides the actors and the logPollError action; the defaults fail loudly so a missing provide() cannot
 * pass for a working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { CREDIT_CHECK_POLL_ATTEMPTS, CREDIT_CHECK_POLL_INTERVAL_MS, isCreditStatusKnown } from '../domain/credit-check';
import { failureParams, statusParams } from './actor-answers';
import { notProvided } from './not-provided';

export interface CreditCheckInput {
  /** The credit status when the step opens (GET /providers/hooyu/{guid}/ credit_status); null before any search. */
  creditStatus: string | null;
}

export interface CreditCheckContext {
  /** The credit status as last read; null before any search. */
  status: string | null;
  /** Why the search could not start, while failed: the page shows the details to complete, or a retry. */
  error: unknown;
  /** Further polls made since the last submit or retry; the first ask is not one. */
  pollAttempts: number;
}

export type CreditCheckEvent = { type: 'step.submit' } | { type: 'poll.retry' };

/** Tags the page asks about: a call under way (Submit disabled, the live region says so), and Submit shown. */
export const CREDIT_CHECK_TAGS = { busy: 'busy', canSubmit: 'canSubmit' } as const;

export const creditCheckMachine = setup({
  types: {
    context: {} as CreditCheckContext,
    events: {} as CreditCheckEvent,
    input: {} as CreditCheckInput,
  },
  actors: {
    /** POST /providers/credit_check/{responseGuid}/: the search's credit_status. */
    submit: fromPromise<string | null>(notProvided('submit')),
    /** GET /providers/hooyu/{guid}/: credit_status, null when there is none. */
    checkStatus: fromPromise<string | null>(notProvided('checkStatus')),
  },
  delays: {
    pollInterval: CREDIT_CHECK_POLL_INTERVAL_MS,
  },
  guards: {
    isKnown: ({ context }) => isCreditStatusKnown(context.status),
    isRunning: ({ context }) => context.status !== null,
    attemptsLeft: ({ context }) => context.pollAttempts < CREDIT_CHECK_POLL_ATTEMPTS,
  },
  actions: {
    keepStatus: assign((_, params: { status: string | null }) => ({ status: params.status })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    forgetError: assign({ error: null }),
    countAttempt: assign(({ context }) => ({ pollAttempts: context.pollAttempts + 1 })),
    resetAttempts: assign({ pollAttempts: 0 }),
    logPollError: (_, _params: { error: unknown }) => {
      throw new Error('logPollError is not provided');
    },
  },
}).createMachine({
  id: 'creditCheck',
  context: ({ input }) => ({ status: input.creditStatus, error: null, pollAttempts: 0 }),
  initial: 'entering',
  states: {
    // Passed through at once: the stored status decides where the step starts.
    entering: {
      always: [
        { guard: 'isKnown', target: 'verified' },
        { guard: 'isRunning', target: 'polling' },
        { target: 'summary' },
      ],
    },
    summary: {
      tags: [CREDIT_CHECK_TAGS.canSubmit],
      on: { 'step.submit': 'submitting' },
    },
    submitting: {
      tags: [CREDIT_CHECK_TAGS.busy, CREDIT_CHECK_TAGS.canSubmit],
      entry: ['forgetError', 'resetAttempts'],
      invoke: {
        id: 'submit',
        src: 'submit',
        onDone: { target: 'answered', actions: { type: 'keepStatus', params: statusParams } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: failureParams } },
      },
    },
    // Passed through at once: the search started, or was already there.
    answered: {
      always: [{ guard: 'isKnown', target: 'verified' }, { target: 'polling' }],
    },
    failed: {
      tags: [CREDIT_CHECK_TAGS.canSubmit],
      on: { 'step.submit': 'submitting' },
    },
    polling: {
      tags: [CREDIT_CHECK_TAGS.busy],
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'checkStatus',
            src: 'checkStatus',
            onDone: { target: 'answered', actions: { type: 'keepStatus', params: statusParams } },
            onError: { target: 'answered', actions: { type: 'logPollError', params: failureParams } },
          },
        },
        answered: {
          always: [
            { guard: 'isKnown', target: '#creditCheck.verified' },
            { guard: 'attemptsLeft', target: 'waiting' },
            { target: '#creditCheck.stillPending' },
          ],
        },
        waiting: {
          after: { pollInterval: { target: 'asking', actions: 'countAttempt' } },
        },
      },
    },
    // The search is taking longer than the step waits; the candidate may ask again, or come back later.
    stillPending: {
      on: { 'poll.retry': { target: 'polling', actions: 'resetAttempts' } },
    },
    verified: { type: 'final' },
  },
});
