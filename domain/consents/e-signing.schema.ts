/**
 * The e-signing calls' shared shapes (spec 000 §7, spec 001 §7): POST /providers/scrive/create/ with
 * `reference_request` (the request's numeric id) and `scrive_document_type`, and the states a document goes through
 * at the signing service. The body may also name the candidate's `language`, in which the document is written
 * (our addition; English when absent).
 */
import * as v from 'valibot';
import { invalidChoiceMessage } from '../choice-message';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../locales';
import { SIGNED_DOCUMENT_TYPES } from '../provider-status';

/**
 * pending: created, waiting for the candidate; signed: the candidate signed; sealed: the service has sealed the
 * signed file, which is then final ("document_signed_and_sealed"); declined: the candidate refused to sign;
 * failed: the service could not complete the signature.
 */
export const E_SIGNING_STATUSES = ['pending', 'signed', 'sealed', 'declined', 'failed'] as const;
export type ESigningStatus = (typeof E_SIGNING_STATUSES)[number];

/** States after which the document can no longer be signed: a new one is created in its place. */
export const E_SIGNING_ENDED_STATUSES: readonly ESigningStatus[] = ['declined', 'failed'];

export const INVALID_INTEGER = 'A valid integer is required.';

const INTEGER_TEXT = /^\s*[-+]?\d{1,15}\s*$/;

/** An integer as Django REST Framework's IntegerField reads it: a number, or a string of digits. */
const integerId = () =>
  v.pipe(
    v.union([v.number(), v.string()], INVALID_INTEGER),
    v.check(
      (value) => (typeof value === 'number' ? Number.isSafeInteger(value) : INTEGER_TEXT.test(value)),
      INVALID_INTEGER,
    ),
    v.transform(Number),
  );

export const createSignedDocumentSchema = v.object({
  reference_request: integerId(),
  scrive_document_type: v.picklist(SIGNED_DOCUMENT_TYPES, (issue) => invalidChoiceMessage(issue.input)),
  language: v.optional(
    v.picklist(LANGUAGES, (issue) => invalidChoiceMessage(issue.input)),
    DEFAULT_LANGUAGE,
  ),
});

export type CreateSignedDocumentInput = v.InferInput<typeof createSignedDocumentSchema>;

/** What the document calls answer: the signing link, and where the document stands. */
export interface SignedDocumentLink {
  url: string;
  scrive_document_type: (typeof SIGNED_DOCUMENT_TYPES)[number];
  status: ESigningStatus;
}
