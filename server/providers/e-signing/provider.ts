/**
 * The e-signing service's contract (ARCHITECTURE.md "External providers are adapters behind one interface each"),
 * modelled on the common e-signing APIs: a document is created for one signer with its text, the signer is sent
 * to a signing link that returns them to us, and the service reports the document's status until it is signed and
 * then sealed (the signed file made final), when the sealed PDF can be downloaded.
 *
 * Two adapters: the sandbox (./sandbox.ts, the default), whose signing page runs on our own server, and the remote
 * adapter (./remote.ts), which speaks HTTP to a real service configured by environment variables (./config.ts).
 */
import type { ESigningStatus } from '../../../domain/consents/e-signing.schema';
import type { Language } from '../../../domain/locales';
import type { SignedDocumentType } from '../../../domain/provider-status';

export type ESigningProviderName = 'sandbox' | 'remote';

export interface NewSigningDocument {
  /** Our id of the document, which the service keeps as its external reference. */
  reference: string;
  type: SignedDocumentType;
  language: Language;
  title: string;
  /** The text the candidate signs, paragraph by paragraph, the declaration last. */
  paragraphs: readonly string[];
  signer: { name: string; email: string };
}

export interface ProviderDocumentStatus {
  status: ESigningStatus;
  /** When the candidate signed, once they have. */
  signedAt: Date | null;
  /** The name the candidate signed with, once they have. */
  signerName: string | null;
}

export interface SigningLinkOptions {
  language: Language;
  /** Where the service sends the candidate when they have signed, declined or the signing failed. */
  returnUrl: string | null;
  /** Sandbox only: make this signing attempt fail (a tester's flag). */
  forceFailure?: boolean;
}

export interface ESigningProvider {
  readonly name: ESigningProviderName;
  /** Creates the document at the service; answers the service's id of it. */
  createDocument(document: NewSigningDocument): Promise<{ id: string }>;
  /** The link that opens the document for signing. */
  signingLink(id: string, options: SigningLinkOptions): Promise<string>;
  getStatus(id: string): Promise<ProviderDocumentStatus>;
  /** The sealed PDF; null while the document is not sealed. */
  getSealedFile(id: string): Promise<Uint8Array | null>;
}

/** The service could not be reached or refused the call; the candidate is told to try again later. */
export class ESigningUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ESigningUnavailableError';
  }
}
