/**
 * The document-scan identity service's contract (ARCHITECTURE.md "External providers are adapters behind one
 * interface each"), the first provider of spec 000 §2 "Identity validation", shaped like the common hosted
 * identity checks: a verification is created for one candidate with the address to send them back to, the
 * candidate opens its hosted page in the same window, and the service reports the verification's status until it
 * is final.
 *
 * Two adapters: the sandbox (./sandbox.ts, the default), whose hosted page runs on our own server, and the remote
 * adapter (./remote.ts), which speaks HTTP to a real service configured by environment variables (./config.ts).
 * docs/providers/document-scan.md describes both.
 */
import type { Language } from '../../../domain/locales';

export const DOCUMENT_SCAN_PROVIDERS = ['sandbox', 'remote'] as const;
export type DocumentScanProviderName = (typeof DOCUMENT_SCAN_PROVIDERS)[number];

export interface NewVerification {
  /** Our id of the verification, which the service keeps as its reference and answers with every report. */
  reference: string;
  /** Where the service sends the candidate when the check is over: a page of our own site. */
  returnUrl: string;
  language: Language;
}

export interface CreatedVerification {
  /** The service's id of the verification. */
  id: string;
  /** The hosted check the candidate opens. */
  link: string;
}

export interface VerificationReport {
  /** The service's status, lower case: "pending" until the check is over, then e.g. "completed" or "expired". */
  status: string;
  /** The candidate left the check without finishing it. */
  abandoned: boolean;
}

export interface DocumentScanProvider {
  readonly name: DocumentScanProviderName;
  createVerification(verification: NewVerification): Promise<CreatedVerification>;
  /**
   * What the service reports now about its verification `id`, which must carry our `reference`: a report about
   * any other verification is refused, so one candidate's check never answers for another's.
   */
  getReport(verification: { id: string; reference: string }): Promise<VerificationReport>;
}

/** The service could not be reached, refused the call or answered something it should not. */
export class DocumentScanUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentScanUnavailableError';
  }
}
