/**
 * The flow of every step completed by signing a document with the e-signing service: the consent and disclosure
 * forms, the ACIC consent, and the AFP, MOJ and NZ driving licence consent forms (spec 000 §2, §4 "consent and
 * other signed-form steps", §7; spec 001 §2 "Consent-form screens", §4 "Consent-form fetching", §7). The six
 * differ only in their document type, which the SPA's actors carry, and in whether the form opens by itself.
 * docs/signed-forms.md describes the screen around it.
 *
 * - checking: checkStatus asks whether the document is signed and sealed → signed; a candidate back from the
 *   signing service with a decline or a failure → notSigned; otherwise (a failed look-up too) → fetching.
 * - fetching.link: getLink answers the document's link (→ ready; one already sealed → signed) or null when there
 *   is none (404) → fetching.request: readRequest answers the request's id → fetching.create: createDocument
 *   answers the new link → ready. Any failure → failed (final; its 'Try again' leads to the hub).
 * - ready: the link is shown; a pending form the candidate has not just come back from opens by itself where
 *   the step asks it (openForm). status.recheck (the candidate is back in this window) → rechecking, which asks
 *   the status again → signed, or back to ready.
 * - notSigned: what the signing service said; signing.retry → fetching (a declined or failed document is
 *   replaced by a new one).
 * - signed (final).
 *
 * The SPA provides the actors and openForm; the defaults fail loudly so a missing provide() cannot pass for a
 * working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  E_SIGNING_ENDED_STATUSES,
  E_SIGNING_STATUSES,
  type ESigningStatus,
  type SignedDocumentLink,
} from '../domain/consents/e-signing.schema';
import { failureParams } from './actor-answers';
import { notProvided } from './not-provided';

export interface SignedFormInput {
  /** The `signing` outcome the return from the signing service added to the address; null on a plain visit. */
  outcome: ESigningStatus | null;
  /** Whether the form opens in a new window as soon as its link is known (spec 001 §2). */
  opensAutomatically: boolean;
}

export interface SignedFormContext extends SignedFormInput {
  /** The document's link, once known. */
  link: SignedDocumentLink | null;
  /** The request's numeric id, read before creating the document. */
  requestId: number | null;
  /** Why fetching the form failed, while failed: the page decides whether it is an API failure to show. */
  error: unknown;
}

export type SignedFormEvent = { type: 'status.recheck' } | { type: 'signing.retry' };

/** Tags the page asks about: the spinner, and whether the link is shown. */
export const SIGNED_FORM_TAGS = { busy: 'busy', link: 'link' } as const;

/** The `signing` query parameter as an outcome; anything else is no outcome. */
export function signingOutcomeOf(value: unknown): ESigningStatus | null {
  return typeof value === 'string' && (E_SIGNING_STATUSES as readonly string[]).includes(value)
    ? (value as ESigningStatus)
    : null;
}

