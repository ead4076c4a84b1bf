/**
 * A response's document-scan verification as we keep it, in provider_states under the kind `document_scan`
 * (server/providers/states.ts): one per response, created when the candidate first asks for the hosted check's
 * link and kept until it is final. What the candidate's identity step shows is mirrored into the `identity` kind,
 * which the status endpoints and the completion check read.
 */
import * as v from 'valibot';
import { DOCUMENT_SCAN_ABANDONED_STATUS, isDocumentScanFinished } from '../../../domain/identity-validation';
import { HOOYU_DONE_STATUSES } from '../../../domain/provider-status';
import { DOCUMENT_SCAN_PROVIDERS } from './provider';

/** What a verification reports until the service says otherwise. */
export const PENDING_STATUS = 'pending';
/** The status a verification the candidate abandoned reports, beside `abandoned: true`; the SPA reads it too. */
export const ABANDONED_STATUS = DOCUMENT_SCAN_ABANDONED_STATUS;

/** What a tester can make the sandbox report: each status that ends the check (spec 000 §9), or abandoning it. */
export const SANDBOX_OUTCOMES = [...HOOYU_DONE_STATUSES, 'abandon'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const documentScanRecordSchema = v.object({
  /** Our id of the verification: the reference the service keeps, and the key of the sandbox's hosted page. */
  verification_id: v.pipe(v.string(), v.uuid()),
  /** The adapter that created it, which alone is asked about it. */
  provider: v.picklist(DOCUMENT_SCAN_PROVIDERS),
  /** The service's id of the verification. */
  provider_id: v.pipe(v.string(), v.nonEmpty()),
  /** The hosted check the candidate opens. */
  link: v.pipe(v.string(), v.url()),
  /** What the service last reported. */
  status: v.pipe(v.string(), v.nonEmpty()),
  abandoned: v.boolean(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  /**
   * Sandbox only, the sandbox service's own memory: the outcome the tester chose on the hosted page, and how many
   * more status look-ups answer "pending" before it.
   */
  sandbox_choice: v.optional(
    v.nullable(
      v.object({
        outcome: v.picklist(SANDBOX_OUTCOMES),
        pending_polls: v.pipe(v.number(), v.integer(), v.minValue(0)),
      }),
    ),
    null,
  ),
});

export type DocumentScanRecord = v.InferOutput<typeof documentScanRecordSchema>;

/** Whether the service's word is final: an ending status (any case, as the hub reads it) or abandoned. */
export function isFinal(report: { status: string; abandoned: boolean }): boolean {
  return report.abandoned || isDocumentScanFinished(report.status);
}
