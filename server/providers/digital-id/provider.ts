/**
 * The digital-ID service's contract (ARCHITECTURE.md "External providers are adapters behind one interface each"),
 * with the hosted-session shape of the common digital-identity networks (spec 000 §4 "Digital ID identity
 * validation", §7): the identity providers to offer the candidate, grouped as the service recommends them; a hosted
 * session with one of them, whose launch URL the candidate's browser opens and which sends the browser back to our
 * redirect URL; and the session's results, asked for with the session's results access key.
 *
 * Two adapters: the sandbox (./sandbox.ts, the default), whose hosted page runs on our own server, and the remote
 * adapter (./remote.ts), which speaks HTTP to a real service configured by environment variables (./config.ts).
 * docs/providers/digital-id.md describes both.
 */
import { DIGITAL_ID_FAILURE_REASONS, type DigitalIdFailureCode } from '../../../domain/identity-validation';
import type { Language } from '../../../domain/locales';

export type DigitalIdProviderName = 'sandbox' | 'remote';

/** The failure codes a finished session can carry (spec 000 §8), in the specification's order. */
export const DIGITAL_ID_ERROR_CODES = Object.keys(DIGITAL_ID_FAILURE_REASONS) as DigitalIdErrorCode[];
export type DigitalIdErrorCode = DigitalIdFailureCode;

/** One identity provider the candidate can verify with (spec 000 §3 "Digital ID provider entry"). */
export interface DigitalIdProviderEntry {
  /** The provider's id, which a hosted session is created with. */
  id: string;
  /** The same id under the name the specification's entry also carries. */
  providerId: string;
  name: string;
  /** An https URL or a path on our own site; null when the service gave none we can show. */
  logoUrl: string | null;
  subtext: string;
}

/** The providers as the service groups them: those the candidate has used before, those suited to them, the rest. */
export interface RecommendedProviders {
  recognized: DigitalIdProviderEntry[];
  relevant: DigitalIdProviderEntry[];
  remainder: DigitalIdProviderEntry[];
}

export interface RecommendationContext {
  /** The request's country, ISO 3166-1 alpha-2. */
  country: string;
  language: Language;
}

export interface NewHostedSession {
  providerId: string;
  /** Absolute, on our own origin (./redirect-url.ts); the service sends the candidate back here. */
  redirectUrl: string;
  language: Language;
  /** The candidate's response; only the sandbox, which keeps its sessions in our database, uses it. */
  responseId: number;
}

export interface HostedSession {
  sessionId: string;
  launchUrl: string;
  /** The secret the results are asked for with; the service hands it to the browser on the way back. */
  resultsAccessKey: string;
}

/** What the service says of a session; errorCode is set only when it is done and failed. */
export interface SessionResult {
  done: boolean;
  success: boolean;
  errorCode: string | null;
}

export interface DigitalIdProvider {
  readonly name: DigitalIdProviderName;
  recommendedProviders(context: RecommendationContext): Promise<RecommendedProviders>;
  /** UnknownDigitalIdProviderError when the service offers no such provider. */
  createHostedSession(session: NewHostedSession): Promise<HostedSession>;
  /** DigitalIdSessionNotFoundError when the service knows no such session, or the key is not its key. */
  getSessionResults(sessionId: string, resultsAccessKey: string): Promise<SessionResult>;
}

/** The service could not be reached, refused the call or answered nonsense: the API answers 502. */
export class DigitalIdUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DigitalIdUnavailableError';
  }
}

/** The provider id names no provider the service offers: the API answers 400 on provider_id. */
export class UnknownDigitalIdProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownDigitalIdProviderError';
  }
}

/** The service knows no session of this id and key: the API answers 404. */
export class DigitalIdSessionNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DigitalIdSessionNotFoundError';
  }
}