export const signedFormMachine = setup({
  types: {
    context: {} as SignedFormContext,
    events: {} as SignedFormEvent,
    input: {} as SignedFormInput,
  },
  actors: {
    /** GET /partner/scrive/{type}/status/{guid}: document_signed_and_sealed. */
    checkStatus: fromPromise<boolean>(notProvided('checkStatus')),
    /** GET /providers/scrive/{guid}/{type}/: the link, or null on a 404. */
    getLink: fromPromise<SignedDocumentLink | null>(notProvided('getLink')),
    /** GET /reference-requests/{guid}/?is_candidate=true: the request's id. */
    readRequest: fromPromise<number>(notProvided('readRequest')),
    /** POST /providers/scrive/create/: the new document's link. */
    createDocument: fromPromise<SignedDocumentLink, { requestId: number }>(notProvided('createDocument')),
  },
  guards: {
    isSigned: (_, params: { signed: boolean }) => params.signed,
    hasLink: (_, params: { link: SignedDocumentLink | null }) => params.link !== null,
    isSealed: (_, params: { link: SignedDocumentLink | null }) => params.link?.status === 'sealed',
    // Spec 000 §4: a failed status look-up counts as not complete, so only a known decline or failure is shown.
    returnedUnsigned: ({ context }) => context.outcome !== null && E_SIGNING_ENDED_STATUSES.includes(context.outcome),
    // Only a form waiting for a signature, and not when the candidate has just come back from it.
    opensNow: ({ context }) =>
      context.opensAutomatically && context.outcome === null && context.link?.status === 'pending',
  },
  actions: {
    rememberLink: assign((_, params: { link: SignedDocumentLink | null }) => ({ link: params.link })),
    rememberRequest: assign((_, params: { requestId: number }) => ({ requestId: params.requestId })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    forgetOutcome: assign({ outcome: null }),
    openForm: () => {
      throw new Error('openForm is not provided');
    },
  },
}).createMachine({
  id: 'signedForm',
  context: ({ input }) => ({ ...input, link: null, requestId: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: [SIGNED_FORM_TAGS.busy],
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        onDone: [
          { guard: { type: 'isSigned', params: ({ event }) => ({ signed: event.output }) }, target: 'signed' },
          { guard: 'returnedUnsigned', target: 'notSigned' },
          { target: 'fetching' },
        ],
        onError: [{ guard: 'returnedUnsigned', target: 'notSigned' }, { target: 'fetching' }],
      },
    },
    fetching: {
      tags: [SIGNED_FORM_TAGS.busy],
      initial: 'link',
      states: {
        link: {
          invoke: {
            id: 'getLink',
            src: 'getLink',
            onDone: [
              { guard: { type: 'isSealed', params: ({ event }) => ({ link: event.output }) }, target: '#signedForm.signed' },
              {
                guard: { type: 'hasLink', params: ({ event }) => ({ link: event.output }) },
                target: '#signedForm.opening',
                actions: { type: 'rememberLink', params: ({ event }) => ({ link: event.output }) },
              },
              { target: 'request' },
            ],
            onError: { target: '#signedForm.failed', actions: { type: 'rememberError', params: failureParams } },
          },
        },
        request: {
          invoke: {
            id: 'readRequest',
            src: 'readRequest',
            onDone: {
              target: 'create',
              actions: { type: 'rememberRequest', params: ({ event }) => ({ requestId: event.output }) },
            },
            onError: { target: '#signedForm.failed', actions: { type: 'rememberError', params: failureParams } },
          },
        },
        create: {
          invoke: {
            id: 'createDocument',
            src: 'createDocument',
            input: ({ context }) => ({ requestId: context.requestId ?? Number.NaN }),
            onDone: {
              target: '#signedForm.opening',
              actions: { type: 'rememberLink', params: ({ event }) => ({ link: event.output }) },
            },
            onError: { target: '#signedForm.failed', actions: { type: 'rememberError', params: failureParams } },
          },
        },
      },
    },
    // Passed through at once: the form opens by itself on the way to ready, or not.
    opening: {
      always: [{ guard: 'opensNow', target: 'ready', actions: 'openForm' }, { target: 'ready' }],
    },
    ready: {
      tags: [SIGNED_FORM_TAGS.link],
      on: { 'status.recheck': 'rechecking' },
    },
    // The link stays on screen while the status is asked again.
    rechecking: {
      tags: [SIGNED_FORM_TAGS.link],
      invoke: {
        id: 'recheckStatus',
        src: 'checkStatus',
        onDone: [
          { guard: { type: 'isSigned', params: ({ event }) => ({ signed: event.output }) }, target: 'signed' },
          { target: 'ready' },
        ],
        onError: { target: 'ready' },
      },
    },
    notSigned: {
      on: { 'signing.retry': { target: 'fetching', actions: 'forgetOutcome' } },
    },
    signed: { type: 'final' },
    failed: { type: 'final' },
  },
});
