/**
 * Identity validation's rules shared by its two flows (spec 000 §2 "Consent and verification steps", §4 "Digital
 * ID identity validation", §8, §9): the digital ID's results, polled or fetched once after the candidate is back
 * from the provider, and the document scan's status, polled until it is final. The machines in machines/ run
 * the flows with these values; the screens show the reasons.
 */
import { HOOYU_DONE_STATUSES } from './provider-status';

/** Spec 000 §9 "Polling": the digital ID's results every 3 s, up to 30 further attempts, 5 s after a failure. */
export const DIGITAL_ID_POLL_INTERVAL_MS = 3_000;
export const DIGITAL_ID_POLL_ATTEMPTS = 30;
export const DIGITAL_ID_RETRY_DELAY_MS = 5_000;
/** Spec 000 §9 "Polling": the document scan's (first provider's) status every 5 s. */
export const DOCUMENT_SCAN_POLL_INTERVAL_MS = 5_000;

/**
 * Message ids of the reasons a digital ID session failed, by its error code, in the specification's words
 * (spec 000 §8). Like domain/messages.ts, an id is the English text the screen translates.
 */
export const DIGITAL_ID_FAILURE_REASONS = {
  Internal: 'An internal error has caused this session to fail.',
  Other: 'reason does not fit any other failure code',
  Canceled: 'The session has been canceled',
  UserAbandoned: 'The user abandoned the session',
  UserTimedOut: 'The user took too long to complete the verification',
  Expired: 'The session has expired',
  InvalidImage: 'images too low-quality, wrong type or unprocessable',
  Inauthentic: 'suspected inauthentic, fraudulent or forged',
  UnsupportedDocument: 'unsupported type or country',
  AssuranceLevelNotMet: 'identity does not meet required assurance level',
} as const;

export type DigitalIdFailureCode = keyof typeof DIGITAL_ID_FAILURE_REASONS;
export type DigitalIdFailureReasonId = (typeof DIGITAL_ID_FAILURE_REASONS)[DigitalIdFailureCode];

/** What a failed result shows as its reason: the message for a known code, any other code as it came. */
export type DigitalIdFailureReason = { messageId: DigitalIdFailureReasonId } | { unknownCode: string };

/** The reason for a failed session's error code (spec 000 §8); null when the result gave no code. */
export function digitalIdFailureReason(errorCode: string | null | undefined): DigitalIdFailureReason | null {
  if (!errorCode) return null;
  return Object.hasOwn(DIGITAL_ID_FAILURE_REASONS, errorCode)
    ? { messageId: DIGITAL_ID_FAILURE_REASONS[errorCode as DigitalIdFailureCode] }
    : { unknownCode: errorCode };
}

/** The status the document scan reports once the candidate has walked away from its check. */
export const DOCUMENT_SCAN_ABANDONED_STATUS = 'abandoned';

export const isDocumentScanAbandoned = (status: string | null | undefined): boolean =>
  typeof status === 'string' && status.toLowerCase() === DOCUMENT_SCAN_ABANDONED_STATUS;

/** Whether the document scan's status is final (spec 000 §9), read without regard to case like the hub's rule. */
export function isDocumentScanFinished(status: string | null | undefined): boolean {
  return typeof status === 'string' && (HOOYU_DONE_STATUSES as readonly string[]).includes(status.toLowerCase());
}

/**
 * What the candidate is back from a provider to do (spec 000 §4): fetch the digital ID's results once, or poll
 * them (the document scan returns to poll its status).
 */
export const POST_REDIRECT_ACTIONS = ['fetch', 'poll'] as const;
export type PostRedirectAction = (typeof POST_REDIRECT_ACTIONS)[number];

/** The query parameters the return from a provider adds to the step's address. */
export const IDENTITY_RETURN_PARAMS = {
  sessionId: 'sessionId',
  resultsAccessKey: 'resultsAccessKey',
  action: 'action',
} as const;

/** A digital ID session the candidate is back from, and what to do with its results. */
export interface DigitalIdReturn {
  sessionId: string;
  resultsAccessKey: string;
  action: PostRedirectAction;
}

type Search = Readonly<Record<string, unknown>>;

const nonEmptyText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The post-redirect action in the address; anything else is no action (a plain visit). */
export function postRedirectActionOf(search: Search): PostRedirectAction | null {
  const action = search[IDENTITY_RETURN_PARAMS.action];
  return typeof action === 'string' && (POST_REDIRECT_ACTIONS as readonly string[]).includes(action)
    ? (action as PostRedirectAction)
    : null;
}

/**
 * The digital ID session the address says the candidate is back from; null on a plain visit, and when any of
 * the three parameters is missing, since results cannot be asked for without both keys nor handled without the
 * action.
 */
export function digitalIdReturnOf(search: Search): DigitalIdReturn | null {
  const sessionId = nonEmptyText(search[IDENTITY_RETURN_PARAMS.sessionId]);
  const resultsAccessKey = nonEmptyText(search[IDENTITY_RETURN_PARAMS.resultsAccessKey]);
  const action = postRedirectActionOf(search);
  return sessionId && resultsAccessKey && action ? { sessionId, resultsAccessKey, action } : null;
}
