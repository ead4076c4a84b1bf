/**
 * Instant employment verification (spec 000 §2 "Consent and verification steps", §4, §5, §7, §8): the
 * income-verification service's tax-account page in a frame, with a Decline button and dialog.
 *
 * - The way back with case=fail → unavailable ('Service unavailable'); `home` → left (final; leave goes home).
 * - Otherwise → loading: getOrder reads the request's first order. A finished one → done (final); an open one →
 *   frame, or the decline dialog when the way back says case=cancel; none → creating: createOrder → frame. A
 *   failed read → error (`load.retry` → loading); a failed creation → unavailable.
 * - frame: `frame.error` → unavailable; `decline.open` → declineDialog.
 * - declineDialog: `decline.close` → frame; `decline.submit` with the form's values → declining: decline answers
 *   the declined order → done; a refusal → declineDialog with it (the dialog shows the server's field errors).
 *
 * The SPA provides the actors and the leave action; the defaults fail loudly so a missing provide() cannot pass
 * for a working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { EMPLOYMENT_FRAME_LOAD_TIMEOUT_MS, isOrderFinished, type ReturnCase } from '../domain/employment-verification';
import type { DeclineFormValues } from '../domain/employment-verification.schema';
import { failureParams } from './actor-answers';
import { notProvided } from './not-provided';

export interface EmploymentOrder {
  id: string;
  status: string;
  app_url: string | null;
}

export interface EmploymentVerificationInput {
  /** The case the service's way back carries (domain's returnCaseOf); null on a plain visit. */
  returnCase: ReturnCase | null;
}

export interface EmploymentVerificationContext extends EmploymentVerificationInput {
  order: EmploymentOrder | null;
  /** Why the last decline was refused, while the dialog shows it. */
  declineError: unknown;
}

export type EmploymentVerificationEvent =
  | { type: 'frame.load' }
  | { type: 'frame.error' }
  | { type: 'decline.open' }
  | { type: 'decline.close' }
  | { type: 'decline.submit'; values: DeclineFormValues }
  | { type: 'load.retry' }
  | { type: 'home' };

/** Tags the page asks about: a call in flight, and the decline dialog open. */
export const EMPLOYMENT_VERIFICATION_TAGS = { busy: 'busy', dialog: 'dialog' } as const;

export const employmentVerificationMachine = setup({
  types: {
    context: {} as EmploymentVerificationContext,
    events: {} as EmploymentVerificationEvent,
    input: {} as EmploymentVerificationInput,
  },
  actors: {
    /** GET /providers/mistho/orders?reference_request={id}: the first result, null when there is none. */
    getOrder: fromPromise<EmploymentOrder | null>(notProvided('getOrder')),
    /** POST /providers/mistho/orders?reference_request={id}: the step's order, created at the service. */
    createOrder: fromPromise<EmploymentOrder>(notProvided('createOrder')),
    /** PATCH /providers/mistho/orders/{id}: CANDIDATE_DECLINED with the reason and notes. */
    decline: fromPromise<EmploymentOrder, { orderId: string; values: DeclineFormValues }>(notProvided('decline')),
  },
  delays: {
    frameLoadTimeout: EMPLOYMENT_FRAME_LOAD_TIMEOUT_MS,
  },
  guards: {
    returnedFailed: ({ context }) => context.returnCase === 'fail',
    returnedCancelled: ({ context }) => context.returnCase === 'cancel',
    isMissing: (_, params: { order: EmploymentOrder | null }) => params.order === null,
    isFinished: (_, params: { order: EmploymentOrder | null }) => isOrderFinished(params.order?.status),
    hasPage: (_, params: { order: EmploymentOrder | null }) => Boolean(params.order?.app_url),
  },
  actions: {
    keepOrder: assign((_, params: { order: EmploymentOrder | null }) => ({ order: params.order })),
    rememberDeclineError: assign((_, params: { error: unknown }) => ({ declineError: params.error })),
    forgetDeclineError: assign({ declineError: null }),
    leave: () => {
      throw new Error('leave is not provided');
    },
  },
}).createMachine({
  id: 'employmentVerification',
  context: ({ input }) => ({ ...input, order: null, declineError: null }),
  initial: 'entering',
  states: {
    // Passed through at once: the way back decides where the flow starts.
    entering: {
      always: [{ guard: 'returnedFailed', target: 'unavailable' }, { target: 'loading' }],
    },
    loading: {
      tags: [EMPLOYMENT_VERIFICATION_TAGS.busy],
      invoke: {
        id: 'getOrder',
        src: 'getOrder',
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => ({ order: event.output }) }, target: 'creating' },
          {
            guard: { type: 'isFinished', params: ({ event }) => ({ order: event.output }) },
            target: 'done',
            actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
          },
          // An open order without a page cannot be shown: the service is unavailable.
          {
            guard: { type: 'hasPage', params: ({ event }) => ({ order: event.output }) },
            target: 'opened',
            actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
          },
          { target: 'unavailable', actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) } },
        ],
        onError: { target: 'error' },
      },
    },
    creating: {
      tags: [EMPLOYMENT_VERIFICATION_TAGS.busy],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        onDone: {
          target: 'opened',
          actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: { target: 'unavailable' },
      },
    },
    // Passed through at once: back from the service's Cancel, the decline dialog opens over the page.
    opened: {
      always: [{ guard: 'returnedCancelled', target: 'declineDialog' }, { target: 'waitingForFrame' }],
    },
    waitingForFrame: {
      after: { frameLoadTimeout: 'unavailable' },
      on: {
        'frame.load': 'frame',
        'frame.error': 'unavailable',
        'decline.open': 'declineDialog',
      },
    },
    frame: {
      on: {
        'frame.error': 'unavailable',
        'decline.open': 'declineDialog',
      },
    },
    declineDialog: {
      tags: [EMPLOYMENT_VERIFICATION_TAGS.dialog],
      on: {
        'decline.close': { target: 'frame', actions: 'forgetDeclineError' },
        'decline.submit': { target: 'declining', actions: 'forgetDeclineError' },
      },
    },
    declining: {
      tags: [EMPLOYMENT_VERIFICATION_TAGS.dialog, EMPLOYMENT_VERIFICATION_TAGS.busy],
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context, event }) => ({
          orderId: context.order?.id ?? '',
          values: (event as Extract<EmploymentVerificationEvent, { type: 'decline.submit' }>).values,
        }),
        onDone: {
          target: 'done',
          actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: { target: 'declineDialog', actions: { type: 'rememberDeclineError', params: failureParams } },
      },
    },
    unavailable: {
      on: { home: 'left' },
    },
    error: {
      on: { 'load.retry': 'loading' },
    },
    left: { type: 'final', entry: 'leave' },
    done: { type: 'final' },
  },
});
