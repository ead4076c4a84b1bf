/**
 * The UK criminal record disclosure consent's two pages (spec 000 §2 "Consent and verification steps", §8).
 * docs/consents.md describes the screen around it.
 *
 * - declaration (page 1): the declaration and its box; page.next → consents, only once the box is ticked.
 * - consents (page 2): the consent boxes by level; page.previous → declaration, step.submit → saving.
 * - saving: save runs with the submitted body. An answer with a signed timestamp → saved (final). An answer
 *   without one, or a failure, keeps the candidate on page 2 with the consent save failure (showFailure); a refusal
 *   (the server's field errors) keeps them there with its errors on the fields (showRefusal).
 *
 * The SPA provides the save actor and the showRefusal, showFailure and leave actions; the defaults here fail
 * loudly so a missing provide() cannot pass for a working page.
 */
import { fromPromise, setup } from 'xstate';

/** The server's field errors, as its 400 (or 409) body gives them. */
export type ConsentRefusal = Record<string, unknown>;

/**
 * What the save actor resolves with: the answer's `disclosure_signed_at` when the server took the consent, or its
 * refusal. A failure it cannot explain (the network, a server fault) is a rejection.
 */
export type DbsConsentAnswer = { outcome: 'answered'; signedAt: string | null } | { outcome: 'refused'; error: ConsentRefusal };

export type DbsConsentEvent =
  /** Next on page 1, with whether the declaration's box is ticked. */
  | { type: 'page.next'; declared: boolean }
  | { type: 'page.previous' }
  /** 'Save and Continue' (or 'Save and Go back') on page 2, once the form has checked every box is ticked. */
  | { type: 'step.submit'; body: unknown };

/** Tags the page asks about: which page shows, and whether its buttons wait for the save. */
export const DBS_CONSENT_TAGS = { declarationPage: 'declarationPage', consentsPage: 'consentsPage', busy: 'busy' } as const;

export const dbsConsentMachine = setup({
  types: {
    events: {} as DbsConsentEvent,
  },
  actors: {
    save: fromPromise<DbsConsentAnswer, { body: unknown }>(() => Promise.reject(new Error('save is not provided'))),
  },
  guards: {
    isDeclared: (_, params: { declared: boolean }) => params.declared,
    // Spec 000 §7: the answer's disclosure_signed_at is read; without it the consent was not recorded.
    isSigned: (_, params: { answer: DbsConsentAnswer }) =>
      params.answer.outcome === 'answered' && typeof params.answer.signedAt === 'string' && params.answer.signedAt !== '',
    isRefused: (_, params: { answer: DbsConsentAnswer }) => params.answer.outcome === 'refused',
  },
  actions: {
    showRefusal: (_, _params: { error: ConsentRefusal }) => {
      throw new Error('showRefusal is not provided');
    },
    showFailure: () => {
      throw new Error('showFailure is not provided');
    },
    leave: () => {
      throw new Error('leave is not provided');
    },
  },
}).createMachine({
  id: 'dbsConsent',
  initial: 'declaration',
  states: {
    declaration: {
      tags: [DBS_CONSENT_TAGS.declarationPage],
      on: {
        'page.next': {
          guard: { type: 'isDeclared', params: ({ event }) => ({ declared: event.declared }) },
          target: 'consents',
        },
      },
    },
    consents: {
      tags: [DBS_CONSENT_TAGS.consentsPage],
      on: { 'page.previous': 'declaration', 'step.submit': 'saving' },
    },
    saving: {
      tags: [DBS_CONSENT_TAGS.consentsPage, DBS_CONSENT_TAGS.busy],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => ({ body: event.type === 'step.submit' ? event.body : null }),
        onDone: [
          { guard: { type: 'isSigned', params: ({ event }) => ({ answer: event.output }) }, target: 'saved' },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) },
            target: 'consents',
            actions: {
              type: 'showRefusal',
              params: ({ event }) => ({ error: event.output.outcome === 'refused' ? event.output.error : {} }),
            },
          },
          { target: 'consents', actions: 'showFailure' },
        ],
        onError: { target: 'consents', actions: 'showFailure' },
      },
    },
    // The buttons stay disabled until the home page replaces this one.
    saved: {
      type: 'final',
      tags: [DBS_CONSENT_TAGS.consentsPage, DBS_CONSENT_TAGS.busy],
      entry: 'leave',
    },
  },
});
